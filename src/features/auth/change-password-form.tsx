import { accountMessages } from './account-messages'
import { useState, type FormEvent } from 'react'
import { FormField } from '@/components/form-field'
import { PasswordInput } from '@/components/password-input'
import { SubmitButton } from '@/components/submit-button'
import { toast } from '@/components/toast'
import { changePassword } from './auth-actions'
import { isCredentialMismatch, readableAuthError } from './auth-errors'
import { changePasswordRules, checkForm, type FieldErrors } from './profile-rules'
import { usePending } from './use-pending'

type Fields = 'currentPassword' | 'newPassword'

/** For email accounts: the current password (the provider wants a recent sign-in) and a new one. */
export function ChangePasswordForm() {
  const { pending, run } = usePending()
  const [errors, setErrors] = useState<FieldErrors<Fields>>({})

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = event.currentTarget
    const checked = checkForm(changePasswordRules, Object.fromEntries(new FormData(form)))
    if (!checked.ok) {
      setErrors(checked.errors)
      return
    }
    setErrors({})
    void run(async () => {
      try {
        await changePassword(checked.data.currentPassword, checked.data.newPassword)
      } catch (error) {
        console.warn('Password change failed', error)
        if (isCredentialMismatch(error)) {
          setErrors({ currentPassword: accountMessages.wrongCurrentPassword })
        } else {
          toast.error(accountMessages.passwordChangeFailed(readableAuthError(error)))
        }
        return
      }
      form.reset()
      toast.success(accountMessages.passwordChanged)
    })
  }

  return (
    <section
      aria-labelledby="change-password-heading"
      className="border-base-300 mt-10 border-t pt-8"
    >
      <h2 id="change-password-heading" className="mb-6 text-center text-2xl">
        {accountMessages.changePassword}
      </h2>
      <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-5" aria-busy={pending}>
        <FormField
          label={accountMessages.currentPassword}
          name="currentPassword"
          autoComplete="current-password"
          error={errors.currentPassword}
          renderInput={(props) => <PasswordInput {...props} />}
        />
        <FormField
          label={accountMessages.newPassword}
          name="newPassword"
          autoComplete="new-password"
          error={errors.newPassword}
          renderInput={(props) => <PasswordInput {...props} />}
        />
        <SubmitButton pending={pending} className="mt-2">
          {accountMessages.changePassword}
        </SubmitButton>
      </form>
    </section>
  )
}
