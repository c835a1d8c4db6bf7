import { initializeApp } from 'firebase/app'
import {
  applyActionCode,
  browserPopupRedirectResolver,
  confirmPasswordReset,
  connectAuthEmulator,
  createUserWithEmailAndPassword,
  deleteUser,
  EmailAuthProvider,
  GithubAuthProvider,
  GoogleAuthProvider,
  indexedDBLocalPersistence,
  initializeAuth,
  inMemoryPersistence,
  onAuthStateChanged,
  reauthenticateWithCredential,
  reauthenticateWithPopup,
  sendEmailVerification,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signInWithPopup,
  signOut as signOutOfProvider,
  updatePassword,
  updateProfile as updateProviderProfile,
  verifyBeforeUpdateEmail,
  verifyPasswordResetCode,
  type Auth,
  type User,
} from 'firebase/auth'
import { ENDED_SESSION_STORAGE_KEY } from '@/config/constants'
import { env } from '@/config/env'
import type { ProfileChanges, RegisterInput } from './profile-rules'
import { isSocialProvider, type SessionUser, type SocialProvider } from './session-user'

/**
 * The only module that imports the Firebase SDK; it is loaded on demand, in its own chunk.
 * Its exports are the auth API under the names the pages know (auth-actions.ts forwards to them).
 */

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
  // No popup resolver here: given at start-up it loads Google's helper script and iframe on every
  // page; the popups below pass it, so only a press of "Google" or "GitHub" loads them.
  auth = initializeAuth(app, {
    persistence: [indexedDBLocalPersistence, inMemoryPersistence],
  })
  // The reset and verification mails in the page's language (sent as X-Firebase-Locale); the
  // links carry it back as `lang`, which the English action page follows (decision 037). Read
  // from the page's <html lang> (the build's, prerendered): importing config/languages.ts here
  // split it out of the entry into a chunk of its own on every route (+200 B gzip).
  auth.languageCode = document.documentElement.lang || null
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
    emailVerified: user.emailVerified,
    providers: user.providerData.map((info) => ({
      providerId: info.providerId,
      email: info.email,
    })),
  }
}

const authError = (code: string, message: string) => Object.assign(new Error(message), { code })

/** The signed-in user; just after a reload the SDK may still be restoring it from IndexedDB. */
async function signedInUser() {
  const client = getAuthClient()
  await client.authStateReady()
  const user = client.currentUser
  if (!user) throw authError('auth/no-current-user', 'No user is signed in')
  return user
}

const socialAuthProvider = (provider: SocialProvider) => {
  const authProvider = provider === 'google' ? new GoogleAuthProvider() : new GithubAuthProvider()
  authProvider.addScope(provider === 'google' ? 'email' : 'user:email')
  return authProvider
}

/** When `user` signed in, to the millisecond, as the SDK keeps it (`lastLoginAt` of its record). */
function signedInAt(user: User) {
  const { lastLoginAt } = user.toJSON() as { lastLoginAt?: unknown }
  return typeof lastLoginAt === 'string' ? lastLoginAt : null
}

/**
 * A tab starting as another signs out may have read the session already; once the provider
 * confirms it, the SDK writes it back to the storage the tabs share, and every tab would be signed
 * in again (decision 042). The session signed out is remembered by its sign-in's time, which names
 * no one, so that a tab seeing it come back ends it again. A new sign-in has a time of its own.
 */
const endedSession = {
  remember(user: User | null) {
    const at = user && signedInAt(user)
    try {
      if (at) localStorage.setItem(ENDED_SESSION_STORAGE_KEY, at)
    } catch {
      // Storage off: the tabs share no storage to write the session back to either.
    }
  },
  is(user: User) {
    const at = signedInAt(user)
    try {
      return at !== null && localStorage.getItem(ENDED_SESSION_STORAGE_KEY) === at
    } catch {
      return false
    }
  },
}

