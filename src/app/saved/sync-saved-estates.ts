import { idToken } from '@/features/auth/auth-actions'
import { subscribeSession } from '@/features/auth/session'
import { startSavedEstatesSync, stopSavedEstatesSync } from '@/features/saved/saved-estates-sync'

/**
 * The saved estates kept in step with the account's (decision 035): this module loads after the
 * first paint, for a signed-in visitor only (use-synced-saved-estates.ts).
 */
let watching = false

export function syncSavedEstates(uid: string) {
  if (!watching) {
    watching = true
    subscribeSession((user) => {
      if (!user) stopSavedEstatesSync()
    })
  }
  return startSavedEstatesSync(uid, idToken)
}
