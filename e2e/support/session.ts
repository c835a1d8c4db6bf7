import { loadEnv } from 'vite'
import { signInAccount } from '../../scripts/lib/auth-emulator-api.mjs'
import { SESSION_STORAGE_KEY } from '../../src/config/constants'
import type { SessionUser } from '../../src/features/auth/session-user'
import type { TestUser } from './auth-emulator'
import type { Page } from '@playwright/test'

/** The key the build was made with: the SDK files its session under it. */
const apiKey = loadEnv('production', process.cwd(), 'VITE_').VITE_FIREBASE_API_KEY
if (!apiKey) throw new Error('VITE_FIREBASE_API_KEY is not set (.env)')
/** Where indexedDBLocalPersistence files the session (the database's object store, by key). */
const sdkSessionKey = `firebase:authUser:${apiKey}:[DEFAULT]`

/**
 * Signs `user` in over the Auth emulator's REST API and leaves in the page's origin what a browser
 * that signed in through the form holds: the SDK's session in IndexedDB (where
 * indexedDBLocalPersistence keeps it, in the shape of the SDK's `User.toJSON()`) and the app's
 * `authUser` record. The SDK reads the session on its next start and checks it with the provider
 * (accounts:lookup), as after any reload. Milliseconds, where the form costs seconds on a busy
 * machine: for tests that need a signed-in visitor but are not about signing in.
 */
export async function handSessionTo(page: Page, user: TestUser) {
  const tokens = await signInAccount(user)
  // As the provider has it (verified() may have confirmed the address): a cached "unverified"
  // would draw the reminder until the SDK's check removes it, moving the page under a click.
  const [, claims = ''] = tokens.idToken.split('.')
  const { email_verified: emailVerified } = JSON.parse(
    Buffer.from(claims, 'base64url').toString(),
  ) as { email_verified: boolean }
  const provider = {
    providerId: 'password',
    uid: user.email,
    displayName: user.name,
    email: user.email,
    phoneNumber: null,
    photoURL: user.photoURL,
  }
  const sdkUser = {
    uid: tokens.localId,
    email: user.email,
    emailVerified,
    displayName: user.name,
    isAnonymous: false,
    photoURL: user.photoURL,
    providerData: [provider],
    stsTokenManager: {
      refreshToken: tokens.refreshToken,
      accessToken: tokens.idToken,
      expirationTime: Date.now() + Number(tokens.expiresIn) * 1000,
    },
    apiKey,
    appName: '[DEFAULT]',
  }
  const sessionUser: SessionUser = {
    uid: tokens.localId,
    displayName: user.name,
    email: user.email,
    photoURL: user.photoURL,
    emailVerified,
    providers: [{ providerId: 'password', email: user.email }],
  }
  // A same-origin file the app does not run on: the storage is the origin's, not the page's.
  await page.goto('/robots.txt')
  await page.evaluate(
    async ({ key, value, sessionKey, session }) => {
      await new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('firebaseLocalStorageDb', 1)
        open.onupgradeneeded = () =>
          open.result.createObjectStore('firebaseLocalStorage', { keyPath: 'fbase_key' })
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const db = open.result
          const write = db.transaction('firebaseLocalStorage', 'readwrite')
          write.objectStore('firebaseLocalStorage').put({ fbase_key: key, value })
          write.oncomplete = () => {
            db.close()
            resolve()
          }
          write.onerror = () => reject(write.error)
        }
      })
      localStorage.setItem(sessionKey, session)
    },
    {
      key: sdkSessionKey,
      value: sdkUser,
      sessionKey: SESSION_STORAGE_KEY,
      session: JSON.stringify(sessionUser),
    },
  )
}

/** The SDK's session as the origin's IndexedDB holds it, shared by every tab; null when none. */
export async function providerSession(page: Page) {
  return page.evaluate(
    (key) =>
      new Promise<unknown>((resolve, reject) => {
        const open = indexedDB.open('firebaseLocalStorageDb', 1)
        open.onupgradeneeded = () =>
          open.result.createObjectStore('firebaseLocalStorage', { keyPath: 'fbase_key' })
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const db = open.result
          const read = db.transaction('firebaseLocalStorage').objectStore('firebaseLocalStorage')
          const record = read.get(key)
          record.onsuccess = () => {
            db.close()
            resolve((record.result as { value?: unknown } | undefined)?.value ?? null)
          }
          record.onerror = () => reject(record.error)
        }
      }),
    sdkSessionKey,
  )
}
