import { useMemo } from 'react'
import { useSessionUser } from '@/features/auth/use-session-user'
import { useSyncedSavedEstates } from './use-synced-saved-estates'

/** The ids of the signed-in visitor's saved estates (none for a guest), following other tabs. */
export function useSavedIds() {
  const user = useSessionUser()
  const saved = useSyncedSavedEstates(user?.uid)
  const ids = useMemo(() => new Set(saved.map((entry) => entry.id)), [saved])
  return { signedIn: user !== null, ids }
}
