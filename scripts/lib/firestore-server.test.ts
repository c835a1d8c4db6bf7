// @vitest-environment node
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startFirestoreServer } from './firestore-server.mjs'

// The local Firestore keeps its documents across restarts when given a file (npm start's
// .emulator-data/), as the Auth emulator keeps its accounts: written through the Admin SDK, read
// back by another server started from the same file. The SDK is the functions' own copy.
const fromFunctions = createRequire(new URL('../../functions/package.json', import.meta.url))
const { initializeApp, deleteApp } = fromFunctions('firebase-admin/app')
const { getFirestore, Timestamp, FieldValue } = fromFunctions('firebase-admin/firestore')

const folder = mkdtempSync(join(tmpdir(), 'local-firestore-'))
const file = join(folder, 'local-firestore.json')
afterAll(() => rmSync(folder, { recursive: true, force: true }))

/** A server from the file and an Admin SDK client of it; `end` stops both (the server saves). */
async function open(name: string) {
  const server = await startFirestoreServer({ port: 0, dataFile: file })
  process.env.FIRESTORE_EMULATOR_HOST = server.address
  process.env.METADATA_SERVER_DETECTION = 'none'
  const app = initializeApp({ projectId: 'demo-kept' }, name)
  const db = getFirestore(app)
  return {
    db,
    server,
    end: async () => {
      await deleteApp(app)
      server.stop()
    },
  }
}

test('keeps every document, its values and its times across a restart; deleted ones stay gone', async () => {
  const first = await open('first')
  const at = Timestamp.fromMillis(Date.UTC(2026, 10, 28, 9, 30, 15, 250))
  const record = {
    name: 'Olivia',
    count: 3,
    share: 0.25,
    yes: true,
    none: null,
    at,
    tags: ['a', 'b', 2],
    nested: { deeper: { list: [{ x: 1 }] } },
    bytes: Buffer.from([0, 1, 254, 255]),
  }
  await first.db.doc('staff/olivia').set(record)
  await first.db.doc('listings/7/revisions/0001').create({ n: 1 })
  await first.db.doc('audit/gone').set({ x: 1 })
  await first.db.doc('audit/gone').delete()
  await first.db.doc('counters/c').set({ n: FieldValue.increment(2) })
  const created = (await first.db.doc('staff/olivia').get()).createTime.toMillis()
  await first.end()
  expect(JSON.parse(readFileSync(file, 'utf8')).documents).toHaveLength(3)

  const second = await open('second')
  const olivia = await second.db.doc('staff/olivia').get()
  expect(olivia.data()).toEqual(record)
  expect(olivia.createTime.toMillis()).toBe(created)
  expect((await second.db.doc('listings/7/revisions/0001').get()).data()).toEqual({ n: 1 })
  expect((await second.db.doc('audit/gone').get()).exists).toBe(false)
  expect((await second.db.doc('counters/c').get()).data()).toEqual({ n: 2 })
  // Queries see them too, and a document created again is refused, as it was before the restart.
  expect((await second.db.collection('staff').where('count', '==', 3).get()).size).toBe(1)
  await expect(second.db.doc('listings/7/revisions/0001').create({ n: 2 })).rejects.toThrow()
  await second.end()
}, 60_000)

test('starts empty without a file, and says what a file it cannot read is', async () => {
  const server = await startFirestoreServer({ port: 0 })
  expect(server.count()).toBe(0)
  server.stop()
  const bad = join(folder, 'other.json')
  const { writeFileSync } = await import('node:fs')
  writeFileSync(bad, '{"format":99,"documents":[]}')
  await expect(startFirestoreServer({ port: 0, dataFile: bad })).rejects.toThrow(/not a file/)
})
