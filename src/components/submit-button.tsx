import type { ReactNode } from 'react'
import { Spinner } from './spinner'

type SubmitButtonProps = {
  /** A request is under way: the spinner shows, and a second press is refused. */
  pending: boolean
  /** Disabled for another reason (nobody signed in, a redirect under way). */
  disabled?: boolean
  /** daisyUI's button look; the primary one unless told. */
  variant?: 'primary' | 'error'
  className?: string
  children: ReactNode
}

/** Every form's submit button: disabled with a spinner while its request runs. */
export function SubmitButton({
  pending,
  disabled = false,
  variant = 'primary',
  className = '',
  children,
}: SubmitButtonProps) {
  return (
    <button
      type="submit"
      className={`btn ${variant === 'error' ? 'btn-error' : 'btn-primary'} ${className}`}
      disabled={pending || disabled}
      aria-busy={pending || undefined}
    >
      {pending ? <Spinner label={null} /> : null}
      {children}
    </button>
  )
}
