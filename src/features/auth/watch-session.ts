import { setSessionUser } from './session'

let watching: Promise<void> | undefined

/**
 * Starts following the identity provider's observer; called once the first paint is done. Apart
 * from the auth actions (auth-actions.ts), so that every page's layout carries only this.
 */
export function watchSession() {
  watching ??= import('./firebase').then(
    ({ observeUser }) => {
      observeUser((user) => setSessionUser(user))
    },
    (error: unknown) => {
      // Offline, or the page left while the SDK downloaded: the cached session stays on screen,
      // and the next call (a sign-in, another page) or the connection's return tries again.
      watching = undefined
      console.warn('The session cannot be followed just now', error)
      addEventListener('online', () => void watchSession(), { once: true })
    },
  )
  return watching
}
