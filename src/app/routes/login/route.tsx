import { Link, useNavigate, useSearchParams } from 'react-router'
import { FormCard, FormCardLink } from '@/components/form-card'
import { SubmitButton } from '@/components/submit-button'
import { isBackOfficePath } from '@/config/back-office'
import { paths } from '@/config/paths'
import { EmailField, PasswordField } from '@/features/auth/account-fields'
import { signIn, signInWith, type SocialProvider } from '@/features/auth/auth-actions'
import {
  isCredentialMismatch,
  isPopupDismissed,
  readableAuthError,
} from '@/features/auth/auth-errors'
import { REDIRECT_PARAM, requireGuest } from '@/features/auth/guards'
import { SocialButtons } from '@/features/auth/social-buttons'
import { safeRedirectPath } from '@/lib/safe-url'
import { useSchemaForm, type Checked, type FormValues } from '@/lib/use-schema-form'
import { toast } from '@/components/toast'
import { authMessages } from '@/features/auth/messages'
import { titleOf } from '../../pages'
import { loginMessages } from '../../messages'

type Login = { email: string; password: string }

/**
 * An empty field is not a mismatch: say which one is missing, and ask nobody. Checked by hand: a
 * zod schema would add zod to the page for two presence checks.
 */
function checkLogin(values: FormValues): Checked<Login, keyof Login> {
  const email = String(values.email ?? '').trim()
  const password = String(values.password ?? '')
  if (email && password) return { ok: true, data: { email, password } }
  const errors = {
    ...(email ? {} : { email: authMessages.loginEmailMissing }),
    ...(password ? {} : { password: authMessages.loginPasswordMissing }),
  }
  return { ok: false, errors }
}

export const loader = requireGuest

export function Component() {
  const navigate = useNavigate()
  const [searchParams] = useSearchParams()
  const destination = safeRedirectPath(searchParams.get(REDIRECT_PARAM), paths.profile.href())

  const succeed = async () => {
    // The back office is an app of its own (decision 048): the browser opens it, not this router.
    if (isBackOfficePath(destination)) return window.location.assign(destination)
    toast.success(authMessages.loginSuccess)
    await navigate(destination, { replace: true })
  }

  const { pending, run, onSubmit, field } = useSchemaForm({
    rules: checkLogin,
    submit: async ({ email, password }) => {
      try {
        await signIn(email, password)
      } catch (error) {
        console.warn('Email sign-in failed', error)
        toast.error(
          isCredentialMismatch(error) ? authMessages.loginMismatch : readableAuthError(error),
        )
        return
      }
      await succeed()
    },
  })

  const handleSocial = (provider: SocialProvider) =>
    void run(async () => {
      try {
        await signInWith(provider)
      } catch (error) {
        if (isPopupDismissed(error)) {
          console.info(`${provider} sign-in window closed`)
        } else {
          console.error(`${provider} sign-in failed`, error)
          toast.error(authMessages.socialLoginFailed(readableAuthError(error)))
        }
        return
      }
      await succeed()
    })

  return (
    <FormCard title={loginMessages.title}>
      <title>{titleOf('login')}</title>
      <SocialButtons disabled={pending} onSelect={handleSocial} />
      <div className="divider text-base-content/70 my-7 text-xs tracking-[0.3em]">
        {loginMessages.or}
      </div>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5" aria-busy={pending}>
        <EmailField {...field('email')} />
        <PasswordField autoComplete="current-password" {...field('password')} />
        <div className="-mt-2 text-right">
          <Link
            to={paths.resetPassword.href()}
            className="link link-hover text-base-content/75 text-sm"
          >
            {loginMessages.forgotPassword}
          </Link>
        </div>
        <SubmitButton pending={pending} className="mt-1">
          {authMessages.form.signIn}
        </SubmitButton>
      </form>
      <FormCardLink
        lead={loginMessages.noAccount}
        to={paths.register.href()}
        label={loginMessages.signUp}
      />
    </FormCard>
  )
}
