import { accountMessages } from './messages'
import { PasswordField } from './account-fields'
import { SubmitButton } from '@/components/submit-button'
import { toast } from '@/components/toast'
import { useSchemaForm } from '@/lib/use-schema-form'
import { changePassword } from './auth-actions'
import { isCredentialMismatch, readableAuthError } from './auth-errors'
import { changePasswordRules } from './profile-rules'

/** For email accounts: the current password (the provider wants a recent sign-in) and a new one. */
export function ChangePasswordForm() {
  const { pending, onSubmit, field } = useSchemaForm({
    rules: changePasswordRules,
    submit: async ({ currentPassword, newPassword }, form) => {
      try {
        await changePassword(currentPassword, newPassword)
      } catch (error) {
        console.warn('Password change failed', error)
        if (isCredentialMismatch(error))
          return { currentPassword: accountMessages.wrongCurrentPassword }
        toast.error(accountMessages.passwordChangeFailed(readableAuthError(error)))
        return
      }
      form.reset()
      toast.success(accountMessages.passwordChanged)
    },
  })

  return (
    <section
      aria-labelledby="change-password-heading"
      className="border-base-300 mt-10 border-t pt-8"
    >
      <h2 id="change-password-heading" className="mb-6 text-center text-2xl">
        {accountMessages.changePassword}
      </h2>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5" aria-busy={pending}>
        <PasswordField
          label={accountMessages.currentPassword}
          autoComplete="current-password"
          {...field('currentPassword')}
        />
        <PasswordField
          label={accountMessages.newPassword}
          autoComplete="new-password"
          {...field('newPassword')}
        />
        <SubmitButton pending={pending} className="mt-2">
          {accountMessages.changePassword}
        </SubmitButton>
      </form>
    </section>
  )
}
