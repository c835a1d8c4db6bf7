import { Link } from 'react-router'
import { FormCard } from '@/components/form-card'
import { FormField } from '@/components/form-field'
import { PasswordInput } from '@/components/password-input'
import { SubmitButton } from '@/components/submit-button'
import { messages } from '@/config/messages'
import { paths } from '@/config/paths'
import { register } from '@/features/auth/auth-actions'
import { readableAuthError } from '@/features/auth/auth-errors'
import { requireGuest } from '@/features/auth/guards'
import { registerRules } from '@/features/auth/profile-rules'
import { useDelayedRedirect } from '@/features/auth/use-delayed-redirect'
import { useSchemaForm } from '@/lib/use-schema-form'
import { toast } from '@/components/toast'
import { titleOf } from '../../pages'

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
        toast.error(messages.registerFailed(readableAuthError(error)))
        return
      }
      toast.success(messages.registerSuccess)
      redirect(paths.home.href(), () => form.reset())
    },
  })

  return (
    <FormCard title="Register Here">
      <title>{titleOf('register')}</title>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5" aria-busy={pending}>
        <FormField label="Name" autoComplete="name" {...field('name')} />
        <FormField
          label="Photo URL"
          type="url"
          autoComplete="photo"
          placeholder="https://"
          {...field('photoURL')}
        />
        <FormField label="Email address" type="email" autoComplete="email" {...field('email')} />
        <FormField
          label="Password"
          autoComplete="new-password"
          renderInput={(props) => <PasswordInput {...props} />}
          {...field('password')}
        />
        <SubmitButton pending={pending} disabled={redirecting} className="mt-2">
          Register
        </SubmitButton>
      </form>
      <p className="text-base-content/75 mt-8 text-center text-sm">
        Already have an account?{' '}
        <Link to={paths.login.href()} className="link text-base-content font-semibold">
          Sign in
        </Link>
      </p>
    </FormCard>
  )
}
