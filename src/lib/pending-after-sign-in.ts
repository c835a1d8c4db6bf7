/**
 * What a guest pressed before being asked to sign in (save an estate, save a search), remembered
 * for this tab only and done once they have: nothing is done, or shown done, before. Each kind has
 * its key and reads its own value back, so a damaged or stale entry is nothing.
 */
export function pendingAfterSignIn<T>(key: string, read: (value: unknown) => T | null) {
  return {
    remember(pending: T, storage: Storage = sessionStorage) {
      try {
        storage.setItem(key, JSON.stringify(pending))
      } catch {
        // Storage disabled: signing in still works, the action is simply not done after.
      }
    },
    /** The remembered value, forgotten as it is read. */
    take(storage: Storage = sessionStorage): T | null {
      try {
        const raw = storage.getItem(key)
        storage.removeItem(key)
        return raw ? read(JSON.parse(raw)) : null
      } catch {
        return null
      }
    },
  }
}
