import { signOutQuestion } from '@/features/auth/sign-out-dialog'
import { savedEstatesOnDevice } from '@/features/saved/saved-estates-store'

/** How long "clear" waits for this browser's unsent saves before it forgets them anyway. */
const SENDING_MS = 5_000

/**
 * What Logout asks first: whether to keep or clear the saved estates this browser keeps for the
 * visitor (a shared computer); nothing when it keeps none. Loaded on the press (see navbar.tsx).
 * Asked, the saves not sent yet go to the account (the sync may not have started: decision 052),
 * and "clear" waits for them.
 */
export function savedEstatesQuestion(uid: string) {
  const question = signOutQuestion(savedEstatesOnDevice(uid))
  if (!question) return null
  const sent = import('../saved/sync-saved-estates').then(
    (sync) => sync.syncSavedEstates(uid),
    () => undefined, // not loaded: "clear" loses what was not sent (decision 035)
  )
  // Counted from the choice, not the question: reading it takes the time it takes.
  const givenUp = () => new Promise((resolve) => setTimeout(resolve, SENDING_MS))
  return { ...question, beforeClearing: () => Promise.race([sent, givenUp()]) }
}
