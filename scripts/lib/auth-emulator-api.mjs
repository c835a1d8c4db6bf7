// The Auth emulator's REST API, for setting up and clearing accounts in tests, screenshots and the
// benchmark (the key can be any string; "Bearer owner" is the emulator's admin).
import { authUrl, projectId } from './emulator-config.mjs'

const api = `${authUrl}/identitytoolkit.googleapis.com/v1`

async function call(path, body, { admin = false } = {}) {
  const response = await fetch(`${api}${path}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(admin ? { Authorization: 'Bearer owner' } : {}),
    },
    body: JSON.stringify(body),
  })
  if (!response.ok) throw new Error(`${path} failed: ${response.status} ${await response.text()}`)
  return response.json()
}

/**
 * Creates an email/password account with a name and, optionally, a photo.
 * @param {{ email: string, password: string, displayName: string, photoUrl?: string }} account
 * @returns {Promise<{ localId: string, idToken: string }>}
 */
export async function createAccount({ email, password, displayName, photoUrl }) {
  const created = await call('/accounts:signUp?key=local', {
    email,
    password,
    returnSecureToken: true,
  })
  await call('/accounts:update?key=local', { idToken: created.idToken, displayName, photoUrl })
  return created
}

/**
 * Signs an account in with its password, as the SDK does, and returns its tokens.
 * @param {{ email: string, password: string }} account
 * @returns {Promise<{ localId: string, idToken: string, refreshToken: string, expiresIn: string }>}
 */
export async function signInAccount({ email, password }) {
  return call('/accounts:signInWithPassword?key=local', {
    email,
    password,
    returnSecureToken: true,
  })
}

/** @param {string} localId */
export async function deleteAccount(localId) {
  await call(`/projects/${projectId}/accounts:delete`, { localId }, { admin: true })
}

/**
 * @param {string} email
 * @returns {Promise<{ localId: string, email?: string, displayName?: string, photoUrl?: string, emailVerified?: boolean } | undefined>}
 */
export async function findAccountByEmail(email) {
  const result = await call(
    `/projects/${projectId}/accounts:lookup`,
    { email: [email] },
    { admin: true },
  )
  return result.users?.[0]
}

export async function deleteAllAccounts() {
  const response = await fetch(`${authUrl}/emulator/v1/projects/${projectId}/accounts`, {
    method: 'DELETE',
  })
  if (!response.ok) throw new Error(`deleting the accounts failed: ${response.status}`)
}

/**
 * Marks an account's email verified, as its owner opening the link would: the enquiry function
 * mails only for verified addresses. Tokens minted after this carry `email_verified: true`.
 * @param {string} localId
 */
export async function verifyEmailOf(localId) {
  await call(
    `/projects/${projectId}/accounts:update`,
    { localId, emailVerified: true },
    { admin: true },
  )
}

/**
 * Gives an account another address, verified (as if its owner changed it and opened the link).
 * @param {string} localId
 * @param {string} email
 */
export async function changeEmailOf(localId, email) {
  await call(
    `/projects/${projectId}/accounts:update`,
    { localId, email, emailVerified: true },
    { admin: true },
  )
}
