import { adminApi } from '@/config/paths'
import { can, roleOf, type StaffAction } from '@/features/staff/roles'
import type { Member } from '@/features/staff/staff-schema'
import {
  authenticate,
  declaredTooLarge,
  readJsonBody,
  refuse,
  type AccountRequest,
  type RefusedAnswer,
} from '../account-request'
import type { AdminDeps, DecodedToken } from './admin-deps'
import { nameOf } from './staff-changes'

/**
 * The admin function's one door (issue 44): every call is checked, in this order, before any
 * route says anything: a valid ID token, not revoked (401); a staff role in its claims (403
 * `not-staff`); a verified address (403 `email-unverified`); then the route (404, 405), the size
 * (413) and the role's permission for that route (403 `forbidden`). A visitor's account gets the
 * same 403 on every path, existing or not, and no data. Every answer is `no-store` (the wrapper,
 * admin-function.ts). The routes are a table (admin-routes.ts): a new endpoint is one entry.
 */

export type AdminRequest = AccountRequest & {
  method: string
  /** The site's path through Hosting (`/api/admin/staff`); called directly, the part after the function's name. */
  path: string
  query: Record<string, unknown>
  rawBody?: Buffer
}

export type AdminAnswer = { status: number; headers?: Record<string, string>; body: unknown }

export type AdminContext = {
  member: Member
  /** The route's `:name` segments, decoded. */
  params: Record<string, string>
  request: AdminRequest
  deps: AdminDeps
  /** The request's JSON body, or the answer refusing it (415, 413, 400). */
  body: () => { ok: true; json: unknown } | { ok: false; answer: RefusedAnswer }
}

export type AdminMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

export type AdminRoute = {
  method: AdminMethod
  /** A pattern of adminApi (src/config/paths.ts): `/api/admin/staff/:uid`. */
  path: string
  /** The permission it needs (roles.ts), or any member of staff. */
  allow: StaffAction | 'anyStaff'
  /** The largest body it reads; 16 KB unless said. */
  maxBodyBytes?: number
  handle: (context: AdminContext) => Promise<AdminAnswer>
}

const DEFAULT_MAX_BODY_BYTES = 16 * 1024

/** The function's own words, for a person calling it by hand; the back office says its own by code. */
export const adminRefusals = {
  signIn: 'Your session has ended. Please sign in again.',
  notStaff: 'This account has no role in the back office.',
  verifyEmail: 'Confirm your email address before using the back office.',
  notFound: 'There is nothing here.',
  forbidden: 'Your role does not allow this.',
  tooLarge: 'The request is too large.',
  invalid: 'Some details need another look.',
  unavailable: 'The back office cannot answer just now. Please try again in a moment.',
}

/** The path as the routes name it: through Hosting it is the site's; called directly, add the base. */
export function sitePath(path: string) {
  const trimmed = path.replace(/\/+$/, '') || '/'
  return trimmed === adminApi.base || trimmed.startsWith(`${adminApi.base}/`)
    ? trimmed
    : `${adminApi.base}${trimmed === '/' ? '' : trimmed}`
}

/** The route's parameters when `path` matches its pattern, else null (an undecodable one too). */
export function matchPattern(pattern: string, path: string): Record<string, string> | null {
  const wanted = pattern.split('/')
  const given = path.split('/')
  if (wanted.length !== given.length) return null
  const params: Record<string, string> = {}
  for (const [index, part] of wanted.entries()) {
    const value = given[index] ?? ''
    if (part.startsWith(':')) {
      if (!value) return null
      try {
        params[part.slice(1)] = decodeURIComponent(value)
      } catch {
        return null
      }
    } else if (part !== value) return null
  }
  return params
}

/** What a route needs of a zod schema (the shared ones of src/features). */
type Schema<Data> = {
  safeParse(
    value: unknown,
  ):
    | { success: true; data: Data }
    | { success: false; error: { issues: readonly { path: PropertyKey[]; message: string }[] } }
}

/** A 400 naming each field's first problem, as the back office's forms show them. */
export function invalid(
  fields: Record<string, string>,
  message = adminRefusals.invalid,
): AdminAnswer {
  const answer = refuse(400, 'invalid', message)
  return { ...answer, body: { error: { ...answer.body.error, fields } } }
}

/**
 * The request's JSON body checked by a shared schema: its data, or the answer refusing it (415,
 * 413, 400 malformed, or 400 `invalid` with the fields).
 */
export function readBody<Data>(
  context: Pick<AdminContext, 'body'>,
  schema: Schema<Data>,
): { ok: true; data: Data } | { ok: false; answer: AdminAnswer } {
  const body = context.body()
  if (!body.ok) return body
  const result = schema.safeParse(body.json)
  if (result.success) return { ok: true, data: result.data }
  const fields: Record<string, string> = {}
  for (const issue of result.error.issues) fields[String(issue.path[0] ?? '')] ??= issue.message
  return { ok: false, answer: invalid(fields) }
}

export async function handleAdmin(
  request: AdminRequest,
  deps: AdminDeps,
  routes: readonly AdminRoute[],
): Promise<AdminAnswer> {
  const log = deps.log ?? (() => undefined)
  // Who asks, first: the token's claims are kept as it is verified (the role, the name).
  let decoded: DecodedToken | undefined
  const authenticated = await authenticate(
    request,
    async (token) => (decoded = await deps.verifyToken(token)),
    { signIn: adminRefusals.signIn },
  )
  if (!authenticated.ok) return authenticated.answer
  const role = roleOf(decoded)
  if (!role || !decoded) return refuse(403, 'not-staff', adminRefusals.notStaff)
  if (!authenticated.account.emailVerified)
    return refuse(403, 'email-unverified', adminRefusals.verifyEmail)
  const member: Member = {
    uid: decoded.uid,
    email: decoded.email ?? null,
    name: nameOf({ uid: decoded.uid, name: decoded.name ?? null, email: decoded.email ?? null }),
    role,
  }

  const path = sitePath(request.path)
  const matching = routes.flatMap((route) => {
    const params = matchPattern(route.path, path)
    return params ? [{ route, params }] : []
  })
  if (!matching.length) return refuse(404, 'not-found', adminRefusals.notFound)
  const found = matching.find(({ route }) => route.method === request.method)
  if (!found) {
    const allowed = [...new Set(matching.map(({ route }) => route.method))].join(', ')
    return refuse(405, 'method-not-allowed', `Use ${allowed} here.`, { Allow: allowed })
  }
  const { route, params } = found
  const maxBytes = route.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES
  if (declaredTooLarge(request, maxBytes)) return refuse(413, 'too-large', adminRefusals.tooLarge)
  if (route.allow !== 'anyStaff' && !can(role, route.allow))
    return refuse(403, 'forbidden', adminRefusals.forbidden)

  try {
    return await route.handle({
      member,
      params,
      request,
      deps,
      body: () => readJsonBody(request, { maxBytes, tooLarge: adminRefusals.tooLarge }),
    })
  } catch (error) {
    log(`The admin function failed on ${request.method} ${route.path}`, error)
    return refuse(503, 'unavailable', adminRefusals.unavailable, { 'Retry-After': '30' })
  }
}
