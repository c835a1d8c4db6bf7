/**
 * A guest who pressed save is asked to sign in first; the estate they meant is remembered here (for
 * this tab only) and saved once they have, so nothing is saved, or shown saved, before.
 */
const PENDING_KEY = 'pending-saved-estate'

export type PendingSave = { id: string; title: string }

export function rememberPendingSave(pending: PendingSave, storage: Storage = sessionStorage) {
  try {
    storage.setItem(PENDING_KEY, JSON.stringify(pending))
  } catch {
    // Storage disabled: signing in still works, the estate is simply not saved after.
  }
}

/** The remembered estate, forgotten as it is read. */
export function takePendingSave(storage: Storage = sessionStorage): PendingSave | null {
  try {
    const raw = storage.getItem(PENDING_KEY)
    storage.removeItem(PENDING_KEY)
    if (!raw) return null
    const value = JSON.parse(raw) as Partial<PendingSave> | null
    return typeof value?.id === 'string' && typeof value.title === 'string'
      ? { id: value.id, title: value.title }
      : null
  } catch {
    return null
  }
}
