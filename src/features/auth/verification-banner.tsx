import { accountMessages } from '@/config/account-messages'
import { useState } from 'react'
import { Spinner } from '@/components/spinner'
import { sendVerificationEmail } from './auth-actions'
import { readableAuthError } from './auth-errors'
import { providerEmail, type SessionUser } from './session-user'
import { usePending } from './use-pending'
import { secondsUntilResend } from './verification-limit'

const account = accountMessages

/**
 * A quiet reminder on every page while an email account is unverified, with "Resend email" (one a
 * minute at most, said so). It goes in every open tab once the link is followed: the session
 * changes, and other tabs read it back.
 */
export function VerificationBanner({ user }: { user: SessionUser }) {
  const { pending, run } = usePending()
  const [note, setNote] = useState<string>()
  const email = providerEmail(user) ?? ''

  const resend = () => {
    const wait = secondsUntilResend(user.uid)
    if (wait > 0) {
      setNote(account.verificationWait(wait))
      return
    }
    setNote(undefined)
    void run(async () => {
      try {
        await sendVerificationEmail()
        setNote(account.verificationSent(email))
      } catch (error) {
        console.warn('The verification email could not be sent', error)
        setNote(account.verificationFailed(readableAuthError(error)))
      }
    })
  }

  return (
    <section aria-label="Email verification" className="px-5 pb-2 sm:px-8">
      <div className="bg-base-200 rounded-box flex flex-wrap items-center gap-x-5 gap-y-2 px-5 py-3 text-sm">
        <p className="flex-1 basis-64">
          <span className="font-semibold">{account.verifyBanner}</span>{' '}
          <span className="text-base-content/80 break-all">
            {account.verifyBannerDetail(email)}
          </span>
        </p>
        <button
          type="button"
          className="btn btn-outline btn-sm"
          onClick={resend}
          disabled={pending}
          aria-busy={pending || undefined}
        >
          {pending ? <Spinner label={null} /> : null}
          Resend email
        </button>
        <p aria-live="polite" className="basis-full empty:hidden">
          {note}
        </p>
      </div>
    </section>
  )
}
