import { accountMessages } from '@/config/account-messages'
import { useState, type FormEvent } from 'react'
import { Link } from 'react-router'
import { FormCard } from '@/components/form-card'
import { FormField } from '@/components/form-field'
import { SubmitButton } from '@/components/submit-button'
import { toast } from '@/components/toast'
import { paths } from '@/config/paths'
import { sendPasswordReset } from '@/features/auth/auth-actions'
import { isUnknownAccount, readableAuthError } from '@/features/auth/auth-errors'
import { checkForm, resetRequestRules } from '@/features/auth/profile-rules'
import { usePending } from '@/features/auth/use-pending'
import { titleOf } from '../../pages'

export function Component() {
  const { pending, run } = usePending()
  const [error, setError] = useState<string>()
  const [sent, setSent] = useState(false)

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const checked = checkForm(
      resetRequestRules,
      Object.fromEntries(new FormData(event.currentTarget)),
    )
    if (!checked.ok) {
      setError(checked.errors.email)
      return
    }
    setError(undefined)
    setSent(false)
    void run(async () => {
      try {
        await sendPasswordReset(checked.data.email)
      } catch (failure) {
        // An unknown email is answered as a sent one: the page must not reveal who has an account.
        if (!isUnknownAccount(failure)) {
          console.warn('Password reset request failed', failure)
          toast.error(accountMessages.resetFailed(readableAuthError(failure)))
          return
        }
      }
      setSent(true)
    })
  }

  return (
    <FormCard title="Reset your password">
      <title>{titleOf('reset-password')}</title>
      <p className="text-base-content/75 -mt-3 mb-7 text-center">
        Enter the email address of your account, and we will send you a link to choose a new
        password.
      </p>
      <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-5" aria-busy={pending}>
        <FormField
          label="Email address"
          name="email"
          type="email"
          autoComplete="email"
          error={error}
          onChange={() => setSent(false)}
        />
        <SubmitButton pending={pending} className="mt-1">
          Send reset link
        </SubmitButton>
      </form>
      <p role="status" className="mt-6 min-h-6 text-center font-semibold">
        {sent ? accountMessages.resetSent : null}
      </p>
      <p className="text-base-content/75 mt-6 text-center text-sm">
        Remembered it?{' '}
        <Link to={paths.login.href()} className="link text-base-content font-semibold">
          Back to sign in
        </Link>
      </p>
    </FormCard>
  )
}
