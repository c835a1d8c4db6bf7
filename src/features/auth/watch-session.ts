import { setSessionUser } from './session'

let watching: Promise<void> | undefined

/**
 * Starts following the identity provider's observer; called once the first paint is done. Apart
 * from the auth actions (auth-actions.ts), so that every page's layout carries only this.
 */
export function watchSession() {
  watching ??= import('./firebase').then(({ observeUser }) => {
    observeUser((user) => setSessionUser(user))
  })
  return watching
}
