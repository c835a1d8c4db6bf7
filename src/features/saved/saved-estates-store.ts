import { userStorageKey } from '@/lib/user-storage'

/**
 * One saved estate: its id, its title when saved (to name it if it leaves the catalogue), and when
 * it was saved (newest first in the list).
 */
export type SavedEstate = { id: string; title: string; savedAt: number }

/**
 * Where a person's saved estates live. This one keeps them in the browser, per user; a store on
 * a server can take its place behind the same four calls.
 */
export type SavedEstatesStore = {
  list: (uid: string) => readonly SavedEstate[]
  save: (uid: string, estate: { id: string; title: string }) => void
  remove: (uid: string, id: string) => void
  /** Calls back when this person's list changes, here or in another tab. */
  subscribe: (uid: string, listener: () => void) => () => void
}

export const SAVED_ESTATES_KEY = 'saved-estates'

const empty: readonly SavedEstate[] = Object.freeze([])

function parse(raw: string | null): readonly SavedEstate[] {
  if (!raw) return empty
  try {
    const value: unknown = JSON.parse(raw)
    if (!Array.isArray(value)) return empty
    const seen = new Set<string>()
    return value.flatMap((entry: unknown) => {
      if (!entry || typeof entry !== 'object') return []
      const { id, title, savedAt } = entry as Record<string, unknown>
      if (typeof id !== 'string' || id === '' || seen.has(id)) return []
      seen.add(id)
      return [
        {
          id,
          title: typeof title === 'string' ? title : '',
          savedAt: typeof savedAt === 'number' ? savedAt : 0,
        },
      ]
    })
  } catch {
    return empty // Unreadable: as if nothing were saved, rather than a broken page.
  }
}

export function createLocalSavedEstatesStore(
  storage: Storage = localStorage,
  events: Pick<Window, 'addEventListener' | 'removeEventListener'> = window,
  now: () => number = Date.now,
): SavedEstatesStore {
  // The same array for the same stored text, so React's useSyncExternalStore sees no change.
  const cache = new Map<string, { raw: string | null; list: readonly SavedEstate[] }>()
  const listeners = new Map<string, Set<() => void>>()

  const list = (uid: string) => {
    const raw = storage.getItem(userStorageKey(uid, SAVED_ESTATES_KEY))
    const cached = cache.get(uid)
    if (cached?.raw === raw) return cached.list
    const parsed = parse(raw)
    cache.set(uid, { raw, list: parsed })
    return parsed
  }
  const notify = (uid: string) => listeners.get(uid)?.forEach((listener) => listener())
  const write = (uid: string, next: readonly SavedEstate[]) => {
    storage.setItem(userStorageKey(uid, SAVED_ESTATES_KEY), JSON.stringify(next))
    notify(uid)
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
      if (current.some((entry) => entry.id === id)) return
      write(uid, [{ id, title, savedAt: now() }, ...current])
    },
    remove: (uid, id) => {
      const current = list(uid)
      if (!current.some((entry) => entry.id === id)) return
      write(
        uid,
        current.filter((entry) => entry.id !== id),
      )
    },
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

let store: SavedEstatesStore | undefined

/** The site's store, created on first use (so nothing touches storage before it is needed). */
export const savedEstatesStore = () => (store ??= createLocalSavedEstatesStore())
