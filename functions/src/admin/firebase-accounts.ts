import type { Auth, UserRecord } from 'firebase-admin/auth'
import type { AccountDirectory, AccountRecord } from './admin-deps'

/** The Admin SDK's getUsers takes at most 100 identifiers a call. */
const BATCH = 100

const recordOf = (user: UserRecord): AccountRecord => ({
  uid: user.uid,
  email: user.email ?? null,
  name: user.displayName ?? null,
  emailVerified: user.emailVerified,
  disabled: user.disabled,
  claims: { ...user.customClaims },
})

const missing = (error: unknown) => (error as { code?: string }).code === 'auth/user-not-found'

/**
 * The accounts through the Admin SDK's Auth (the Auth emulator locally, through
 * FIREBASE_AUTH_EMULATOR_HOST). Given the Auth object rather than importing the SDK, so that
 * `npm run staff:grant` runs the same code with its own.
 */
export function firebaseAccounts(auth: Auth): AccountDirectory {
  return {
    byEmail: (email) =>
      auth.getUserByEmail(email).then(recordOf, (error: unknown) => {
        if (missing(error)) return null
        throw error
      }),
    byUid: (uid) =>
      auth.getUser(uid).then(recordOf, (error: unknown) => {
        if (missing(error)) return null
        throw error
      }),
    byUids: async (uids) => {
      const found: AccountRecord[] = []
      for (let start = 0; start < uids.length; start += BATCH) {
        const { users } = await auth.getUsers(
          uids.slice(start, start + BATCH).map((uid) => ({ uid })),
        )
        found.push(...users.map(recordOf))
      }
      return found
    },
    setClaims: (uid, claims) => auth.setCustomUserClaims(uid, claims),
    revokeSessions: (uid) => auth.revokeRefreshTokens(uid),
  }
}