export function observeUser(onChange: (user: SessionUser | null) => void) {
  const client = getAuthClient()
  return onAuthStateChanged(client, (user) => {
    if (!user || !endedSession.is(user)) return onChange(user ? sessionUserOf(user) : null)
    // A session signed out in another tab, back: this tab ends it too, and reports the sign-out.
    signOutOfProvider(client).catch((error: unknown) =>
      console.warn('A session signed out in another tab could not be ended here', error),
    )
  })
}

export async function signIn(email: string, password: string) {
  const credential = await signInWithEmailAndPassword(getAuthClient(), email, password)
  return sessionUserOf(credential.user)
}

export async function signInWith(provider: SocialProvider) {
  const credential = await signInWithPopup(
    getAuthClient(),
    socialAuthProvider(provider),
    browserPopupRedirectResolver,
  )
  return sessionUserOf(credential.user)
}

/** Creates the account, names it, and sends the verification email (a failed send is not fatal). */
export async function register(input: RegisterInput) {
  const client = getAuthClient()
  const credential = await createUserWithEmailAndPassword(client, input.email, input.password)
  await updateProviderProfile(credential.user, {
    displayName: input.name,
    photoURL: input.photoURL,
  })
  const verificationSent = await sendEmailVerification(credential.user).then(
    () => true,
    (error: unknown) => {
      console.warn('The verification email could not be sent', error)
      return false
    },
  )
  await credential.user.reload()
  return { user: sessionUserOf(client.currentUser ?? credential.user), verificationSent }
}

/** Updates name and photo; a new email (only for accounts without a provider email) is verified first. */
export async function updateProfile(input: ProfileChanges) {
  const user = await signedInUser()
  await updateProviderProfile(user, { displayName: input.name, photoURL: input.photoURL })
  const emailChangePending = Boolean(input.email && input.email !== user.email)
  if (emailChangePending && input.email) await verifyBeforeUpdateEmail(user, input.email)
  await user.reload()
  return { user: sessionUserOf(getAuthClient().currentUser ?? user), emailChangePending }
}

export async function signOut() {
  const client = getAuthClient()
  await client.authStateReady()
  endedSession.remember(client.currentUser)
  await signOutOfProvider(client)
}

export async function sendPasswordReset(email: string) {
  await sendPasswordResetEmail(getAuthClient(), email)
}

/** The email a reset link is for; rejects when the link is malformed, expired or used. */
export async function checkPasswordResetLink(oobCode: string) {
  return verifyPasswordResetCode(getAuthClient(), oobCode)
}

export async function resetPassword(oobCode: string, newPassword: string) {
  await confirmPasswordReset(getAuthClient(), oobCode, newPassword)
}

export async function sendVerificationEmail() {
  await sendEmailVerification(await signedInUser())
}

/**
 * Applies a verification link. Returns the signed-in user read afresh (emailVerified is stale
 * until a reload), or null when nobody is signed in in this browser.
 */
export async function verifyEmail(oobCode: string) {
  const client = getAuthClient()
  await applyActionCode(client, oobCode)
  await client.authStateReady()
  const user = client.currentUser
  if (!user) return null
  await user.reload()
  return sessionUserOf(client.currentUser ?? user)
}

/** Re-authenticates with the current password (a recent sign-in is required), then sets the new one. */
export async function changePassword(currentPassword: string, newPassword: string) {
  const user = await signedInUser()
  if (!user.email) throw authError('auth/no-current-user', 'The account has no email')
  await reauthenticateWithCredential(
    user,
    EmailAuthProvider.credential(user.email, currentPassword),
  )
  await updatePassword(user, newPassword)
}

/**
 * Deletes the signed-in account after re-authenticating: with the password for email accounts,
 * with the provider's popup for Google and GitHub ones. Returns the deleted account's uid.
 */
export async function deleteAccount(password?: string) {
  const user = await signedInUser()
  if (password !== undefined && user.email) {
    await reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email, password))
  } else {
    const social = user.providerData
      .map((info) => info.providerId.replace(/\.com$/, ''))
      .find(isSocialProvider)
    if (!social) throw authError('auth/missing-password', 'A password is needed')
    await reauthenticateWithPopup(user, socialAuthProvider(social), browserPopupRedirectResolver)
  }
  const { uid } = user
  await deleteUser(user)
  return uid
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
