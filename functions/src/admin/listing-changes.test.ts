// @vitest-environment node
import { deleteApp, initializeApp, type App } from 'firebase-admin/app'
import { getFirestore, type Firestore } from 'firebase-admin/firestore'
import siteData from '../../../public/data.json'
import frenchData from '../../../public/data.fr.json'
import germanData from '../../../public/data.de.json'
import type { AuditEntry } from '@/features/audit/audit-schema'
import type { JsonObject, ListingContent } from '@/features/listings/listing-schema'
import { startFirestoreServer } from '../../../scripts/lib/firestore-server.mjs'
import type { AuditLog, ListingStore } from './admin-deps'
import { firestoreListingStore, listingCollections, revisionId } from './firestore-listing-store'
import {
  createListing,
  deleteListing,
  importCatalogue,
  moveListing,
  readListing,
  saveListing,
  type ListingDeps,
} from './listing-changes'
import { memoryListingStore } from './memory-listing-store'

// The listings' rules, the same cases with the listings in memory and in the local Firestore (a
// gRPC server in this process, which has no transactions: what runs deployed runs here).

let server: Awaited<ReturnType<typeof startFirestoreServer>>
let app: App
let db: Firestore

beforeAll(async () => {
  server = await startFirestoreServer({ port: 0 })
  process.env.FIRESTORE_EMULATOR_HOST = server.address
  process.env.METADATA_SERVER_DETECTION = 'none'
  app = initializeApp({ projectId: 'demo-listings' }, 'listings-test')
  db = getFirestore(app)
  await db.collection('warm-up').limit(1).get()
}, 30_000)

afterAll(async () => {
  await deleteApp(app)
  server.stop()
})

const agnes = { uid: 'agnes', name: 'Agnes Agent', role: 'agent' } as const
const arthur = { uid: 'arthur', name: 'Arthur Agent', role: 'agent' } as const
const adam = { uid: 'adam', name: 'Adam Admin', role: 'admin' } as const

/** Estate 1 of today's catalogue with its French and German: nothing to fix. */
const complete = (id: string): ListingContent => {
  const record = structuredClone(siteData.properties[0]) as JsonObject
  return {
    record: { ...record, id },
    translations: {
      fr: structuredClone(frenchData.properties['1']) as JsonObject,
      de: structuredClone(germanData.properties['1']) as JsonObject,
    },
    photos: [],
  }
}

let ids = 0
/** Ids no other test uses: the Firestore cases share one store. */
const freshId = () => `t${Date.now().toString(36)}${++ids}`

function setUp(store: ListingStore) {
  const entries: AuditEntry[] = []
  const audit: AuditLog = {
    append: async (entry) => {
      entries.push({ ...entry, id: String(entries.length) })
      return String(entries.length)
    },
    list: async () => entries,
  }
  let clock = 1_800_000_000_000
  const deps: ListingDeps = { listings: store, audit, now: () => (clock += 60_000) }
  return { deps, entries }
}

const stores: [string, () => ListingStore][] = [
  ['in memory', () => memoryListingStore().store],
  ['in the local Firestore', () => firestoreListingStore(db)],
]

