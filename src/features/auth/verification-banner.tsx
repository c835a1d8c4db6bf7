import { accountMessages } from './messages'
import { useState } from 'react'
import { sendVerificationEmail } from './auth-actions'
import { readableAuthError } from './auth-errors'
import { providerEmail, type SessionUser } from './session-user'
import { usePending } from '@/lib/use-schema-form'
import { VerificationBannerView } from './verification-banner-view'
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
    <VerificationBannerView
      detail={account.verifyBannerDetail(email)}
      onResend={resend}
      pending={pending}
      note={note}
    />
  )
}
