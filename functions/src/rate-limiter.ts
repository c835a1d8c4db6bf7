/**
 * Each visitor may send `limit` requests in any `windowMs` (a sliding window), counted in a store
 * that every instance of the function shares (Firestore deployed, decision 025).
 *
 * The only atomic step it needs from the store is "create this record unless it exists". Each
 * request a visitor is allowed takes a numbered ticket: it reads the highest number taken so far,
 * then the tickets of the last hour, and, if fewer than `limit` count, creates ticket highest + 1.
 * Exactly one of several concurrent requests can create a given number; the others find it taken,
 * read again and decide again. As tickets are only ever created at highest + 1, and numbers are never
 * reused, a successful create proves that nothing was added since the read, so the count it decided
 * on was the true one: no interleaving of instances lets more than `limit` through.
 *
 * A slot is taken before the mail goes out and given back (the ticket marked released, never
 * deleted, so its number stays used) if the mail fails: a delivery failure counts against no one.
 */

export type Ticket = { n: number; takenAt: number; released: boolean }

export interface TicketStore {
  /** The highest ticket number `key` has taken (0 for none). */
  latest(key: string): Promise<number>
  /** `key`'s tickets taken after `after` (ms since the epoch). */
  takenSince(key: string, after: number): Promise<Ticket[]>
  /** Creates ticket `n` unless it exists, atomically: true when this call created it. */
  create(key: string, ticket: { n: number; takenAt: number }): Promise<boolean>
  /** Marks ticket `n` released: it no longer counts. */
  release(key: string, n: number): Promise<void>
}

export type Slot = { ok: true; release: () => Promise<void> } | { ok: false; retryAfterMs: number }

export interface RateLimiter {
  /** Takes a slot for `key` at `now`, or says when the oldest counted one frees up. */
  take(key: string, now: number): Promise<Slot>
}

/** The store was too contended to decide (the caller answers "try again", not "limited"). */
export class RateLimitBusyError extends Error {
  constructor() {
    super('The rate limit could not be checked: too many simultaneous requests for one visitor.')
    this.name = 'RateLimitBusyError'
  }
}

export function createRateLimiter({
  limit,
  windowMs,
  store,
  maxAttempts = limit + 5,
}: {
  limit: number
  windowMs: number
  store: TicketStore
  /** Reads and create attempts per request; each lost attempt means another request won a slot. */
  maxAttempts?: number
}): RateLimiter {
  return {
    async take(key, now) {
      for (let attempt = 0; attempt < maxAttempts; attempt += 1) {
        // The highest number first: every ticket up to it exists already, so the read of the window
        // that follows sees all of them.
        const latest = await store.latest(key)
        const tickets = await store.takenSince(key, now - windowMs)
        const counted = tickets.filter((ticket) => !ticket.released)
        if (counted.length >= limit) {
          const times = counted.map((ticket) => ticket.takenAt).sort((a, b) => a - b)
          // The window drops below the limit when this one leaves it.
          const freesAt = (times[counted.length - limit] ?? now) + windowMs
          return { ok: false, retryAfterMs: Math.max(0, freesAt - now) }
        }
        const n = Math.max(latest, ...tickets.map((ticket) => ticket.n)) + 1
        if (await store.create(key, { n, takenAt: now })) {
          return { ok: true, release: () => store.release(key, n) }
        }
        // Another request took number n in the meantime: read again.
      }
      throw new RateLimitBusyError()
    },
  }
}
