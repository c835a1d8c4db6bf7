import type { Language } from '@/config/languages'
import type { SearchFrequency } from '@/features/saved-searches/saved-search-schema'
import { memoryWriteTurns } from './memory-write-turns'
import { attemptsFor, writeInTurn } from './write-turns'

/** A saved search as stored: `accounts/{uid}/searches/{id}` (helper notes of issue 32). */
export type StoredSearch = {
  name: string
  query: string
  frequency: SearchFrequency
  /** The page's language when it was last saved or changed: its alert mails are written in it. */
  language: Language
  createdAt: number
  updatedAt: number
}

/** One account's saved searches: every call names the owner, taken from the ID token. */
export type SavedSearchStore = {
  list: (uid: string) => Promise<(StoredSearch & { id: string })[]>
  /**
   * Adds the search under a new id, unless the account keeps `max` searches already (then null):
   * counted and written in turn (write-turns.ts), so saves at once never pass `max`.
   */
  create: (uid: string, search: StoredSearch, max: number) => Promise<string | null>
  get: (uid: string, id: string) => Promise<StoredSearch | null>
  /** False when the owner has no search of that id. */
  update: (
    uid: string,
    id: string,
    change: Partial<Pick<StoredSearch, 'name' | 'frequency'>> &
      Pick<StoredSearch, 'language' | 'updatedAt'>,
  ) => Promise<boolean>
  /** False when the owner has no search of that id. */
  remove: (uid: string, id: string) => Promise<boolean>
}

/** The store's rules over a Map, for tests. Never deployed (index.ts does not import it). */
export function memorySavedSearchStore({ pause }: { pause?: () => Promise<void> } = {}) {
  const searches = new Map<string, Map<string, StoredSearch>>()
  let next = 0
  const of = (uid: string) => {
    let owned = searches.get(uid)
    if (!owned) searches.set(uid, (owned = new Map()))
    return owned
  }
  const turns = memoryWriteTurns<string, { id: string; search: StoredSearch }>({
    read: (uid) => [...of(uid).keys()],
    write: (uid, writes) => {
      for (const { id, search } of writes) of(uid).set(id, { ...search })
    },
    pause,
  })
  const store: SavedSearchStore = {
    list: async (uid) => [...of(uid)].map(([id, search]) => ({ id, ...search })),
    create: (uid, search, max) => {
      // Ids are never given twice, as Firestore's own are not: a deleted search's alerts name
      // no other.
      next += 1
      const id = `search${next}`
      return writeInTurn(
        turns,
        uid,
        (stored) =>
          stored.length >= max
            ? { writes: [], answer: null }
            : { writes: [{ id, search }], answer: id },
        attemptsFor(max),
      )
    },
    get: async (uid, id) => {
      const search = of(uid).get(id)
      return search ? { ...search } : null
    },
    update: async (uid, id, change) => {
      const search = of(uid).get(id)
      if (!search) return false
      of(uid).set(id, { ...search, ...change })
      return true
    },
    remove: async (uid, id) => of(uid).delete(id),
  }
  return { ...store, searches }
}
