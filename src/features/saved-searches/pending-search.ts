import { pendingAfterSignIn } from '@/lib/pending-after-sign-in'

/**
 * A guest who pressed "Save this search" is asked to sign in first; the search, as its address
 * writes it, is remembered here and saved once they have.
 */
export type PendingSearch = { query: string }

export const pendingSearch = pendingAfterSignIn<PendingSearch>('pending-saved-search', (value) => {
  const entry = value as Partial<PendingSearch> | null
  return typeof entry?.query === 'string' ? { query: entry.query } : null
})
