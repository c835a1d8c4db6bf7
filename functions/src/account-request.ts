import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@/config/languages'
import type { Translation } from '@/config/translation'

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
 * The language the page asking speaks (its `Accept-Language`, which the site sets to the page's:
 * src/lib/call-as-account.ts), for words said back; English when it names none the site has.
 */
export function languageOf(request: AccountRequest): Language {
  const first = header(request, 'accept-language')?.split(',')[0]?.trim().toLowerCase()
  const code = first?.split(/[-_;]/)[0]
  return isLanguage(code) ? code : DEFAULT_LANGUAGE
}

/** A function's words in every language of the site: a catalogue of src/ and its siblings. */
export type Catalogues<T> = Record<Language, Translation<T>>

/**
 * The one way a function picks its words: the catalogue of the page's language (`languageOf`), for
 * its refusals and its field errors alike, with that language (a saved search keeps it).
 */
export function wordsFor<T>(request: AccountRequest, catalogues: Catalogues<T>) {
  const language = languageOf(request)
  return { language, words: catalogues[language] }
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

/** An error answer, as every function of the site words one. */
export const refuse = (
  status: number,
  code: string,
  message: string,
  headers?: Record<string, string>,
): RefusedAnswer => ({ status, headers, body: { error: { code, message } } })

/**
 * A body declared larger than the function reads, refused before anything else is done with it.
 * Cloud Functions' framework (and the emulator's runtime) has already read and parsed the body,
 * up to 32 MB, before the function runs: no handler can stop that, but nothing reads it further.
 */
export function declaredTooLarge(request: AccountRequest, maxBytes: number) {
  const declared = Number(header(request, 'content-length') ?? 0)
  return !Number.isFinite(declared) || declared > maxBytes
}

/** The request's JSON body, or the answer refusing it: 415 not JSON, 413 too large, 400 malformed. */
export function readJsonBody(
  request: AccountRequest & { rawBody?: Buffer },
  { maxBytes, tooLarge }: { maxBytes: number; tooLarge: string },
): { ok: true; json: unknown } | { ok: false; answer: RefusedAnswer } {
  const type = (header(request, 'content-type') ?? '').split(';')[0]?.trim().toLowerCase()
  if (type !== 'application/json') {
    return {
      ok: false,
      answer: refuse(415, 'unsupported-media-type', 'Send the request as application/json.'),
    }
  }
  const raw = request.rawBody ?? Buffer.alloc(0)
  if (raw.length > maxBytes) return { ok: false, answer: refuse(413, 'too-large', tooLarge) }
  try {
    return { ok: true, json: JSON.parse(raw.toString('utf8')) }
  } catch {
    return { ok: false, answer: refuse(400, 'malformed-json', 'The request is not valid JSON.') }
  }
}

/**
 * What a path under a function's address names: the collection itself (`id: null`), one record
 * (its decoded id), or undefined for anything else. Through Hosting the function sees the site's
 * path (`/api/saved-estates/7`); called directly, the part after its own name (`/7`).
 */
export function recordIn(path: string, base: string): { id: string | null } | undefined {
  const rest = (path.startsWith(base) ? path.slice(base.length) : path).replace(/\/+$/, '')
  if (rest === '') return { id: null }
  const segment = /^\/([^/]+)$/.exec(rest)?.[1]
  if (segment === undefined) return undefined
  try {
    return { id: decodeURIComponent(segment) }
  } catch {
    return undefined
  }
}
