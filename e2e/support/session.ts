import { loadEnv } from 'vite'
import { signInAccount } from '../../scripts/lib/auth-emulator-api.mjs'
import { SESSION_STORAGE_KEY } from '../../src/config/constants'
import type { SessionUser } from '../../src/features/auth/session-user'
import { PAGE_SETTLES_MS } from '../../src/lib/after-page-settles'
import type { TestUser } from './auth-emulator'
import { expect, type BrowserContext, type Page } from '@playwright/test'

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

type SessionWatch = { reports: ('kept' | 'ended')[]; polls: number }

/**
 * From each document's start, notes what the identity SDK does with the session, for a test that
 * must know the SDK has had its say before it checks that nothing else happened:
 * - `reports`: the app's writes of `authUser`, which it makes each time the SDK reports who is
 *   signed in (setSessionUser): 'kept' for someone, 'ended' for no one. Nothing else writes it
 *   while a page starts, so the first one is the SDK's verdict on the session it restored;
 * - `polls`: the SDK's reads of the session store that every tab shares (indexedDBLocalPersistence
 *   reads it whole every 800 ms to see other tabs' changes; nothing else reads it whole).
 */
export async function watchSession(target: Page | BrowserContext) {
  await target.addInitScript((key) => {
    const watch: SessionWatch = { reports: [], polls: 0 }
    Object.assign(window, { sessionWatch: watch })
    const { setItem, removeItem } = Storage.prototype
    Storage.prototype.setItem = function (name: string, value: string) {
      if (this === localStorage && name === key) watch.reports.push('kept')
      setItem.call(this, name, value)
    }
    Storage.prototype.removeItem = function (name: string) {
      if (this === localStorage && name === key) watch.reports.push('ended')
      removeItem.call(this, name)
    }
    const { getAll } = IDBObjectStore.prototype
    IDBObjectStore.prototype.getAll = function (...args: Parameters<typeof getAll>) {
      if (this.name === 'firebaseLocalStorage') watch.polls += 1
      return getAll.apply(this, args)
    }
  }, SESSION_STORAGE_KEY)
}

const watched = (page: Page) =>
  page.evaluate(() => (window as unknown as { sessionWatch: SessionWatch }).sessionWatch)

/** The SDK's reports this page's app has written since the page started (see watchSession). */
export const sessionReports = async (page: Page) => (await watched(page)).reports

/**
 * Waits until the SDK of this page has reported the session (more than `seen` reports), and
 * returns its reports.
 */
export async function sessionReported(page: Page, seen = 0) {
  // The SDK starts once the page has settled (decision 052): that wait, then an expectation's.
  await expect
    .poll(async () => (await sessionReports(page)).length, { timeout: PAGE_SETTLES_MS + 7_000 })
    .toBeGreaterThan(seen)
  return sessionReports(page)
}

/** How many times this page's SDK has read the store the tabs share (see watchSession). */
export const sessionPolls = async (page: Page) => (await watched(page)).polls
