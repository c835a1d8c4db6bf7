import { pendingAfterSignIn } from '@/lib/pending-after-sign-in'

/**
 * A guest who pressed save is asked to sign in first; the estate they meant is remembered here (for
 * this tab only) and saved once they have, so nothing is saved, or shown saved, before.
 */
export type PendingSave = { id: string; title: string }

const pending = pendingAfterSignIn<PendingSave>('pending-saved-estate', (value) => {
  const entry = value as Partial<PendingSave> | null
  return typeof entry?.id === 'string' && typeof entry.title === 'string'
    ? { id: entry.id, title: entry.title }
    : null
})

export const rememberPendingSave = pending.remember
/** The remembered estate, forgotten as it is read. */
export const takePendingSave = pending.take
