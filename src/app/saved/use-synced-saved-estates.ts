import { useEffect } from 'react'
import { useSavedEstates } from '@/features/saved/use-saved-estates'

/**
 * useSavedEstates, with the account's list kept in step once the page has painted: the sync's
 * code loads only for a signed-in visitor (decision 035).
 */
export function useSyncedSavedEstates(uid: string | null | undefined) {
  useEffect(() => {
    if (uid)
      import('./sync-saved-estates').then(
        (sync) => sync.syncSavedEstates(uid),
        (error: unknown) => console.warn('The saved estates cannot sync now', error),
      )
  }, [uid])
  return useSavedEstates(uid)
}
