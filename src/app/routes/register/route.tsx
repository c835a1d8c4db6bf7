import { useState, type FormEvent } from 'react'
import { Link } from 'react-router'
import { FormCard } from '@/components/form-card'
import { FormField } from '@/components/form-field'
import { PasswordInput } from '@/components/password-input'
import { SubmitButton } from '@/components/submit-button'
import { pageTitle } from '@/config/constants'
import { paths } from '@/config/paths'
import { register } from '@/features/auth/auth-actions'
import { readableAuthError } from '@/features/auth/auth-errors'
import { requireGuest } from '@/features/auth/guards'
import {
  checkForm,
  registerRules,
  type FieldErrors,
  type RegisterInput,
} from '@/features/auth/profile-rules'
import { useDelayedRedirect } from '@/features/auth/use-delayed-redirect'
import { usePending } from '@/features/auth/use-pending'
import { toast } from '@/components/toast'
import { authMessages } from '@/features/auth/messages'
import { registerMessages } from './messages'

export const loader = requireGuest

export function Component() {
  const { pending, run } = usePending()
  const [errors, setErrors] = useState<FieldErrors<keyof RegisterInput>>({})
  const { redirecting, redirect } = useDelayedRedirect()

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = event.currentTarget
    const checked = checkForm(registerRules, Object.fromEntries(new FormData(form)))
    if (!checked.ok) {
      setErrors(checked.errors)
      return
    }
    setErrors({})
    void run(async () => {
      try {
        await register(checked.data)
      } catch (error) {
        console.warn('Registration failed', error)
        toast.error(authMessages.registerFailed(readableAuthError(error)))
        return
      }
      toast.success(authMessages.registerSuccess)
      redirect(paths.home.href(), () => form.reset())
    })
  }

  return (
    <FormCard title={registerMessages.title}>
      <title>{pageTitle('Register')}</title>
      <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-5" aria-busy={pending}>
        <FormField
          label={authMessages.form.name}
          name="name"
          autoComplete="name"
          error={errors.name}
        />
        <FormField
          label={authMessages.form.photoUrl}
          name="photoURL"
          type="url"
          autoComplete="photo"
          placeholder={authMessages.form.photoUrlPlaceholder}
          error={errors.photoURL}
        />
        <FormField
          label={authMessages.form.email}
          name="email"
          type="email"
          autoComplete="email"
          error={errors.email}
        />
        <FormField
          label={authMessages.form.password}
          name="password"
          autoComplete="new-password"
          error={errors.password}
          renderInput={(props) => <PasswordInput {...props} />}
        />
        <SubmitButton pending={pending} disabled={redirecting} className="mt-2">
          {registerMessages.submit}
        </SubmitButton>
      </form>
      <p className="text-base-content/75 mt-8 text-center text-sm">
        {registerMessages.haveAccount}{' '}
        <Link to={paths.login.href()} className="link text-base-content font-semibold">
          {authMessages.form.signIn}
        </Link>
      </p>
    </FormCard>
  )
}
