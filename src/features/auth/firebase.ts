import { initializeApp } from 'firebase/app'
import {
  browserPopupRedirectResolver,
  connectAuthEmulator,
  createUserWithEmailAndPassword,
  GithubAuthProvider,
  GoogleAuthProvider,
  indexedDBLocalPersistence,
  initializeAuth,
  inMemoryPersistence,
  onAuthStateChanged,
  signInWithEmailAndPassword,
  signInWithPopup,
  signOut,
  updateProfile,
  verifyBeforeUpdateEmail,
  type Auth,
  type User,
} from 'firebase/auth'
import { env } from '@/config/env'
import type { SessionUser } from './session-user'

/** The only module that imports the Firebase SDK; it is loaded on demand, in its own chunk. */

let auth: Auth | undefined

function getAuthClient(): Auth {
  if (auth) return auth
  const app = initializeApp({
    apiKey: env.VITE_FIREBASE_API_KEY,
    authDomain: env.VITE_FIREBASE_AUTH_DOMAIN,
    projectId: env.VITE_FIREBASE_PROJECT_ID,
    ...(env.VITE_FIREBASE_APP_ID ? { appId: env.VITE_FIREBASE_APP_ID } : {}),
  })
  // IndexedDB only: localStorage persistence would write tokens where page scripts can read them.
  auth = initializeAuth(app, {
    persistence: [indexedDBLocalPersistence, inMemoryPersistence],
    popupRedirectResolver: browserPopupRedirectResolver,
  })
  if (env.VITE_AUTH_EMULATOR_URL) {
    connectAuthEmulator(auth, env.VITE_AUTH_EMULATOR_URL, { disableWarnings: true })
  }
  return auth
}

function sessionUserOf(user: User): SessionUser {
  return {
    uid: user.uid,
    displayName: user.displayName,
    email: user.email,
    photoURL: user.photoURL,
    providers: user.providerData.map((info) => ({
      providerId: info.providerId,
      email: info.email,
    })),
  }
}

export function observeUser(onChange: (user: SessionUser | null) => void) {
  return onAuthStateChanged(getAuthClient(), (user) => onChange(user ? sessionUserOf(user) : null))
}

export async function signInWithEmail(email: string, password: string) {
  const credential = await signInWithEmailAndPassword(getAuthClient(), email, password)
  return sessionUserOf(credential.user)
}

export type SocialProvider = 'google' | 'github'

export async function signInWithSocial(provider: SocialProvider) {
  const authProvider = provider === 'google' ? new GoogleAuthProvider() : new GithubAuthProvider()
  authProvider.addScope(provider === 'google' ? 'email' : 'user:email')
  const credential = await signInWithPopup(getAuthClient(), authProvider)
  return sessionUserOf(credential.user)
}

export async function registerWithEmail(input: {
  name: string
  photoURL: string
  email: string
  password: string
}) {
  const credential = await createUserWithEmailAndPassword(
    getAuthClient(),
    input.email,
    input.password,
  )
  await updateProfile(credential.user, { displayName: input.name, photoURL: input.photoURL })
  await credential.user.reload()
  return sessionUserOf(getAuthClient().currentUser ?? credential.user)
}

/** Updates name and photo; a new email (only for accounts without a provider email) is verified first. */
export async function updateCurrentProfile(input: {
  name: string
  photoURL: string
  email?: string
}) {
  const auth = getAuthClient()
  // Just after a reload the SDK may still be restoring its session from IndexedDB.
  await auth.authStateReady()
  const user = auth.currentUser
  if (!user) {
    throw Object.assign(new Error('No user is signed in'), { code: 'auth/no-current-user' })
  }
  await updateProfile(user, { displayName: input.name, photoURL: input.photoURL })
  const emailChangePending = Boolean(input.email && input.email !== user.email)
  if (emailChangePending && input.email) await verifyBeforeUpdateEmail(user, input.email)
  await user.reload()
  return { user: sessionUserOf(auth.currentUser ?? user), emailChangePending }
}

export async function signOutUser() {
  await signOut(getAuthClient())
}

/**
 * The signed-in visitor's ID token, for the site's own API (the enquiries function verifies it).
 * `forceRefresh` gets a new one after the server said the old one expired.
 */
export async function currentIdToken(forceRefresh = false) {
  const auth = getAuthClient()
  await auth.authStateReady()
  const user = auth.currentUser
  if (!user) {
    throw Object.assign(new Error('No user is signed in'), { code: 'auth/no-current-user' })
  }
  return user.getIdToken(forceRefresh)
}
