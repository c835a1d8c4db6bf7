// @vitest-environment node
import { useLocalFirestore } from './testing/local-firestore'
import { firestoreTicketStore } from './firestore-tickets'
import { createRateLimiter } from './rate-limiter'

// The limiter through the Admin SDK's Firestore client, against the local Firestore the emulators
// start (a real gRPC server in this process): what the function does, without the function.
const HOUR = 60 * 60 * 1000
const local = useLocalFirestore('demo-tickets')

describe('the hourly limit in Firestore', () => {
  it('lets exactly the limit through out of 20 simultaneous requests, and no one else is held back', async () => {
    const store = firestoreTicketStore(local.db, { keepMs: HOUR })
    const limiter = createRateLimiter({ limit: 5, windowMs: HOUR, store })
    const now = Date.now()
    const slots = await Promise.all(Array.from({ length: 20 }, () => limiter.take('flood', now)))
    expect(slots.filter((slot) => slot.ok)).toHaveLength(5)
    for (const slot of slots.filter((candidate) => !candidate.ok)) {
      expect(slot).toEqual({ ok: false, retryAfterMs: HOUR })
    }
    expect((await limiter.take('someone-else', now)).ok).toBe(true)

    const tickets = await local.db.collection('enquiryLimits/flood/tickets').orderBy('n').get()
    expect(tickets.docs.map((doc) => doc.id)).toEqual([1, 2, 3, 4, 5].map((n) => `000000000${n}`))
    expect(tickets.docs[0]?.get('expiresAt').toMillis()).toBe(now + HOUR)
  }, 30_000)

  it('gives a released slot back and numbers on', async () => {
    const store = firestoreTicketStore(local.db, { keepMs: HOUR })
    const limiter = createRateLimiter({ limit: 1, windowMs: HOUR, store })
    const first = await limiter.take('release', 1_000)
    if (!first.ok) throw new Error('expected a slot')
    await first.release()
    expect((await limiter.take('release', 2_000)).ok).toBe(true)
    expect(await limiter.take('release', 3_000)).toEqual({ ok: false, retryAfterMs: HOUR - 1_000 })
    expect(await store.takenSince('release', 0)).toEqual([
      { n: 1, takenAt: 1_000, released: true },
      { n: 2, takenAt: 2_000, released: false },
    ])
  })

  it('answers the store’s own error when a write fails for another reason than a taken number', async () => {
    const store = firestoreTicketStore(local.db, { keepMs: HOUR })
    await expect(store.release('nobody', 1)).rejects.toMatchObject({ code: 5 })
  })
})
