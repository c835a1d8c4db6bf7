import type { ListingRevision, ListingStore } from './admin-deps'

/**
 * The listings in memory, for tests: revisions created once (as Firestore's `create`), the heads
 * a copy. `pause` holds every write until released, to play two changes at once.
 */
export function memoryListingStore() {
  const revisions = new Map<string, Map<number, ListingRevision>>()
  const heads = new Map<string, ListingRevision>()
  const of = (id: string) => {
    let list = revisions.get(id)
    if (!list) revisions.set(id, (list = new Map()))
    return list
  }
  const copy = <T>(value: T): T => structuredClone(value)

  const store: ListingStore = {
    addRevision: async (id, revision) => {
      const list = of(id)
      if (list.has(revision.n)) return false
      list.set(revision.n, copy(revision))
      return true
    },
    revision: async (id, n) => copy(revisions.get(id)?.get(n) ?? null),
    newest: async (id) => {
      const list = [...(revisions.get(id)?.values() ?? [])]
      return copy(list.sort((a, b) => b.n - a.n)[0] ?? null)
    },
    head: async (id) => copy(heads.get(id) ?? null),
    putHead: async (id, revision) => void heads.set(id, copy(revision)),
    removeHead: async (id) => void heads.delete(id),
    heads: async ({ ownerUid }) =>
      [...heads]
        .filter(([, revision]) => ownerUid === undefined || revision.owner.uid === ownerUid)
        .map(([id, revision]) => ({ id, revision: copy(revision) })),
  }
  return { store, revisions, heads }
}
