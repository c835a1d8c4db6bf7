import { deleteApp, initializeApp, type App } from 'firebase-admin/app'
import { getFirestore, type Firestore } from 'firebase-admin/firestore'
import { startFirestoreServer } from '../../../scripts/lib/firestore-server.mjs'

/**
 * For a test file: the local Firestore the emulators start (a real gRPC server in this process),
 * reached through the Admin SDK as the functions reach it. `db` is there from `beforeAll` on.
 */
export function useLocalFirestore(projectId: string) {
  const local = {} as { db: Firestore }
  let server: Awaited<ReturnType<typeof startFirestoreServer>>
  let app: App

  beforeAll(async () => {
    server = await startFirestoreServer({ port: 0 })
    process.env.FIRESTORE_EMULATOR_HOST = server.address
    // No Google metadata server to ask for credentials here (the Functions emulator says the same).
    process.env.METADATA_SERVER_DETECTION = 'none'
    app = initializeApp({ projectId }, `${projectId}-test`)
    local.db = getFirestore(app)
    // The client's first call loads gRPC, seconds on a busy machine: not part of what is tested.
    await local.db.collection('warm-up').limit(1).get()
  }, 30_000)

  afterAll(async () => {
    await deleteApp(app)
    server.stop()
  })

  return local
}
