// `node scripts/measure-import.mjs [--count 1000]`: how long an import of a 1,000-listing feed
// takes (issue 46): the dry run and its confirmation, as new listings, then the same file again
// (all unchanged), on a local Firestore of its own (a free port: no lock, no emulators needed).
// The listings are scripts/lib/generate-estates.mjs's, in the site's own JSON format or
// (--format kyero) as a Kyero v3 feed, its photos at web addresses (public/ served on loopback)
// that the photo step fetches and stores, each of the 80 once.
import { createReadStream } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { createServer } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { parseArgs } from 'node:util'
import { bundleForNode } from './lib/bundle-for-node.mjs'
import { adminApp } from './lib/admin-app.mjs'
import { startFirestoreServer } from './lib/firestore-server.mjs'
import { generateEstates } from './lib/generate-estates.mjs'

const { values } = parseArgs({
  options: {
    count: { type: 'string', default: '1000' },
    format: { type: 'string', default: 'json' },
  },
})
const count = Number(values.count)
const format = values.format === 'kyero' ? 'kyero' : 'json'

const server = await startFirestoreServer({ port: 0 })
process.env.FIRESTORE_EMULATOR_HOST = server.address
const importer = await bundleForNode('scripts/lib/import-measure-entry.ts')
const admin = await adminApp({ name: 'measure-import' })
if ('unavailable' in admin) throw new Error(admin.unavailable)
const db = admin.sdk.getFirestore(admin.app)
// The feed's photos' web: public/ on a free loopback port.
const web = createServer((request, response) => {
  const file = createReadStream(
    join('public', decodeURIComponent(new URL(request.url, 'http://x').pathname)),
  )
  file.on('error', () => response.writeHead(404).end())
  file.pipe(response)
})
await new Promise((resolve) => web.listen(0, '127.0.0.1', resolve))
const webBase = `http://127.0.0.1:${web.address().port}`
const photoDir = await mkdtemp(join(tmpdir(), 'measure-import-photos-'))
const deps = {
  listings: importer.firestoreListingStore(db),
  audit: importer.firestoreAuditLog(db),
  imports: importer.firestoreImports(db),
  photos: {
    storage: importer.folderStorage(photoDir),
    records: importer.firestorePhotoRecords(db),
  },
  importPhotos: {
    sources: importer.firestorePhotoSources(db),
    fetch: importer.photoFetcher({ allowPrivate: true }),
  },
  now: () => Date.now(),
}
const editor = { uid: 'measure', name: 'Measure', role: 'admin' }
const listings = generateEstates(count).properties.map((record) => ({
  id: record.id,
  record,
  translations: {},
  photos: [],
}))
const escape = (value) =>
  String(value).replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;')
/** The same estates as a Kyero v3 feed (the fields the mapping reads). */
const kyero = () =>
  [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<root><kyero><feed_version>3</feed_version></kyero>',
    ...listings.map(
      ({ record }) =>
        `<property><id>M${record.id}</id><date>2026-11-28 10:00:00</date><price>${record.price}</price>` +
        `<currency>EUR</currency><price_freq>sale</price_freq><type>villa</type>` +
        `<town>${escape(record.location)}</town><province>Málaga</province><country>Spain</country>` +
        `<location><latitude>${record.coordinates?.[0] ?? 36.5}</latitude><longitude>${record.coordinates?.[1] ?? -4.9}</longitude></location>` +
        `<beds>4</beds><baths>3</baths><pool>1</pool><surface_area><built>${Math.round(record.area_sq_ft / 10.76)}</built></surface_area>` +
        `<desc><en>${escape(record.description)}</en></desc>` +
        `<features>${record.facilities.map((name) => `<feature>${escape(name)}</feature>`).join('')}</features>` +
        `<images>${record.images.map((image, index) => `<image id="${index + 1}"><url>${escape(webBase + image.url)}</url></image>`).join('')}</images></property>`,
    ),
    '</root>',
  ].join('\n')
const text = format === 'kyero' ? kyero() : JSON.stringify({ listings })

const timed = async (label, run) => {
  const start = performance.now()
  const result = await run()
  const ms = performance.now() - start
  console.log(`${label}: ${(ms / 1000).toFixed(2)} s`)
  return result
}

try {
  console.log(`${count} listings, ${(text.length / 1024 / 1024).toFixed(1)} MB of ${format}`)
  const first = await timed('dry run, all new', () =>
    importer.previewImport(deps, { format, source: `measure.${format}`, text }, editor),
  )
  if (!first.ok) throw new Error(first.message)
  if (first.diff.photos)
    await timed(`photos: ${first.diff.photos} addresses fetched and stored`, async () => {
      for (;;) {
        const step = await importer.fetchPhotosOf(deps, first.id, editor)
        if (!step.ok) throw new Error(step.reason)
        if (step.progress.failed) throw new Error(`${step.progress.failed} photos failed`)
        if (!step.progress.pending) return
      }
    })
  const applied = await timed('confirm, all created as drafts', () =>
    importer.confirmImport(deps, first.id, { withdrawAbsent: false }, editor),
  )
  if (!applied.ok || applied.result.created.length !== count)
    throw new Error(`Not all created: ${JSON.stringify(applied)}`)
  const again = await timed('dry run of the same file, all unchanged', () =>
    importer.previewImport(deps, { format, source: `measure.${format}`, text }, editor),
  )
  if (!again.ok || again.diff.unchanged.length !== count || again.diff.photos)
    throw new Error('Not all unchanged')
  await timed('confirm, nothing to change', () =>
    importer.confirmImport(deps, again.id, { withdrawAbsent: false }, editor),
  )
} finally {
  await admin.close()
  server.stop()
  web.close()
  await rm(photoDir, { recursive: true, force: true })
}
