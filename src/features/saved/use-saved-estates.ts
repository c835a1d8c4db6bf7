import { useCallback, useSyncExternalStore } from 'react'
import { savedEstatesStore, type SavedEstate } from './saved-estates-store'

const none: readonly SavedEstate[] = []
const noop = () => () => undefined

/** A signed-in person's saved estates, kept current with this tab and the others; none for a guest. */
export function useSavedEstates(uid: string | null | undefined) {
  const subscribe = useCallback(
    (listener: () => void) => (uid ? savedEstatesStore().subscribe(uid, listener) : noop()),
    [uid],
  )
  const snapshot = useCallback(() => (uid ? savedEstatesStore().list(uid) : none), [uid])
  return useSyncExternalStore(subscribe, snapshot, () => none)
}

export const isSaved = (list: readonly SavedEstate[], id: string) =>
  list.some((entry) => entry.id === id)
