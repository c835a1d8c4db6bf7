import { useEffect } from 'react'
import { useSavedEstates } from '@/features/saved/use-saved-estates'
import { startSettled } from '@/lib/after-page-settles'

/**
 * useSavedEstates, with the account's list kept in step once the first page has settled: the
 * sync's code loads only for a signed-in visitor (decision 035), and a change made before it
 * starts is this browser's, sent at its start (decision 060).
 */
export function useSyncedSavedEstates(uid: string | null | undefined) {
  useEffect(() => {
    if (!uid) return
    let mounted = true
    void startSettled()
      .then(() => mounted && import('./sync-saved-estates'))
      .then(
        (sync) => sync && sync.syncSavedEstates(uid),
        (error: unknown) => console.warn('The saved estates cannot sync now', error),
      )
    return () => {
      mounted = false
    }
  }, [uid])
  return useSavedEstates(uid)
}
