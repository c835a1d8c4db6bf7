// @vitest-environment node
import { useLocalFirestore } from '../testing/local-firestore'
import { firestorePhotoRecords, PHOTOS_COLLECTION, type PhotoRecord } from './photo-records'

// The records through the Admin SDK against the local Firestore the emulators start.
const local = useLocalFirestore('demo-photos')

const record = (n: number, at: number): PhotoRecord => ({
  sha256: n.toString(16).padStart(64, '0'),
  type: 'jpeg',
  bytes: 1000 + n,
  width: 1600,
  height: 1200,
  variants: [{ width: 1200, size: { width: 1200, height: 900 }, bytes: 70_000 }],
  by: { uid: 'agnes', name: 'Agnes' },
  at,
})

describe('photos/{sha256} in Firestore', () => {
  it('creates a record once: the second of two at once finds it exists, unchanged', async () => {
    const records = firestorePhotoRecords(local.db)
    const first = record(1, 5_000)
    const other = { ...first, by: { uid: 'adam', name: 'Adam' } }
    const outcomes = await Promise.all([records.create(first), records.create(other)])
    expect(outcomes.sort()).toEqual(['created', 'exists'])
    const kept = await records.get(first.sha256)
    expect([first, other]).toContainEqual(kept)
    expect(await records.get(record(99, 0).sha256)).toBeNull()
  })

  it('lists the newest first, a page at a time by time, and skips a record it cannot read', async () => {
    const records = firestorePhotoRecords(local.db)
    for (const [n, at] of [
      [2, 1_000],
      [3, 3_000],
      [4, 2_000],
    ] as const)
      await records.create(record(n, at))
    await local.db.collection(PHOTOS_COLLECTION).doc('broken').set({ at: 500, width: 'wide' })
    const newest = await records.list({ limit: 3 })
    expect(newest.map((photo) => photo.at)).toEqual([5_000, 3_000, 2_000])
    const older = await records.list({ before: 2_000, limit: 3 })
    expect(older.map((photo) => photo.at)).toEqual([1_000])
  })
})