describe.each(stores)('the listings %s', (_, makeStore) => {
  it('creates a draft of its agent at revision 1, under the id asked for, once', async () => {
    const { deps } = setUp(makeStore())
    const id = freshId()
    const created = await createListing(deps, id, agnes)
    expect(created).toMatchObject({
      ok: true,
      id,
      revision: { n: 1, state: 'draft', record: { id }, owner: { uid: 'agnes' }, action: 'create' },
    })
    expect(await createListing(deps, id, arthur)).toEqual({ ok: false, reason: 'taken' })
    expect(await readListing(deps, id, agnes)).toMatchObject({ revision: 1, state: 'draft' })
  })

  it('writes every save as the next revision, each kept as it was', async () => {
    const { deps } = setUp(makeStore())
    const id = freshId()
    await createListing(deps, id, agnes)
    const first = await saveListing(deps, id, 1, complete(id), agnes)
    expect(first).toMatchObject({ ok: true, revision: { n: 2, by: { name: 'Agnes Agent' } } })
    const changed = complete(id)
    changed.record.price = 13_000_000
    expect(await saveListing(deps, id, 2, changed, agnes)).toMatchObject({ revision: { n: 3 } })
    expect((await deps.listings.revision(id, 2))?.record.price).toBe(12_750_000)
    expect((await deps.listings.revision(id, 3))?.record.price).toBe(13_000_000)
    expect(await readListing(deps, id, agnes)).toMatchObject({ revision: 3 })
  })

  it('refuses a save from an older revision, saying who changed it and when', async () => {
    const { deps } = setUp(makeStore())
    const id = freshId()
    await createListing(deps, id, agnes)
    await saveListing(deps, id, 1, complete(id), adam)
    const late = await saveListing(deps, id, 1, complete(id), agnes)
    expect(late).toMatchObject({
      ok: false,
      reason: 'conflict',
      newest: { n: 2, by: { uid: 'adam', name: 'Adam Admin' }, at: expect.any(Number) },
    })
    expect(await deps.listings.revision(id, 3)).toBeNull()
  })

  it('lets one of two saves from the same revision through, the other told who won', async () => {
    const { deps } = setUp(makeStore())
    const id = freshId()
    await createListing(deps, id, agnes)
    const texts = ['first tab', 'second tab', 'third tab', 'fourth tab']
    const outcomes = await Promise.all(
      texts.map((description) => {
        const content = complete(id)
        content.record.description = description
        return saveListing(deps, id, 1, content, agnes)
      }),
    )
    const won = outcomes.filter((outcome) => outcome.ok)
    expect(won).toHaveLength(1)
    expect(outcomes.filter((outcome) => !outcome.ok && outcome.reason === 'conflict')).toHaveLength(
      3,
    )
    const newest = await deps.listings.newest(id)
    expect(newest?.n).toBe(2)
    expect(won[0]!.ok && won[0]!.revision.record.description).toBe(newest?.record.description)
  })

  it('keeps an agent to their own listings, and to their drafts', async () => {
    const { deps } = setUp(makeStore())
    const id = freshId()
    await createListing(deps, id, agnes)
    expect(await readListing(deps, id, arthur)).toBeNull()
    expect(await saveListing(deps, id, 1, complete(id), arthur)).toEqual({
      ok: false,
      reason: 'not-found',
    })
    expect(await moveListing(deps, id, 'submit', 1, arthur)).toEqual({
      ok: false,
      reason: 'not-found',
    })
    expect(await readListing(deps, id, adam)).toMatchObject({ id })
    await saveListing(deps, id, 1, complete(id), agnes)
    expect(await moveListing(deps, id, 'submit', 2, agnes)).toMatchObject({
      ok: true,
      revision: { n: 3, state: 'in review' },
    })
    // In review: the agent's hands are off it; an admin's are not.
    expect(await saveListing(deps, id, 3, complete(id), agnes)).toEqual({
      ok: false,
      reason: 'forbidden',
    })
    expect(await moveListing(deps, id, 'approve', 3, agnes)).toEqual({
      ok: false,
      reason: 'forbidden',
    })
    expect(await saveListing(deps, id, 3, complete(id), adam)).toMatchObject({ ok: true })
  })

  it('saves a draft with problems, but sends for review and publishes only without', async () => {
    const { deps, entries } = setUp(makeStore())
    const id = freshId()
    await createListing(deps, id, agnes)
    const incomplete = complete(id)
    delete incomplete.translations.de
    expect(await saveListing(deps, id, 1, incomplete, agnes)).toMatchObject({ ok: true })
    const refused = await moveListing(deps, id, 'submit', 2, agnes)
    expect(refused).toMatchObject({ ok: false, reason: 'incomplete' })
    expect(!refused.ok && refused.reason === 'incomplete' && refused.problems[0]?.path).toBe(
      'translations.de.estate_title',
    )
    await saveListing(deps, id, 2, complete(id), agnes)
    await moveListing(deps, id, 'submit', 3, agnes)
    expect(await moveListing(deps, id, 'withdraw', 4, adam)).toEqual({
      ok: false,
      reason: 'wrong-state',
      state: 'in review',
    })
    expect(await moveListing(deps, id, 'approve', 4, adam)).toMatchObject({
      revision: { n: 5, state: 'published', by: { uid: 'adam' } },
    })
    // Published: a save with a problem is refused, the listing stays as it was.
    expect(await saveListing(deps, id, 5, incomplete, adam)).toMatchObject({
      ok: false,
      reason: 'incomplete',
    })
    expect(await moveListing(deps, id, 'withdraw', 5, adam)).toMatchObject({
      revision: { state: 'withdrawn' },
    })
    expect(entries.map(({ action, target, detail }) => [action, target.label, detail])).toEqual([
      [
        'listing.approve',
        'Fifth Avenue Crown Penthouse',
        { from: 'in review', to: 'published', revision: 5 },
      ],
      [
        'listing.withdraw',
        'Fifth Avenue Crown Penthouse',
        { from: 'published', to: 'withdrawn', revision: 6 },
      ],
    ])
  })

  it('deletes a listing for good: a change from before is refused, the id not given again', async () => {
    const { deps, entries } = setUp(makeStore())
    const id = freshId()
    await createListing(deps, id, agnes)
    expect(await deleteListing(deps, id, 1, adam)).toMatchObject({ ok: true })
    expect(await deps.listings.head(id)).toBeNull()
    expect(await readListing(deps, id, adam)).toBeNull()
    expect(await saveListing(deps, id, 1, complete(id), agnes)).toMatchObject({
      ok: false,
      reason: 'not-found',
    })
    expect(await createListing(deps, id, agnes)).toEqual({ ok: false, reason: 'taken' })
    expect(entries.at(-1)).toMatchObject({
      action: 'listing.delete',
      target: { kind: 'listing', id },
      detail: { state: 'draft', revision: 2 },
    })
  })

  it('trusts the newest revision over a head a failed write left behind, and mends it', async () => {
    const store = makeStore()
    const { deps } = setUp(store)
    const id = freshId()
    await createListing(deps, id, agnes)
    // Revision 2 written, then the head's write lost.
    const newer = { ...(await store.newest(id))!, ...complete(id), n: 2, action: 'save' as const }
    await store.addRevision(id, newer)
    expect((await store.head(id))?.n).toBe(1)
    expect(await readListing(deps, id, agnes)).toMatchObject({ revision: 2 })
    expect((await store.head(id))?.n).toBe(2)
    // A save from the old head's revision is a conflict, not a second revision 2.
    expect(await saveListing(deps, id, 1, complete(id), agnes)).toMatchObject({
      reason: 'conflict',
    })
  })

  it('imports a catalogue as published listings once, logging the run that created them', async () => {
    const { deps, entries } = setUp(makeStore())
    const [one, two] = [freshId(), freshId()]
    const catalogue = {
      source: 'public/data.json',
      records: [
        { ...siteData.properties[0], id: one },
        { ...siteData.properties[1], id: two },
        { id: 'no/good' },
      ],
      translations: {
        fr: { [one]: frenchData.properties['1'], [two]: frenchData.properties['2'] },
        de: { [one]: germanData.properties['1'] },
      },
    }
    const by = { uid: null, name: 'import' }
    const first = await importCatalogue(deps, catalogue, by)
    expect(first).toMatchObject({ created: [one, two], kept: [], refused: ['no/good'] })
    // Estate 2 came without its German: listed, its problems reported.
    expect(Object.keys(first.problems)).toEqual([two])
    expect(await readListing(deps, one, adam)).toMatchObject({
      state: 'published',
      revision: 1,
      updatedBy: by,
      owner: by,
      translations: { fr: { estate_title: 'Penthouse d’exception sur Fifth Avenue' } },
    })
    expect(entries).toHaveLength(1)
    expect(entries[0]).toMatchObject({
      action: 'listing.import',
      by,
      detail: { created: 2, kept: 0 },
    })

    const again = await importCatalogue(deps, catalogue, by)
    expect(again).toMatchObject({ created: [], kept: [one, two] })
    expect(entries).toHaveLength(1)
    expect((await deps.listings.newest(one))?.n).toBe(1)
  })

  it('numbers a new draft after the highest id when none is asked for', async () => {
    const { deps } = setUp(makeStore())
    await importCatalogue(
      deps,
      { source: 'x', records: [{ ...siteData.properties[0], id: '41' }], translations: {} },
      { uid: null, name: 'import' },
    )
    expect(await createListing(deps, undefined, agnes)).toMatchObject({ id: '42' })
    expect(await createListing(deps, undefined, agnes)).toMatchObject({ id: '43' })
  })
})

test('the local Firestore keeps revisions under the listing, numbered to sort', async () => {
  const { deps } = setUp(firestoreListingStore(db))
  const id = freshId()
  await createListing(deps, id, agnes)
  await saveListing(deps, id, 1, complete(id), agnes)
  const stored = await db
    .collection(listingCollections.listings)
    .doc(id)
    .collection(listingCollections.revisions)
    .get()
  expect(stored.docs.map((doc) => doc.id)).toEqual([revisionId(1), revisionId(2)])
  const head = await db.collection(listingCollections.listings).doc(id).get()
  expect(head.data()).toMatchObject({ n: 2, ownerUid: 'agnes', state: 'draft' })
  expect(revisionId(12)).toBe('00000012')
})
