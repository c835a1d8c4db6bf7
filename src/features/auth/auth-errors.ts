import { authErrorMessages } from './messages'

export const errorCode = (error: unknown): string | undefined =>
  error && typeof error === 'object' && 'code' in error && typeof error.code === 'string'
    ? error.code
    : undefined

export function readableAuthError(error: unknown): string {
  const code = errorCode(error)
  return (code && authErrorMessages.byCode[code]) || authErrorMessages.fallback
}

/** The person closed the popup themselves: nothing to tell them. */
export const isPopupDismissed = (error: unknown) =>
  ['auth/popup-closed-by-user', 'auth/cancelled-popup-request', 'auth/user-cancelled'].includes(
    errorCode(error) ?? '',
  )

/**
 * Wrong email and wrong password read the same. A missing or malformed email or password is not a
 * mismatch: it has its own message.
 */
export const isCredentialMismatch = (error: unknown) =>
  [
    'auth/invalid-credential',
    'auth/invalid-login-credentials',
    'auth/wrong-password',
    'auth/user-not-found',
  ].includes(errorCode(error) ?? '')

/** A reset for an email with no account: answered exactly like a sent one. */
export const isUnknownAccount = (error: unknown) =>
  ['auth/user-not-found', 'auth/email-not-found'].includes(errorCode(error) ?? '')

/** A reset or verification link that has expired or was used (or cut short). */
export const isUnusableLink = (error: unknown) =>
  ['auth/expired-action-code', 'auth/invalid-action-code', 'auth/user-not-found'].includes(
    errorCode(error) ?? '',
  )
