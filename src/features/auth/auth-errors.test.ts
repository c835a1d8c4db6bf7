import {
  isCredentialMismatch,
  isPopupDismissed,
  isUnknownAccount,
  isUnusableLink,
  readableAuthError,
} from './auth-errors'

const error = (code: string) => Object.assign(new Error(`Firebase: Error (${code}).`), { code })

// Every code a person can meet while signing in, signing up, in a popup, offline or updating a profile.
const codes = [
  'auth/invalid-credential',
  'auth/wrong-password',
  'auth/user-not-found',
  'auth/invalid-email',
  'auth/missing-password',
  'auth/user-disabled',
  'auth/too-many-requests',
  'auth/email-already-in-use',
  'auth/weak-password',
  'auth/operation-not-allowed',
  'auth/network-request-failed',
  'auth/timeout',
  'auth/internal-error',
  'auth/popup-blocked',
  'auth/popup-closed-by-user',
  'auth/cancelled-popup-request',
  'auth/unauthorized-domain',
  'auth/account-exists-with-different-credential',
  'auth/requires-recent-login',
  'auth/user-token-expired',
  'auth/invalid-photo-url',
  'auth/no-current-user',
  'auth/web-storage-unsupported',
  'auth/quota-exceeded',
  'auth/missing-email',
  'auth/expired-action-code',
  'auth/invalid-action-code',
  'auth/invalid-recipient-email',
  'auth/user-mismatch',
]

describe('readableAuthError', () => {
  it.each(codes)('%s reads as a sentence, never as the raw code', (code) => {
    const message = readableAuthError(error(code))
    expect(message).not.toMatch(/auth\/|Firebase/)
    expect(message).toMatch(/^[A-Z].*\.$/)
    expect(message).not.toBe(readableAuthError(error('auth/some-future-code')))
  })

  it('reads a wrong email and a wrong password the same', () => {
    const messages = ['auth/invalid-credential', 'auth/wrong-password', 'auth/user-not-found'].map(
      (code) => readableAuthError(error(code)),
    )
    expect(new Set(messages).size).toBe(1)
    expect(isCredentialMismatch(error('auth/wrong-password'))).toBe(true)
    expect(isCredentialMismatch(error('auth/user-not-found'))).toBe(true)
  })

  it('gives a missing or malformed email or password its own message, not a mismatch', () => {
    for (const code of ['auth/missing-email', 'auth/missing-password', 'auth/invalid-email']) {
      expect(isCredentialMismatch(error(code))).toBe(false)
      expect(readableAuthError(error(code))).not.toBe(
        readableAuthError(error('auth/wrong-password')),
      )
    }
    expect(readableAuthError(error('auth/missing-email'))).toBe('Please enter your email address.')
    expect(readableAuthError(error('auth/missing-password'))).toBe('Please enter your password.')
  })

  it('says too many attempts as such', () => {
    expect(readableAuthError(error('auth/too-many-requests'))).toMatch(/^Too many attempts/)
  })

  it('tells an unknown account and an unusable link apart from other failures', () => {
    expect(isUnknownAccount(error('auth/user-not-found'))).toBe(true)
    expect(isUnknownAccount(error('auth/network-request-failed'))).toBe(false)
    expect(isUnusableLink(error('auth/expired-action-code'))).toBe(true)
    expect(isUnusableLink(error('auth/invalid-action-code'))).toBe(true)
    expect(isUnusableLink(error('auth/network-request-failed'))).toBe(false)
  })

  it('has a calm fallback for anything else', () => {
    expect(readableAuthError(new Error('boom'))).toBe('Something went wrong. Please try again.')
    expect(readableAuthError('nonsense')).toBe('Something went wrong. Please try again.')
  })

  it('tells a closed popup from a failure', () => {
    expect(isPopupDismissed(error('auth/popup-closed-by-user'))).toBe(true)
    expect(isPopupDismissed(error('auth/popup-blocked'))).toBe(false)
  })
})
