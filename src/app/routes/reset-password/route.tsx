import { accountMessages } from '@/config/account-messages'
import { useState } from 'react'
import { Link } from 'react-router'
import { FormCard } from '@/components/form-card'
import { FormField } from '@/components/form-field'
import { SubmitButton } from '@/components/submit-button'
import { toast } from '@/components/toast'
import { paths } from '@/config/paths'
import { sendPasswordReset } from '@/features/auth/auth-actions'
import { isUnknownAccount, readableAuthError } from '@/features/auth/auth-errors'
import { resetRequestRules } from '@/features/auth/profile-rules'
import { useSchemaForm } from '@/lib/use-schema-form'
import { titleOf } from '../../pages'

export function Component() {
  const [sent, setSent] = useState(false)
  const { pending, onSubmit, field } = useSchemaForm({
    rules: resetRequestRules,
    submit: async ({ email }) => {
      setSent(false)
      try {
        await sendPasswordReset(email)
      } catch (failure) {
        // An unknown email is answered as a sent one: the page must not reveal who has an account.
        if (!isUnknownAccount(failure)) {
          console.warn('Password reset request failed', failure)
          toast.error(accountMessages.resetFailed(readableAuthError(failure)))
          return
        }
      }
      setSent(true)
    },
  })

  return (
    <FormCard title="Reset your password">
      <title>{titleOf('reset-password')}</title>
      <p className="text-base-content/75 -mt-3 mb-7 text-center">
        Enter the email address of your account, and we will send you a link to choose a new
        password.
      </p>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5" aria-busy={pending}>
        <FormField
          label="Email address"
          type="email"
          autoComplete="email"
          onChange={() => setSent(false)}
          {...field('email')}
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
