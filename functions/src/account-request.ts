/**
 * Who is asking: the one check of the Firebase ID token for every function of the site that acts
 * for an account (enquiries, saved searches, saved estates, alerts). The uid comes from the token
 * only, never from the request's body or path.
 */

export type AccountRequest = { headers: Record<string, string | string[] | undefined> }

/**
 * Verifies a Firebase ID token, revoked ones refused too (`verifyIdToken(token, true)`); rejects
 * with the Admin SDK's error (its `code`) when it fails.
 */
export type VerifyToken = (
  token: string,
) => Promise<{ uid: string; email?: string | null; email_verified?: boolean }>

export type Account = { uid: string; email?: string | null; emailVerified: boolean }

export type RefusedAnswer = {
  status: number
  headers?: Record<string, string>
  body: { error: { code: string; message: string } }
}

/** Said to a client without a valid token when the function has no words of its own. */
export const SIGN_IN_AGAIN = 'Your session has ended. Please sign in again.'

/** A request header's first value (Node gives repeated ones as an array). */
export const header = (request: AccountRequest, name: string) => {
  const value = request.headers[name]
  return Array.isArray(value) ? value[0] : value
}

/**
 * The account behind the request's `Authorization: Bearer <ID token>`, or the 401 to answer: with
 * `token-expired` told apart, so the client refreshes its token once and asks again.
 */
export async function authenticate(
  request: AccountRequest,
  verifyToken: VerifyToken,
  { signIn = SIGN_IN_AGAIN }: { signIn?: string } = {},
): Promise<{ ok: true; account: Account } | { ok: false; answer: RefusedAnswer }> {
  const token = /^Bearer (\S+)$/.exec(header(request, 'authorization') ?? '')?.[1]
  if (!token) {
    return {
      ok: false,
      answer: {
        status: 401,
        headers: { 'WWW-Authenticate': 'Bearer' },
        body: { error: { code: 'unauthenticated', message: signIn } },
      },
    }
  }
  try {
    const decoded = await verifyToken(token)
    return {
      ok: true,
      account: {
        uid: decoded.uid,
        email: decoded.email ?? null,
        emailVerified: decoded.email_verified === true,
      },
    }
  } catch (error) {
    const expired = (error as { code?: string }).code === 'auth/id-token-expired'
    return {
      ok: false,
      answer: {
        status: 401,
        headers: { 'WWW-Authenticate': `Bearer error="invalid_token"` },
        body: { error: { code: expired ? 'token-expired' : 'unauthenticated', message: signIn } },
      },
    }
  }
}
