import { adminMessages } from '../messages'
import { AdminApiError, AdminOfflineError } from './admin-api'
import { failureOf } from './failure'

describe('a failed call in the back office’s words', () => {
  it('keeps the shared rules’ texts beside their fields', () => {
    const failure = failureOf(
      new AdminApiError(400, 'invalid', 'Some details need another look.', {
        email: 'Enter an email address such as name@example.com',
      }),
    )
    expect(failure.fields).toEqual({ email: 'Enter an email address such as name@example.com' })
    expect(failure.askAgain).toBe(false)
  })

  it('says a refusal in its own words, beside the field the function names', () => {
    const failure = failureOf(
      new AdminApiError(404, 'no-account', 'server words', { email: 'server words' }),
    )
    expect(failure.fields).toEqual({ email: adminMessages.errors.byCode['no-account'] })
    expect(failure.message).toBe(adminMessages.errors.byCode['no-account'])
  })

  it('asks again who is there when the session or the role changed', () => {
    expect(failureOf(new AdminApiError(401, 'unauthenticated', 'x')).askAgain).toBe(true)
    expect(failureOf(new AdminApiError(403, 'forbidden', 'x')).askAgain).toBe(true)
    expect(failureOf(new AdminApiError(403, 'not-staff', 'x')).askAgain).toBe(true)
    expect(failureOf({ code: 'auth/user-token-expired' }).askAgain).toBe(true)
  })

  it('keeps what was typed when the network fails, and says so', () => {
    const failure = failureOf(new AdminOfflineError(new TypeError('Failed to fetch')))
    expect(failure).toEqual({ message: adminMessages.errors.offline, fields: {}, askAgain: false })
  })

  it('says something plain for an answer it has no words for', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    expect(failureOf(new AdminApiError(500, 'http-500', 'HTTP 500')).message).toBe(
      adminMessages.errors.unexpected,
    )
    expect(failureOf(new Error('odd')).message).toBe(adminMessages.errors.unexpected)
  })
})
