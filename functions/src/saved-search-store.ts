import type { Language } from '@/config/languages'
import type { SearchFrequency } from '@/features/saved-searches/saved-search-schema'

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
  count: (uid: string) => Promise<number>
  create: (uid: string, search: StoredSearch) => Promise<string>
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
export function memorySavedSearchStore(): SavedSearchStore & {
  searches: Map<string, Map<string, StoredSearch>>
} {
  const searches = new Map<string, Map<string, StoredSearch>>()
  let next = 0
  const of = (uid: string) => {
    let owned = searches.get(uid)
    if (!owned) searches.set(uid, (owned = new Map()))
    return owned
  }
  return {
    searches,
    list: async (uid) => [...of(uid)].map(([id, search]) => ({ id, ...search })),
    count: async (uid) => of(uid).size,
    create: async (uid, search) => {
      next += 1
      const id = `search${next}`
      of(uid).set(id, { ...search })
      return id
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
}
