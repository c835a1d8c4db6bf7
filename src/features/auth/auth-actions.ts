import { setSessionUser } from './session'
import type { SocialProvider } from './firebase'

/**
 * What the pages call. Each loads the SDK module on first use, so the public pages paint before it,
 * and keeps the session in step with the result.
 */
const client = () => import('./firebase')

export async function signIn(email: string, password: string) {
  const user = await (await client()).signInWithEmail(email, password)
  setSessionUser(user)
  return user
}

export async function signInWith(provider: SocialProvider) {
  const user = await (await client()).signInWithSocial(provider)
  setSessionUser(user)
  return user
}

export async function register(input: {
  name: string
  photoURL: string
  email: string
  password: string
}) {
  const user = await (await client()).registerWithEmail(input)
  setSessionUser(user)
  return user
}

export async function updateProfile(input: { name: string; photoURL: string; email?: string }) {
  const result = await (await client()).updateCurrentProfile(input)
  setSessionUser(result.user)
  return result
}

export async function signOut() {
  await (await client()).signOutUser()
  setSessionUser(null)
}

let watching: Promise<void> | undefined

/** Starts following the identity provider's observer; called once the first paint is done. */
export function watchSession() {
  watching ??= client().then(({ observeUser }) => {
    observeUser((user) => setSessionUser(user))
  })
  return watching
}

/** The visitor's ID token for the site's API; the SDK loads on first use. */
export async function idToken(forceRefresh = false) {
  return (await client()).currentIdToken(forceRefresh)
}
