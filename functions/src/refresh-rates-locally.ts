import { getApps, initializeApp } from 'firebase-admin/app'
import { getFirestore } from 'firebase-admin/firestore'
import { firestoreRatesStore } from './firestore-rates'
import { refreshRates, type RefreshDeps, type RefreshOutcome } from './refresh-rates'

const APP_NAME = 'local-rates'

/**
 * The scheduled refresh's own code, run by `npm start` and the browser tests against the local
 * Firestore (the Functions emulator never fires a schedule). A second entry of the functions'
 * bundle (scripts/build-functions.mjs) that no function imports: nothing deployed calls it.
 */
export async function refreshRatesLocally(options: {
  url: string
  projectId: string
  now?: Date
  log: RefreshDeps['log']
}): Promise<RefreshOutcome> {
  // Never a real project's Firestore: only the local one.
  if (!process.env.FIRESTORE_EMULATOR_HOST)
    throw new Error('FIRESTORE_EMULATOR_HOST is not set: the local refresh writes only there')
  const app =
    getApps().find((one) => one.name === APP_NAME) ??
    initializeApp({ projectId: options.projectId }, APP_NAME)
  const now = options.now ?? new Date()
  return refreshRates({
    url: options.url,
    fetch: (url, init) => fetch(url, init),
    store: firestoreRatesStore(getFirestore(app)),
    now: () => now,
    log: options.log,
  })
}
