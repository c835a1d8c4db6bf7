import { redirectDocument } from 'react-router'
import { adminApi, BACK_OFFICE_PREFIX, paths } from '@/config/paths'
import { getSessionUser, setSessionUser } from '@/features/auth/session'
import { meAnswerSchema, type Member } from '@/features/staff/staff-schema'
import { AdminApiError, callAdmin, isAuthError } from '../api/admin-api'

/**
 * Who is at the back office, asked of the admin function (`GET /api/admin/me`), the one judge:
 * it verifies the token (revoked ones refused), the role claim and the confirmed address. The
 * screens draw only for a member; anyone else sees a page that holds no admin data.
 */
export type AdminSession =
  | { kind: 'member'; member: Member }
  /** Signed in, without a role. */
  | { kind: 'not-authorised'; email: string }
  /** A role, but the address is not confirmed yet. */
  | { kind: 'unverified'; email: string }
  /** The token was refused: signed out elsewhere, or the role changed (sessions revoked). */
  | { kind: 'ended' }

/** The public login page, bringing the person back to this screen of the back office. */
export function loginFor(url: string | URL) {
  const { pathname, search, hash } = new URL(url)
  return paths.login.href(`${pathname}${search}${hash}` || BACK_OFFICE_PREFIX)
}

async function askSession(request: Request): Promise<AdminSession> {
  const email = getSessionUser()?.email ?? ''
  try {
    const { member } = await callAdmin(adminApi.me.href(), meAnswerSchema)
    return { kind: 'member', member }
  } catch (error) {
    if (isAuthError(error) && error.code === 'auth/no-current-user') {
      // Nobody is signed in: the public login, and back here after. The site's cached session
      // goes too, or the login page (guests only) would send a stale one home.
      setSessionUser(null)
      // Absolute: a path would be read as the back office's own, under its basename.
      throw redirectDocument(new URL(loginFor(request.url), request.url).href)
    }
    if (isAuthError(error)) return { kind: 'ended' }
    if (error instanceof AdminApiError) {
      if (error.code === 'not-staff') return { kind: 'not-authorised', email }
      if (error.code === 'email-unverified') return { kind: 'unverified', email }
      if (error.status === 401) return { kind: 'ended' }
    }
    throw error
  }
}

/**
 * One question per navigation: the layout's loader and each screen's ask together (React Router
 * gives every loader of a navigation the same request), and a screen loads its data only for a
 * member whose role may see it.
 */
const asked = new WeakMap<Request, Promise<AdminSession>>()

export function sessionFor(request: Request): Promise<AdminSession> {
  let session = asked.get(request)
  if (!session) {
    session = askSession(request)
    asked.set(request, session)
  }
  return session
}
