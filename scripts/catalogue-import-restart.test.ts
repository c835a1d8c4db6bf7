// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import siteData from '../public/data.json'
import { startFirestoreServer } from './lib/firestore-server.mjs'
import { readCollection, readDocument, writeDocument } from './lib/local-firestore.mjs'
import { catalogueImport } from './catalogue-import.mjs'

// What `npm start` does with the catalogue (scripts/start.mjs): on a fresh machine it imports it;
// after a restart, the local Firestore's documents come back from their file (decision 048) and
// nothing is imported over what staff changed.
const folder = mkdtempSync(join(tmpdir(), 'catalogue-restart-'))
const dataFile = join(folder, 'local-firestore.json')
afterAll(() => rmSync(folder, { recursive: true, force: true }))

test('npm start imports the catalogue on a fresh machine, and keeps staff’s changes over a restart', async () => {
  let server = await startFirestoreServer({ port: 0, dataFile })
  const port = Number(server.address.split(':').at(-1))
  process.env.FIRESTORE_EMULATOR_HOST = server.address
  process.env.METADATA_SERVER_DETECTION = 'none'
  const lines: string[] = []
  const start = () =>
    catalogueImport({ file: 'public/data.json', onlyIfEmpty: true, log: (l) => lines.push(l) })
  try {
    expect(await start()).toBe(0)
    expect(lines).toEqual([
      `public/data.json: ${siteData.properties.length} listing(s) created, published.`,
    ])
    // A member changes a listing: its second revision, and the head.
    const first = await readDocument('listings/1')
    const edited = {
      ...first,
      n: 2,
      action: 'save',
      record: { ...(first?.record as object), estate_title: 'Renamed by staff' },
    }
    await writeDocument('listings/1/revisions/00000002', edited)
    await writeDocument('listings/1', edited)
  } finally {
    server.stop()
  }

  // Stopped, then started again with the same file.
  server = await startFirestoreServer({ port, dataFile })
  try {
    lines.length = 0
    expect(await start()).toBe(0)
    expect(lines).toEqual([])
    expect(await readDocument('listings/1')).toMatchObject({
      n: 2,
      record: { estate_title: 'Renamed by staff' },
    })
    expect(await readCollection('listings/1/revisions')).toHaveLength(2)
    expect(await readCollection('listings')).toHaveLength(siteData.properties.length)
  } finally {
    server.stop()
  }
}, 60_000)
