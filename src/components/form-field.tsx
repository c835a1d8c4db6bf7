import { useId, type InputHTMLAttributes, type ReactNode } from 'react'

type FormFieldProps = InputHTMLAttributes<HTMLInputElement> & {
  label: ReactNode
  error?: string
  /** Replaces the plain input, e.g. with a password input; it receives the same props. */
  renderInput?: (props: InputHTMLAttributes<HTMLInputElement>) => ReactNode
}

/** A labelled input whose error is announced with it. */
export function FormField({ label, error, renderInput, className, ...inputProps }: FormFieldProps) {
  const id = useId()
  const errorId = `${id}-error`
  const props: InputHTMLAttributes<HTMLInputElement> = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    className: `input w-full bg-base-100 ${error ? 'input-error' : ''} ${className ?? ''}`,
    ...inputProps,
  }
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      {renderInput ? renderInput(props) : <input {...props} />}
      {error ? (
        <p id={errorId} className="text-error text-sm">
          {error}
        </p>
      ) : null}
    </div>
  )
}
