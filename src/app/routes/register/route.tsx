import { useState, type FormEvent } from 'react'
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
import {
  checkForm,
  registerRules,
  type FieldErrors,
  type RegisterInput,
} from '@/features/auth/profile-rules'
import { useDelayedRedirect } from '@/features/auth/use-delayed-redirect'
import { usePending } from '@/features/auth/use-pending'
import { toast } from '@/components/toast'
import { titleOf } from '../../pages'

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
        toast.error(messages.registerFailed(readableAuthError(error)))
        return
      }
      toast.success(messages.registerSuccess)
      redirect(paths.home.href(), () => form.reset())
    })
  }

  return (
    <FormCard title="Register Here">
      <title>{titleOf('register')}</title>
      <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-5" aria-busy={pending}>
        <FormField label="Name" name="name" autoComplete="name" error={errors.name} />
        <FormField
          label="Photo URL"
          name="photoURL"
          type="url"
          autoComplete="photo"
          placeholder="https://"
          error={errors.photoURL}
        />
        <FormField
          label="Email address"
          name="email"
          type="email"
          autoComplete="email"
          error={errors.email}
        />
        <FormField
          label="Password"
          name="password"
          autoComplete="new-password"
          error={errors.password}
          renderInput={(props) => <PasswordInput {...props} />}
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
