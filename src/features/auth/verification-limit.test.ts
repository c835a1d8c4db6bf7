import { VERIFICATION_RESEND_INTERVAL_MS } from '@/config/constants'
import { clearUserStorage } from '@/lib/user-storage'
import { recordVerificationSent, secondsUntilResend } from './verification-limit'

describe('verification email limit', () => {
  beforeEach(() => localStorage.clear())

  it('allows a first email at once', () => {
    expect(secondsUntilResend('u1', 1_000_000)).toBe(0)
  })

  it('counts down the minute after one was sent, per person', () => {
    recordVerificationSent('u1', 1_000_000)
    expect(secondsUntilResend('u1', 1_000_000)).toBe(VERIFICATION_RESEND_INTERVAL_MS / 1000)
    expect(secondsUntilResend('u1', 1_000_000 + 59_001)).toBe(1)
    expect(secondsUntilResend('u1', 1_000_000 + VERIFICATION_RESEND_INTERVAL_MS)).toBe(0)
    expect(secondsUntilResend('u2', 1_000_000)).toBe(0)
  })

  it('is forgotten with the rest of the person’s data', () => {
    recordVerificationSent('u1', 1_000_000)
    clearUserStorage('u1')
    expect(secondsUntilResend('u1', 1_000_001)).toBe(0)
  })

  it('ignores a stored value that is not a time', () => {
    localStorage.setItem('user:u1:verification-sent-at', 'soon')
    expect(secondsUntilResend('u1', 1_000_000)).toBe(0)
  })
})
