import type { SessionUser } from '@/features/auth/session-user'

/** A signed-in visitor as the session keeps them: Ada, with a password, not yet verified. */
export function sessionUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    uid: 'u1',
    displayName: 'Ada',
    email: 'ada@example.com',
    photoURL: null,
    emailVerified: false,
    providers: [{ providerId: 'password', email: 'ada@example.com' }],
    ...overrides,
  }
}
