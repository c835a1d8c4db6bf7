import { clearUserStorage } from '@/lib/user-storage'
import type { ProfileChanges, RegisterInput } from './profile-rules'
import { getSessionUser, setSessionUser } from './session'
import type { SocialProvider } from './session-user'
import { recordVerificationSent } from './verification-limit'
import { watchSession } from './watch-session'

/**
 * The auth API the pages call, under the same names as the SDK module (firebase.ts) that does the
 * work. Each loads that module on first use, so the public pages paint before it, and keeps the
 * session (and what the site stores for the person) in step with the result.
 */
export type { SocialProvider }

const provider = () => import('./firebase')

export async function signIn(email: string, password: string) {
  const user = await (await provider()).signIn(email, password)
  setSessionUser(user)
  return user
}

export async function signInWith(social: SocialProvider) {
  const user = await (await provider()).signInWith(social)
  setSessionUser(user)
  return user
}

export async function register(input: RegisterInput) {
  const result = await (await provider()).register(input)
  if (result.verificationSent) recordVerificationSent(result.user.uid)
  setSessionUser(result.user)
  return result
}

export async function updateProfile(input: ProfileChanges) {
  const result = await (await provider()).updateProfile(input)
  setSessionUser(result.user)
  return result
}

/**
 * Signs out; with `clearDevice` (a shared computer), then forgets everything the site stored in
 * this browser for that person. Nothing is cleared unless the provider signed them out.
 */
export async function signOut({ clearDevice = false } = {}) {
  const uid = getSessionUser()?.uid
  await (await provider()).signOut()
  setSessionUser(null)
  if (clearDevice && uid) clearUserStorage(uid)
}

export async function sendPasswordReset(email: string) {
  await (await provider()).sendPasswordReset(email)
}

export async function checkPasswordResetLink(oobCode: string) {
  return (await provider()).checkPasswordResetLink(oobCode)
}

export async function resetPassword(oobCode: string, newPassword: string) {
  await (await provider()).resetPassword(oobCode, newPassword)
}

export async function sendVerificationEmail() {
  await (await provider()).sendVerificationEmail()
  const user = getSessionUser()
  if (user) recordVerificationSent(user.uid)
}

/** Every open tab follows: the stored session changes, and other tabs read it back. */
export async function verifyEmail(oobCode: string) {
  const user = await (await provider()).verifyEmail(oobCode)
  if (user) setSessionUser(user)
  return user
}

export async function changePassword(currentPassword: string, newPassword: string) {
  await (await provider()).changePassword(currentPassword, newPassword)
}

/** Deletes the account, then forgets everything the site stored for that person, and the session. */
export async function deleteAccount(password?: string) {
  const uid = await (await provider()).deleteAccount(password)
  clearUserStorage(uid)
  setSessionUser(null)
}

/**
 * The visitor's ID token for the site's API; the SDK loads on first use, and from then on this tab
 * follows the session (the layout's own start of it waits for the page to settle, decision 052).
 */
export async function idToken(forceRefresh = false) {
  if (getSessionUser()) void watchSession()
  return (await provider()).currentIdToken(forceRefresh)
}
