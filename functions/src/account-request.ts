/**
 * The one ID-token check of the account functions (issue 32): a Bearer token, verified with
 * revocation checked, and the account taken from the token only, never from the request's body.
 */

export type AccountRequest = {
  headers: Record<string, string | string[] | undefined>
}

export type VerifyToken = (
  token: string,
) => Promise<{ uid: string; email?: string | null; email_verified?: boolean }>

export type Account = { uid: string; email?: string | null; emailVerified: boolean }

export type Refusal = {
  status: number
  headers?: Record<string, string>
  body: { error: { code: string; message: string } }
}

const SIGN_IN = 'Sign in again to continue.'

/**
 * Who sent the request, or the 401 to answer: `token-expired` told apart, so the site refreshes
 * its token once and sends again. `verifyToken` is the Admin SDK's `verifyIdToken(token, true)`.
 */
export async function authenticate(
  request: AccountRequest,
  verifyToken: VerifyToken,
): Promise<{ ok: true; account: Account } | { ok: false; answer: Refusal }> {
  const raw = request.headers.authorization
  const value = Array.isArray(raw) ? raw[0] : raw
  const token = /^Bearer (\S+)$/.exec(value ?? '')?.[1]
  if (!token) {
    return {
      ok: false,
      answer: {
        status: 401,
        headers: { 'WWW-Authenticate': 'Bearer' },
        body: { error: { code: 'unauthenticated', message: SIGN_IN } },
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
        headers: { 'WWW-Authenticate': 'Bearer error="invalid_token"' },
        body: { error: { code: expired ? 'token-expired' : 'unauthenticated', message: SIGN_IN } },
      },
    }
  }
}
