import { accountMessages } from '@/features/auth/account-messages'
import { useState, type FormEvent } from 'react'
import { Link } from 'react-router'
import { FormCard } from '@/components/form-card'
import { FormField } from '@/components/form-field'
import { SubmitButton } from '@/components/submit-button'
import { toast } from '@/components/toast'
import { pageTitle } from '@/config/constants'
import { paths } from '@/config/paths'
import { sendPasswordReset } from '@/features/auth/auth-actions'
import { isUnknownAccount, readableAuthError } from '@/features/auth/auth-errors'
import { checkForm, resetRequestRules } from '@/features/auth/profile-rules'
import { usePending } from '@/features/auth/use-pending'
import { authMessages } from '@/features/auth/messages'

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
    <FormCard title={accountMessages.resetTitle}>
      <title>{pageTitle('Reset password')}</title>
      <p className="text-base-content/75 -mt-3 mb-7 text-center">{accountMessages.resetIntro}</p>
      <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-5" aria-busy={pending}>
        <FormField
          label={authMessages.form.email}
          name="email"
          type="email"
          autoComplete="email"
          error={error}
          onChange={() => setSent(false)}
        />
        <SubmitButton pending={pending} className="mt-1">
          {accountMessages.sendResetLink}
        </SubmitButton>
      </form>
      <p role="status" className="mt-6 min-h-6 text-center font-semibold">
        {sent ? accountMessages.resetSent : null}
      </p>
      <p className="text-base-content/75 mt-6 text-center text-sm">
        {accountMessages.rememberedIt}{' '}
        <Link to={paths.login.href()} className="link text-base-content font-semibold">
          {accountMessages.backToSignIn}
        </Link>
      </p>
    </FormCard>
  )
}
