// The local Firestore the functions keep their records in (decision 025; the back office's staff
// and audit log, decision 048). Firebase's own Firestore emulator is a Java download that these
// machines cannot fetch; this is @firestore-emulator/server, a Node implementation of the same gRPC
// API from npm, which the Admin SDK reaches through FIRESTORE_EMULATOR_HOST exactly as it would
// reach Firebase's. Its data lives in memory; given a file (`--data FILE`, as `npm start` does), it
// loads the documents from it at start and writes them back when stopped, as the Auth emulator
// keeps its accounts. Started with the emulators (scripts/lib/emulators.mjs).
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname } from 'node:path'
import { pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import { FirestoreServer } from '@firestore-emulator/server'
import { firestoreServer } from './emulator-config.mjs'

// The gRPC library and the protocol's messages the package itself uses (they must be its copies).
const require = createRequire(import.meta.url)
const fromPackage = createRequire(require.resolve('@firestore-emulator/server'))
const { ServerCredentials } = fromPackage('@grpc/grpc-js')
const proto = '@firestore-emulator/proto/dist/google/firestore/v1'
const { Document } = fromPackage(`${proto}/document`)
const { Write } = fromPackage(`${proto}/write`)

/** The file's format: each document's name, times and fields (Firestore's own encoding, base64). */
const FORMAT = 1

/**
 * Follows every document the store writes, so that they can be written out; loads `file`'s.
 * @param {FirestoreServer} firestore
 * @param {string} file
 */
function keepIn(firestore, file) {
  const { state } = firestore
  /** @type {Set<any>} */
  const documents = new Set()
  const follow = ({ document }) => documents.add(document)
  state.emitter.on('create-document', follow)
  state.emitter.on('update-document', follow)
  state.emitter.on('clear-all-projects', () => documents.clear())

  if (existsSync(file)) {
    const saved = JSON.parse(readFileSync(file, 'utf8'))
    if (saved.format !== FORMAT) throw new Error(`${file}: not a file of this local Firestore`)
    for (const { name, createTime, updateTime, fields } of saved.documents) {
      const document = Document.deserializeBinary(Buffer.from(fields, 'base64'))
      state.writeV1Document(new Date(updateTime), new Write({ update: document }))
      // Its times as they were (a write sets both to the time given).
      state.getDocument(name).metadata = {
        hasExist: true,
        createdAt: new Date(createTime),
        updatedAt: new Date(updateTime),
      }
    }
  }

  return {
    count: () => [...documents].filter((document) => document.metadata.hasExist).length,
    /** Writes every document to the file (a new file, then renamed: never half a file). */
    save() {
      const list = [...documents]
        .filter((document) => document.metadata.hasExist)
        .map((document) => {
          const { name, fields } = document.toV1Document()
          return {
            name,
            createTime: document.metadata.createdAt.getTime(),
            updateTime: document.metadata.updatedAt.getTime(),
            fields: Buffer.from(new Document({ name, fields }).serializeBinary()).toString(
              'base64',
            ),
          }
        })
      mkdirSync(dirname(file), { recursive: true })
      writeFileSync(`${file}.tmp`, `${JSON.stringify({ format: FORMAT, documents: list })}\n`)
      renameSync(`${file}.tmp`, file)
      return list.length
    },
  }
}

/**
 * @param {{ host?: string, port?: number, dataFile?: string }} options
 * @returns {Promise<{ stop: () => void, address: string, save: () => number, count: () => number }>}
 */
export async function startFirestoreServer({
  host = firestoreServer.host,
  port = firestoreServer.port,
  dataFile,
} = {}) {
  const firestore = new FirestoreServer()
  const kept = dataFile ? keepIn(firestore, dataFile) : null
  // Its start() listens on every interface; the local one listens on loopback only.
  const grpcServer = /** @type {{ server: import('@grpc/grpc-js').Server }} */ (
    /** @type {unknown} */ (firestore)
  ).server
  const bound = await new Promise((resolve, reject) =>
    grpcServer.bindAsync(`${host}:${port}`, ServerCredentials.createInsecure(), (error, actual) =>
      error ? reject(error) : resolve(actual),
    ),
  )
  return {
    address: `${host}:${bound}`,
    save: () => kept?.save() ?? 0,
    count: () => kept?.count() ?? 0,
    stop: () => {
      kept?.save()
      firestore.stop()
    },
  }
}

// Run on its own (`node scripts/lib/firestore-server.mjs [--data FILE]`), as the emulators' starter does.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { values } = parseArgs({ options: { data: { type: 'string' } } })
  const server = await startFirestoreServer({ dataFile: values.data })
  console.log(
    `Local Firestore listening at ${server.address}` +
      (values.data ? ` (${server.count()} documents from ${values.data})` : ' (in memory)'),
  )
  const stop = () => {
    server.stop()
    process.exit(0)
  }
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
}
