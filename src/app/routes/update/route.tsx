import { useState } from 'react'
import { FormCard, FormCardLink } from '@/components/form-card'
import { SubmitButton } from '@/components/submit-button'
import { paths } from '@/config/paths'
import { EmailField, NameField, PhotoUrlField } from '@/features/auth/account-fields'
import { updateProfile } from '@/features/auth/auth-actions'
import { readableAuthError } from '@/features/auth/auth-errors'
import { updateRules, type UpdateInput } from '@/features/auth/profile-rules'
import { hasPassword, providerEmail, type SessionUser } from '@/features/auth/session-user'
import { useDelayedRedirect } from '@/features/auth/use-delayed-redirect'
import { useSessionUser } from '@/features/auth/use-session-user'
import { lazyPart, WhenLoaded } from '@/components/lazy-part'
import { useSchemaForm } from '@/lib/use-schema-form'
import { toast } from '@/components/toast'
import { authMessages } from '@/features/auth/messages'
import { titleOf } from '../../pages'
import { updateProfileMessages } from '../../messages'

// Email accounts only: Google and GitHub ones never download it. If it cannot be downloaded
// (offline), the profile form above still works, and the password's place offers a retry.
const changePasswordForm = lazyPart(() =>
  import('@/features/auth/change-password-form').then((module) => module.ChangePasswordForm),
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
        if (emailChangePending) toast.info(authMessages.emailChangeSent(data.email))
      } catch (error) {
        console.error('Profile update failed', error)
        toast.error(authMessages.updateFailed(readableAuthError(error)))
        return
      }
      toast.success(authMessages.updateSuccess)
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
      <NameField {...field('name')} />
      <PhotoUrlField {...field('photoURL')} />
      <EmailField
        label={
          <>
            {authMessages.form.email}{' '}
            {emailLocked ? (
              <span className="text-base-content/75 font-normal">
                {updateProfileMessages.emailLocked}
              </span>
            ) : null}
          </>
        }
        readOnly={emailLocked}
        className={emailLocked ? 'bg-base-200 cursor-not-allowed' : undefined}
        {...field('email')}
      />
      <SubmitButton pending={pending} disabled={!user || redirecting} className="mt-2">
        {updateProfileMessages.submit}
      </SubmitButton>
    </form>
  )
}

export function Component() {
  const user = useSessionUser()
  return (
    <FormCard title={updateProfileMessages.title}>
      <title>{titleOf('update')}</title>
      {user ? null : (
        <p role="alert" className="text-error mb-6 text-center font-semibold">
          {authMessages.noUserNotice}
        </p>
      )}
      <UpdateForm key={user?.uid ?? 'guest'} user={user} />
      <FormCardLink
        lead={updateProfileMessages.anotherAccount}
        to={paths.login.href()}
        label={authMessages.form.signIn}
      />
      {user && hasPassword(user) ? (
        <WhenLoaded
          part={changePasswordForm}
          fallback={null}
          failed={updateProfileMessages.passwordFormLoadFailed}
        >
          {(ChangePasswordForm) => <ChangePasswordForm key={user.uid} />}
        </WhenLoaded>
      ) : null}
    </FormCard>
  )
}
