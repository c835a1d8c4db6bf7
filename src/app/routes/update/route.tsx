import { lazy, Suspense, useState, type ComponentType } from 'react'
import { Link } from 'react-router'
import { FormCard } from '@/components/form-card'
import { FormField } from '@/components/form-field'
import { SubmitButton } from '@/components/submit-button'
import { messages } from '@/config/messages'
import { paths } from '@/config/paths'
import { updateProfile } from '@/features/auth/auth-actions'
import { readableAuthError } from '@/features/auth/auth-errors'
import { updateRules, type UpdateInput } from '@/features/auth/profile-rules'
import { hasPassword } from '@/features/auth/account-kind'
import { providerEmail, type SessionUser } from '@/features/auth/session-user'
import { useDelayedRedirect } from '@/features/auth/use-delayed-redirect'
import { useSessionUser } from '@/features/auth/use-session-user'
import { useSchemaForm } from '@/lib/use-schema-form'
import { toast } from '@/components/toast'
import { titleOf } from '../../pages'

// Email accounts only: Google and GitHub ones never download it. If it cannot be downloaded
// (offline), the profile form above still works.
const ChangePasswordForm = lazy<ComponentType>(() =>
  import('@/features/auth/change-password-form').then(
    (module) => ({ default: module.ChangePasswordForm }),
    (error: unknown) => {
      console.warn('The password form could not be loaded', error)
      return { default: () => null }
    },
  ),
)

const valuesOf = (user: SessionUser | null): UpdateInput => ({
  name: user?.displayName ?? '',
  photoURL: user?.photoURL ?? '',
  email: (user && providerEmail(user)) ?? '',
})

function UpdateForm({ user }: { user: SessionUser | null }) {
  const [values, setValues] = useState(() => valuesOf(user))
  const { redirecting, redirect } = useDelayedRedirect()
  const emailLocked = Boolean(user && providerEmail(user))
  const form = useSchemaForm({
    rules: updateRules,
    submit: async (data) => {
      try {
        const { user: updated, emailChangePending } = await updateProfile({
          name: data.name,
          photoURL: data.photoURL,
          ...(emailLocked ? {} : { email: data.email }),
        })
        setValues(valuesOf(updated))
        if (emailChangePending) toast.info(messages.emailChangeSent(data.email))
      } catch (error) {
        console.error('Profile update failed', error)
        toast.error(messages.updateFailed(readableAuthError(error)))
        return
      }
      toast.success(messages.updateSuccess)
      redirect(paths.home.href())
    },
  })
  const { pending } = form

  // Controlled: after an update the fields show what the provider kept.
  const field = (name: keyof UpdateInput) => ({
    ...form.field(name),
    value: values[name],
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
    disabled: !user,
  })

  return (
    <form noValidate onSubmit={form.onSubmit} className="flex flex-col gap-5" aria-busy={pending}>
      <FormField label="Name" autoComplete="name" {...field('name')} />
      <FormField
        label="Photo URL"
        type="url"
        autoComplete="photo"
        placeholder="https://"
        {...field('photoURL')}
      />
      <FormField
        label={
          <>
            Email address{' '}
            {emailLocked ? (
              <span className="text-base-content/75 font-normal">(not changeable)</span>
            ) : null}
          </>
        }
        type="email"
        autoComplete="email"
        readOnly={emailLocked}
        className={emailLocked ? 'bg-base-200 cursor-not-allowed' : undefined}
        {...field('email')}
      />
      <SubmitButton pending={pending} disabled={!user || redirecting} className="mt-2">
        Update Profile
      </SubmitButton>
    </form>
  )
}

export function Component() {
  const user = useSessionUser()
  return (
    <FormCard title="Update Your Profile">
      <title>{titleOf('update')}</title>
      {user ? null : (
        <p role="alert" className="text-error mb-6 text-center font-semibold">
          {messages.noUserNotice}
        </p>
      )}
      <UpdateForm key={user?.uid ?? 'guest'} user={user} />
      <p className="text-base-content/75 mt-8 text-center text-sm">
        Want to use another account?{' '}
        <Link to={paths.login.href()} className="link text-base-content font-semibold">
          Sign in
        </Link>
      </p>
      {user && hasPassword(user) ? (
        <Suspense fallback={null}>
          <ChangePasswordForm key={user.uid} />
        </Suspense>
      ) : null}
    </FormCard>
  )
}
