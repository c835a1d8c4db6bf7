// @vitest-environment node
import siteData from '../public/data.json'
import { startFirestoreServer } from './lib/firestore-server.mjs'
import { readCollection, readDocument } from './lib/local-firestore.mjs'
import { catalogueImport } from './catalogue-import.mjs'

// `npm run catalogue:import` against a local Firestore of its own (a gRPC server in this process).
let server: Awaited<ReturnType<typeof startFirestoreServer>>

beforeAll(async () => {
  server = await startFirestoreServer({ port: 0 })
  process.env.FIRESTORE_EMULATOR_HOST = server.address
  process.env.METADATA_SERVER_DETECTION = 'none'
}, 30_000)

afterAll(() => server.stop())

test('imports today’s catalogue as published listings once, and a second run changes nothing', async () => {
  const lines: string[] = []
  const log = (line: string) => lines.push(line)
  expect(await catalogueImport({ file: 'public/data.json', log })).toBe(0)
  const count = siteData.properties.length
  expect(lines[0]).toBe(`public/data.json: ${count} listing(s) created, published.`)
  expect(lines).toHaveLength(1)

  const heads = await readCollection('listings')
  expect(heads.map((head) => (head.record as { id: string }).id).sort()).toEqual(
    siteData.properties.map((estate) => estate.id).sort(),
  )
  expect(await readDocument('listings/1')).toMatchObject({
    n: 1,
    state: 'published',
    by: { uid: null, name: 'import' },
    record: siteData.properties[0],
    translations: { fr: { estate_title: 'Penthouse d’exception sur Fifth Avenue' } },
  })
  expect(await readCollection('listings/1/revisions')).toMatchObject([{ n: 1 }])
  expect(await readCollection('audit')).toMatchObject([
    { action: 'listing.import', detail: { created: count, kept: 0 } },
  ])

  lines.length = 0
  expect(await catalogueImport({ file: 'public/data.json', log })).toBe(0)
  expect(lines).toEqual([
    `public/data.json: 0 listing(s) created, published; ${count} already there, left as they are.`,
  ])
  expect(await readCollection('audit')).toHaveLength(1)
  expect(await readCollection('listings/1/revisions')).toHaveLength(1)
  // What `npm start` asks: nothing at all once there are listings.
  lines.length = 0
  expect(await catalogueImport({ file: 'public/data.json', onlyIfEmpty: true, log })).toBe(0)
  expect(lines).toEqual([])
}, 60_000)

test('says what is wrong with the file it is given', async () => {
  const lines: string[] = []
  expect(await catalogueImport({ file: 'public/nothing.json', log: (l) => lines.push(l) })).toBe(2)
  expect(await catalogueImport({ file: 'package.json', log: (l) => lines.push(l) })).toBe(1)
  expect(lines.join('\n')).toMatch(/does not exist[\s\S]*is not a catalogue/)
})
