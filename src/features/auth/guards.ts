import { redirect } from 'react-router'
import { routerPathOf } from '@/config/languages'
import { paths } from '@/config/paths'
import { getSessionUser } from './session'

export { REDIRECT_PARAM } from '@/config/paths'

/** For protected pages' loaders: a guest goes to the login page, which brings them back after. */
export function requireUser(request: Request) {
  const user = getSessionUser()
  if (!user) {
    const { pathname, search } = new URL(request.url)
    throw redirect(paths.login.href(`${routerPathOf(pathname)}${search}`))
  }
  return user
}

/** For guest-only pages' loaders: a signed-in visitor goes home. */
export function requireGuest() {
  if (getSessionUser()) throw redirect(paths.home.href())
  return null
}
