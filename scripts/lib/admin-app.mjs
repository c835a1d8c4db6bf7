// The Admin SDK for a command of ours (npm run staff:grant, catalogue:import): the local emulators
// `npm start` runs when no project is named, or a Firebase project with Application Default
// Credentials. One place for how a command reaches them, and for what it says when it cannot.
import { createRequire } from 'node:module'
import { portAnswers } from './port-answers.mjs'
import { emulatorSettings, firestoreServer, projectId as localProject } from './emulator-config.mjs'

/**
 * An Admin SDK app of its own (`name` tells commands run in one process apart), or a sentence
 * saying why there is none: the local emulators it needs are not running.
 * @param {{ name: string, project?: string, auth?: boolean }} options
 *   auth: it uses the Auth emulator as well as the local Firestore
 * @returns {Promise<{ app: import('firebase-admin/app').App, sdk: { getAuth: typeof import('firebase-admin/auth').getAuth, getFirestore: typeof import('firebase-admin/firestore').getFirestore }, close: () => Promise<void> } | { unavailable: string }>}
 */
export async function adminApp({ name, project, auth = false }) {
  const local =
    !project ||
    process.env.FIRESTORE_EMULATOR_HOST ||
    (auth && process.env.FIREBASE_AUTH_EMULATOR_HOST)
  if (local) {
    const needed = [
      ...(auth && !process.env.FIREBASE_AUTH_EMULATOR_HOST ? [emulatorSettings.auth] : []),
      ...(process.env.FIRESTORE_EMULATOR_HOST ? [] : [firestoreServer]),
    ]
    for (const server of needed)
      if (!(await portAnswers(server)))
        return {
          unavailable:
            `The local ${auth ? 'emulators are' : 'Firestore is'} not running: start the site ` +
            '(npm start) in another terminal, or pass --project ID for a Firebase project.',
        }
    if (auth)
      process.env.FIREBASE_AUTH_EMULATOR_HOST ??= `${emulatorSettings.auth.host}:${emulatorSettings.auth.port}`
    process.env.FIRESTORE_EMULATOR_HOST ??= `${firestoreServer.host}:${firestoreServer.port}`
    // No Google Cloud here: the SDK's look-up of a metadata server only warns after a while.
    process.env.METADATA_SERVER_DETECTION ??= 'none'
  }
  // The functions' own copy of the Admin SDK (the site's package does not install it).
  const require = createRequire(new URL('../../functions/package.json', import.meta.url))
  const { initializeApp, deleteApp } = require('firebase-admin/app')
  const { getAuth } = require('firebase-admin/auth')
  const { getFirestore } = require('firebase-admin/firestore')
  const app = initializeApp(
    { projectId: project ?? localProject },
    `${name}-${Date.now()}-${Math.random()}`,
  )
  return { app, sdk: { getAuth, getFirestore }, close: () => deleteApp(app) }
}
