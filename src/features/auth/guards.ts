import { redirect } from 'react-router'
import { paths } from '@/config/paths'
import { getSessionUser } from './session'

export const REDIRECT_PARAM = 'redirectTo'

/** For protected pages' loaders: a guest goes to the login page, which brings them back after. */
export function requireUser(request: Request) {
  const user = getSessionUser()
  if (!user) {
    const { pathname, search } = new URL(request.url)
    const params = new URLSearchParams({ [REDIRECT_PARAM]: `${pathname}${search}` })
    throw redirect(`${paths.login.href()}?${params}`)
  }
  return user
}

/** For guest-only pages' loaders: a signed-in visitor goes home. */
export function requireGuest() {
  if (getSessionUser()) throw redirect(paths.home.href())
  return null
}
