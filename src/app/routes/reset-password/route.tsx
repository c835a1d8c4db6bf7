import { accountMessages } from '@/features/auth/messages'
import { EmailField } from '@/features/auth/account-fields'
import { useState } from 'react'
import { Link } from 'react-router'
import { FormCard } from '@/components/form-card'
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
    <FormCard title={accountMessages.resetTitle}>
      <title>{titleOf('reset-password')}</title>
      <p className="text-base-content/75 -mt-3 mb-7 text-center">{accountMessages.resetIntro}</p>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5" aria-busy={pending}>
        <EmailField onChange={() => setSent(false)} {...field('email')} />
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
