import { accountMessages, authMessages } from '@/features/auth/messages'
import { PasswordField } from '@/features/auth/account-fields'
import { Suspense, use, useState } from 'react'
import { Link, useSearchParams, type LoaderFunctionArgs } from 'react-router'
import { FormCard } from '@/components/form-card'
import { RetryNotice } from '@/components/retry-notice'
import { Spinner } from '@/components/spinner'
import { SubmitButton } from '@/components/submit-button'
import { toast } from '@/components/toast'
import { pageTitle } from '@/config/constants'
import { paths } from '@/config/paths'
import {
  actionPageForLanguage,
  checkActionLink,
  readActionLink,
  type LinkOutcome,
} from '@/features/auth/action-link'
import { resetPassword } from '@/features/auth/auth-actions'
import { isUnusableLink, readableAuthError } from '@/features/auth/auth-errors'
import { newPasswordRules } from '@/features/auth/profile-rules'
import { useSessionUser } from '@/features/auth/use-session-user'
import { useSchemaForm } from '@/lib/use-schema-form'
import { titleOf } from '../../pages'
import { pageTitles } from '../../messages'

const account = accountMessages

/**
 * A link asked in French or German goes on to that language's page, in place of this address
 * (Back must not return to a page that forwards again). Nothing is drawn meanwhile: this page
 * would check the link, and so use up a verification code, before the one it goes to.
 */
export function loader({ request }: LoaderFunctionArgs) {
  const forward = actionPageForLanguage(new URL(request.url))
  if (!forward) return null
  window.location.replace(forward)
  return new Promise<never>(() => undefined)
}

/** The site's own page for the identity provider's email links: reset a password, verify an email. */
export function Component() {
  const [params] = useSearchParams()
  const [attempt, setAttempt] = useState(0)
  const verifying = readActionLink(params)?.mode === 'verifyEmail'
  return (
    <FormCard title={verifying ? account.verifyTitle : account.newPasswordTitle}>
      <title>{verifying ? pageTitle(pageTitles.verifyEmail) : titleOf('auth-action')}</title>
      <Suspense
        fallback={
          <p className="text-base-content/75 flex items-center justify-center gap-3">
            <Spinner label={null} />
            {account.linkChecking}
          </p>
        }
      >
        <LinkOutcomeView
          outcome={checkActionLink(params, attempt)}
          verifying={verifying}
          onRetry={() => setAttempt((count) => count + 1)}
        />
      </Suspense>
    </FormCard>
  )
}

type OutcomeProps = { outcome: Promise<LinkOutcome>; verifying: boolean; onRetry: () => void }

function LinkOutcomeView({ outcome: pending, verifying, onRetry }: OutcomeProps) {
  const outcome = use(pending)
  switch (outcome.kind) {
    case 'malformed':
      return <UnusableLink reason={account.linkMalformed} verifying={verifying} />
    case 'unusable':
      return (
        <UnusableLink
          reason={outcome.expired ? account.linkExpired : account.linkUsed}
          verifying={verifying}
        />
      )
    case 'failed':
      return <RetryNotice message={account.linkCheckFailed(outcome.reason)} onRetry={onRetry} />
    case 'verified':
      return <EmailVerified signedIn={outcome.signedIn} />
    case 'reset':
      return <NewPasswordForm oobCode={outcome.oobCode} email={outcome.email} />
  }
}

/** An expired, used or cut-short link says so, and offers a new one. */
function UnusableLink({ reason, verifying }: { reason: string; verifying: boolean }) {
  const user = useSessionUser()
  return (
    <div role="alert" className="flex flex-col items-center gap-5 text-center">
      <h2 className="text-xl">{account.linkUnusable}</h2>
      <p className="text-base-content/75">{reason}</p>
      {verifying ? (
        user ? (
          <Link to={paths.profile.href()} className="btn btn-primary">
            {account.backToProfile}
          </Link>
        ) : (
          <Link to={paths.login.href()} className="btn btn-primary">
            {account.signInForNewLink}
          </Link>
        )
      ) : (
        <Link to={paths.resetPassword.href()} className="btn btn-primary">
          {account.sendNewLink}
        </Link>
      )}
    </div>
  )
}

function EmailVerified({ signedIn }: { signedIn: boolean }) {
  return (
    <div role="status" className="flex flex-col items-center gap-5 text-center">
      <p className="text-lg">{account.emailVerified}</p>
      <Link
        to={signedIn ? paths.profile.href() : paths.login.href()}
        className="btn btn-primary px-10"
      >
        {signedIn ? account.continue : authMessages.form.signIn}
      </Link>
    </div>
  )
}

function NewPasswordForm({ oobCode, email }: { oobCode: string; email: string }) {
  const [outcome, setOutcome] = useState<'form' | 'done' | 'unusable'>('form')
  const { pending, onSubmit, field } = useSchemaForm({
    rules: newPasswordRules,
    submit: async ({ password }) => {
      try {
        await resetPassword(oobCode, password)
      } catch (failure) {
        console.warn('Setting the new password failed', failure)
        if (isUnusableLink(failure)) setOutcome('unusable')
        else toast.error(account.newPasswordFailed(readableAuthError(failure)))
        return
      }
      setOutcome('done')
    },
  })

  if (outcome === 'unusable') return <UnusableLink reason={account.linkUsed} verifying={false} />
  if (outcome === 'done') {
    return (
      <div role="status" className="flex flex-col items-center gap-5 text-center">
        <p className="text-lg">{account.newPasswordSet}</p>
        <Link to={paths.login.href()} className="btn btn-primary px-10">
          {authMessages.form.signIn}
        </Link>
      </div>
    )
  }

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5" aria-busy={pending}>
      <p className="text-base-content/75 -mt-3 text-center break-all">
        {account.newPasswordFor(email)}
      </p>
      {/* Password managers file the new password under the account's email. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <PasswordField
        label={account.newPassword}
        autoComplete="new-password"
        {...field('password')}
      />
      <SubmitButton pending={pending} className="mt-1">
        {account.setNewPassword}
      </SubmitButton>
    </form>
  )
}
