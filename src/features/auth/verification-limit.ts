import { VERIFICATION_RESEND_INTERVAL_MS } from '@/config/constants'
import { userStorageKey } from '@/lib/user-storage'

/**
 * One verification email a minute at most. The time of the last one is kept with the person's
 * other data, so a reload or another tab keeps the limit, and deleting the account forgets it.
 */
const keyOf = (uid: string) => userStorageKey(uid, 'verification-sent-at')

export function recordVerificationSent(uid: string, now = Date.now()) {
  try {
    localStorage.setItem(keyOf(uid), String(now))
  } catch {
    // Storage disabled: the provider's own limit still applies.
  }
}

/** Seconds until another email may be sent; 0 when it may be sent now. */
export function secondsUntilResend(uid: string, now = Date.now()) {
  let sentAt = Number.NaN
  try {
    sentAt = Number(localStorage.getItem(keyOf(uid)))
  } catch {
    return 0
  }
  if (!Number.isFinite(sentAt) || sentAt <= 0 || sentAt > now) return 0
  return Math.max(0, Math.ceil((sentAt + VERIFICATION_RESEND_INTERVAL_MS - now) / 1000))
}
