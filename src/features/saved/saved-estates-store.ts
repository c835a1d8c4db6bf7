import { userStorageKey } from '@/lib/user-storage'

/**
 * One saved estate: its id, its title when saved (to name it if it leaves the catalogue), and when
 * it was saved (newest first in the list).
 */
export type SavedEstate = { id: string; title: string; savedAt: number }

/**
 * Where a person's saved estates live on this browser, per user: what paints first and what works
 * offline. The account's list is on the server: saved-estates-sync keeps the two in step
 * (decision 035).
 */
export type SavedEstatesStore = {
  list: (uid: string) => readonly SavedEstate[]
  /** False when the list could not be written (storage full or turned off): nothing changed. */
  save: (uid: string, estate: { id: string; title: string }) => boolean
  /** False when the list could not be written: the estate is still saved. */
  remove: (uid: string, id: string) => boolean
  /** Puts the account's list in place of this browser's (the sync's). */
  replace: (uid: string, list: readonly SavedEstate[]) => boolean
  /** Calls back when this person's list changes, here or in another tab. */
  subscribe: (uid: string, listener: () => void) => () => void
}

export const SAVED_ESTATES_KEY = 'saved-estates'

/** Where a stored list that could not be read whole is kept aside, rather than overwritten. */
export const CORRUPT_SAVED_ESTATES_KEY = `${SAVED_ESTATES_KEY}:corrupt`

const empty: readonly SavedEstate[] = Object.freeze([])

/** The list, and whether the stored text was damaged (unreadable, or some entries skipped). */
function parse(raw: string | null): { list: readonly SavedEstate[]; damaged: boolean } {
  if (!raw) return { list: empty, damaged: false }
  let value: unknown
  try {
    value = JSON.parse(raw)
  } catch {
    return { list: empty, damaged: true } // Unreadable: as if nothing were saved, not a broken page.
  }
  if (!Array.isArray(value)) return { list: empty, damaged: true }
  const seen = new Set<string>()
  let damaged = false
  const list = value.flatMap((entry: unknown) => {
    if (!entry || typeof entry !== 'object') {
      damaged = true
      return []
    }
    const { id, title, savedAt } = entry as Record<string, unknown>
    if (typeof id !== 'string' || id === '') {
      damaged = true
      return []
    }
    if (seen.has(id)) return []
    seen.add(id)
    return [
      {
        id,
        title: typeof title === 'string' ? title : '',
        savedAt: typeof savedAt === 'number' ? savedAt : 0,
      },
    ]
  })
  return { list, damaged }
}

export function createLocalSavedEstatesStore(
  storage: Storage = localStorage,
  events: Pick<Window, 'addEventListener' | 'removeEventListener'> = window,
  now: () => number = Date.now,
): SavedEstatesStore {
  // The same array for the same stored text, so React's useSyncExternalStore sees no change.
  const cache = new Map<
    string,
    { raw: string | null; list: readonly SavedEstate[]; damaged: boolean }
  >()
  const listeners = new Map<string, Set<() => void>>()

  const read = (uid: string) => {
    let raw: string | null = null
    try {
      raw = storage.getItem(userStorageKey(uid, SAVED_ESTATES_KEY))
    } catch {
      // Storage turned off: nothing saved can be shown, and saving will say it failed.
    }
    const cached = cache.get(uid)
    if (cached && cached.raw === raw) return cached
    const entry = { raw, ...parse(raw) }
    cache.set(uid, entry)
    return entry
  }
  const list = (uid: string) => read(uid).list
  const notify = (uid: string) => listeners.get(uid)?.forEach((listener) => listener())
  /**
   * Writes the list; false, and nothing changed, when storage refuses (full, or turned off). A
   * damaged list is first copied aside, so what could not be read is not lost to the next save.
   */
  const write = (uid: string, next: readonly SavedEstate[]) => {
    const { raw, damaged } = read(uid)
    try {
      if (damaged && raw !== null) {
        storage.setItem(userStorageKey(uid, CORRUPT_SAVED_ESTATES_KEY), raw)
      }
      storage.setItem(userStorageKey(uid, SAVED_ESTATES_KEY), JSON.stringify(next))
    } catch (error) {
      console.warn('The saved estates could not be written', error)
      return false
    }
    notify(uid)
    return true
  }

  // Another tab wrote (or cleared) the list: localStorage tells every other tab of the same site.
  events.addEventListener('storage', (event) => {
    const { key } = event as StorageEvent
    for (const uid of listeners.keys())
      if (key === null || key === userStorageKey(uid, SAVED_ESTATES_KEY)) notify(uid)
  })

  return {
    list,
    save: (uid, { id, title }) => {
      const current = list(uid)
      if (current.some((entry) => entry.id === id)) return true
      return write(uid, [{ id, title, savedAt: now() }, ...current])
    },
    remove: (uid, id) => {
      const current = list(uid)
      if (!current.some((entry) => entry.id === id)) return true
      return write(
        uid,
        current.filter((entry) => entry.id !== id),
      )
    },
    replace: (uid, next) => JSON.stringify(next) === read(uid).raw || write(uid, next),
    subscribe: (uid, listener) => {
      const set = listeners.get(uid) ?? new Set()
      set.add(listener)
      listeners.set(uid, set)
      return () => {
        set.delete(listener)
        if (set.size === 0) listeners.delete(uid)
      }
    },
  }
}

/**
 * What this browser keeps of a person's saved estates, that someone else using it could read:
 * how many, and whether a list that could not be read whole is kept too (in place, or aside).
 */
export function savedEstatesOnDevice(uid: string, storage?: Storage) {
  try {
    const store = storage ?? localStorage
    const { list, damaged } = parse(store.getItem(userStorageKey(uid, SAVED_ESTATES_KEY)))
    const keptAside = store.getItem(userStorageKey(uid, CORRUPT_SAVED_ESTATES_KEY)) !== null
    return { count: list.length, damagedCopy: damaged || keptAside }
  } catch {
    return { count: 0, damagedCopy: false } // Storage turned off: it keeps nothing.
  }
}

let store: SavedEstatesStore | undefined

/** The site's store, created on first use (so nothing touches storage before it is needed). */
export const savedEstatesStore = () => (store ??= createLocalSavedEstatesStore())
