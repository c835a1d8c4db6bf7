import { FormCard, FormCardLink } from '@/components/form-card'
import { SubmitButton } from '@/components/submit-button'
import { paths } from '@/config/paths'
import { EmailField, NameField, PasswordField, PhotoUrlField } from '@/features/auth/account-fields'
import { register } from '@/features/auth/auth-actions'
import { readableAuthError } from '@/features/auth/auth-errors'
import { requireGuest } from '@/features/auth/guards'
import { registerRules } from '@/features/auth/profile-rules'
import { useDelayedRedirect } from '@/features/auth/use-delayed-redirect'
import { useSchemaForm } from '@/lib/use-schema-form'
import { toast } from '@/components/toast'
import { authMessages } from '@/features/auth/messages'
import { titleOf } from '../../pages'
import { registerMessages } from '../../messages'

export const loader = requireGuest

export function Component() {
  const { redirecting, redirect } = useDelayedRedirect()
  const { pending, onSubmit, field } = useSchemaForm({
    rules: registerRules,
    submit: async (data, form) => {
      try {
        await register(data)
      } catch (error) {
        console.warn('Registration failed', error)
        toast.error(authMessages.registerFailed(readableAuthError(error)))
        return
      }
      toast.success(authMessages.registerSuccess)
      redirect(paths.home.href(), () => form.reset())
    },
  })

  return (
    <FormCard title={registerMessages.title}>
      <title>{titleOf('register')}</title>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5" aria-busy={pending}>
        <NameField {...field('name')} />
        <PhotoUrlField {...field('photoURL')} />
        <EmailField {...field('email')} />
        <PasswordField autoComplete="new-password" {...field('password')} />
        <SubmitButton pending={pending} disabled={redirecting} className="mt-2">
          {registerMessages.submit}
        </SubmitButton>
      </form>
      <FormCardLink
        lead={registerMessages.haveAccount}
        to={paths.login.href()}
        label={authMessages.form.signIn}
      />
    </FormCard>
  )
}
