// The local Firestore (firestore-server.mjs) through the Admin SDK, for tests that set up or read
// what the functions keep: the browser tests seed saved searches and saved estates here as the
// "saved-searches" and "saved-estates-sync" functions would write them, and the rates spec puts
// back the exchange rates it changed. The SDK is the functions' own copy (functions/node_modules),
// as the root package does not install it.
import { createRequire } from 'node:module'
import { firestoreServer, projectId } from './emulator-config.mjs'

const require = createRequire(new URL('../../functions/package.json', import.meta.url))
const APP_NAME = 'local-firestore'

/** @type {any} */
let db
function firestore() {
  if (db) return db
  // No Google Cloud here: the SDK's look-up of a metadata server only warns after a while.
  process.env.METADATA_SERVER_DETECTION ??= 'none'
  process.env.FIRESTORE_EMULATOR_HOST ??= `${firestoreServer.host}:${firestoreServer.port}`
  const { getApps, initializeApp } = require('firebase-admin/app')
  const { getFirestore } = require('firebase-admin/firestore')
  const app =
    getApps().find((/** @type {{ name: string }} */ one) => one.name === APP_NAME) ??
    initializeApp({ projectId }, APP_NAME)
  db = getFirestore(app)
  return db
}

/**
 * @param {string} path a document's path, `collection/id/...`
 * @param {Record<string, unknown>} data
 */
export async function writeDocument(path, data) {
  await firestore().doc(path).set(data)
}

/** @param {string} path a document's path */
export async function deleteDocument(path) {
  await firestore().doc(path).delete()
}

/**
 * @param {string} path
 * @returns {Promise<Record<string, unknown> | null>}
 */
export async function readDocument(path) {
  const snapshot = await firestore().doc(path).get()
  return snapshot.exists ? snapshot.data() : null
}

/**
 * The documents of a collection (those the functions name with Firestore's own ids).
 * @param {string} path a collection's path, `collection/id/collection`
 * @returns {Promise<Record<string, unknown>[]>}
 */
export async function readCollection(path) {
  const snapshot = await firestore().collection(path).get()
  return snapshot.docs.map((/** @type {{ data: () => Record<string, unknown> }} */ doc) =>
    doc.data(),
  )
}
