// @vitest-environment node
import type { CatalogueVersion } from '@/features/listings/publishing-schema'
import { useLocalFirestore } from '../testing/local-firestore'
import { firestoreVersionStore, versionId } from './version-store'

// The versions through the Admin SDK, against the local Firestore the emulators start: what the
// admin function and the runner share, without either.
const local = useLocalFirestore('demo-versions')

const version = (n: number, hash = 'ab'.repeat(32)): CatalogueVersion => ({
  n,
  hash,
  by: { uid: 'adam', name: 'Adam' },
  at: `2026-11-28T09:0${n}:00.000Z`,
  listings: { '1': 3, '2': 1 },
  changes: { added: ['2'], changed: ['1'], removed: [] },
  photos: [],
  restoredFrom: null,
})

describe('the catalogue versions in Firestore', () => {
  it('creates a version once: the second of two at once with the same number is refused', async () => {
    const store = firestoreVersionStore(local.db)
    const made = await Promise.all([
      store.create(version(1)),
      store.create(version(1, 'cd'.repeat(32))),
    ])
    expect(made.sort()).toEqual([false, true])
    expect(await store.create(version(2))).toBe(true)
    expect((await store.newest())?.n).toBe(2)
    expect((await store.list(50)).map(({ n }) => n)).toEqual([2, 1])
    expect(await store.get(2)).toEqual(version(2))
    expect(await store.get(3)).toBeNull()
    const doc = await local.db.collection('catalogueVersions').doc(versionId(1)).get()
    expect(doc.id).toBe('000001')
  }, 30_000)

  it('queues a build once, reads the runner’s reports whatever else it keeps, and the live site', async () => {
    const store = firestoreVersionStore(local.db)
    const hash = 'ef'.repeat(32)
    await store.queueBuild({ n: 1, hash, state: 'queued', queuedAt: '2026-11-28T09:00:00.000Z' })
    await local.db
      .collection('builds')
      .doc('000001')
      .set({ n: 1, hash, state: 'live', seconds: 9.5, startedAt: 5, endedAt: '…' })
    // Queued again (a publish retried): the runner's state stays.
    await store.queueBuild({ n: 1, hash, state: 'queued', queuedAt: '2026-11-28T09:01:00.000Z' })
    await store.queueBuild({ n: 2, hash, state: 'queued', queuedAt: '2026-11-28T09:02:00.000Z' })
    expect([...(await store.builds(50))]).toEqual([
      [2, { state: 'queued' }],
      [1, { state: 'live', seconds: 9.5 }],
    ])
    expect(await store.live()).toBeNull()
    await local.db
      .collection('site')
      .doc('live')
      .set({ n: 1, hash, at: '2026-11-28T09:03:00.000Z' })
    expect(await store.live()).toEqual({ n: 1, hash, at: '2026-11-28T09:03:00.000Z' })
  }, 30_000)
})
