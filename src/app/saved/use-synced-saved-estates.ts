import { useEffect } from 'react'
import { savedEstatesStore } from '@/features/saved/saved-estates-store'
import { useSavedEstates } from '@/features/saved/use-saved-estates'
import { startSettled } from '@/lib/after-page-settles'

/**
 * useSavedEstates, with the account's list kept in step: the sync's code loads only for a
 * signed-in visitor (decision 035), once the first page has settled or at the visitor's first
 * change, whichever comes first (decision 052), so a save is on its way at once.
 */
export function useSyncedSavedEstates(uid: string | null | undefined) {
  useEffect(() => {
    if (!uid) return
    let waiting = true
    const start = () => {
      if (!waiting) return
      waiting = false
      stopListening()
      import('./sync-saved-estates').then(
        (sync) => sync.syncSavedEstates(uid),
        (error: unknown) => console.warn('The saved estates cannot sync now', error),
      )
    }
    const stopListening = savedEstatesStore().subscribe(uid, start)
    void startSettled().then(start)
    return () => {
      waiting = false
      stopListening()
    }
  }, [uid])
  return useSavedEstates(uid)
}
