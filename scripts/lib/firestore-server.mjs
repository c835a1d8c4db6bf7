// The local Firestore the enquiry function keeps its hourly limit in (decision 025).
// Firebase's own Firestore emulator is a Java download that these machines cannot fetch; this is
// @firestore-emulator/server, a Node implementation of the same gRPC API from npm, which the Admin
// SDK reaches through FIRESTORE_EMULATOR_HOST exactly as it would reach Firebase's. Data lives in
// memory: a restart forgets every count. Started with the emulators (scripts/lib/emulators.mjs).
import { createRequire } from 'node:module'
import { pathToFileURL } from 'node:url'
import { FirestoreServer } from '@firestore-emulator/server'
import { firestoreServer } from './emulator-config.mjs'

// The gRPC library the package itself uses (its credentials must come from the same copy).
const require = createRequire(import.meta.url)
const { ServerCredentials } = createRequire(require.resolve('@firestore-emulator/server'))(
  '@grpc/grpc-js',
)

/**
 * @param {{ host?: string, port?: number }} options
 * @returns {Promise<{ stop: () => void, address: string }>}
 */
export async function startFirestoreServer({
  host = firestoreServer.host,
  port = firestoreServer.port,
} = {}) {
  const firestore = new FirestoreServer()
  // Its start() listens on every interface; the local one listens on loopback only.
  const grpcServer = /** @type {{ server: import('@grpc/grpc-js').Server }} */ (
    /** @type {unknown} */ (firestore)
  ).server
  const bound = await new Promise((resolve, reject) =>
    grpcServer.bindAsync(`${host}:${port}`, ServerCredentials.createInsecure(), (error, actual) =>
      error ? reject(error) : resolve(actual),
    ),
  )
  return { address: `${host}:${bound}`, stop: () => firestore.stop() }
}

// Run on its own (`node scripts/lib/firestore-server.mjs`), as the emulators' starter does.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const server = await startFirestoreServer()
  console.log(`Local Firestore (for the enquiry limit) listening at ${server.address}`)
  const stop = () => {
    server.stop()
    process.exit(0)
  }
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
}
