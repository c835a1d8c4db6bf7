import fc from 'fast-check'
import { memoryTicketStore } from './memory-ticket-store'
import { createRateLimiter, RateLimitBusyError, type TicketStore } from './rate-limiter'

const HOUR = 60 * 60 * 1000

/** Every store call waits for the scheduler, which lets them finish in any order it chooses. */
function scheduled(store: TicketStore, s: fc.Scheduler): TicketStore {
  return {
    latest: s.scheduleFunction(store.latest),
    takenSince: s.scheduleFunction(store.takenSince),
    create: s.scheduleFunction(store.create),
    release: s.scheduleFunction(store.release),
  }
}

describe('the hourly limit', () => {
  it('lets each visitor send the limit in any hour, and says when a slot frees up', async () => {
    const limiter = createRateLimiter({ limit: 3, windowMs: 60_000, store: memoryTicketStore() })
    expect((await limiter.take('ana', 0)).ok).toBe(true)
    expect((await limiter.take('ana', 10_000)).ok).toBe(true)
    expect((await limiter.take('ana', 20_000)).ok).toBe(true)
    expect(await limiter.take('ana', 30_000)).toEqual({ ok: false, retryAfterMs: 30_000 })
    expect((await limiter.take('ben', 30_000)).ok).toBe(true)
    // A sliding window: the first request leaves it a minute later, the second ten seconds on.
    expect((await limiter.take('ana', 60_001)).ok).toBe(true)
    expect(await limiter.take('ana', 60_002)).toEqual({ ok: false, retryAfterMs: 9_998 })
  })

  it('gives a slot back when the mail could not go out, without reusing its number', async () => {
    const store = memoryTicketStore()
    const limiter = createRateLimiter({ limit: 1, windowMs: 60_000, store })
    const slot = await limiter.take('ana', 0)
    if (!slot.ok) throw new Error('expected a slot')
    await slot.release()
    expect((await limiter.take('ana', 1)).ok).toBe(true)
    expect((await limiter.take('ana', 2)).ok).toBe(false)
    expect(store.tickets.get('ana')).toEqual([
      { n: 1, takenAt: 0, released: true },
      { n: 2, takenAt: 1, released: false },
    ])
  })

  it('numbers on after tickets that have left the window (or were deleted by their TTL)', async () => {
    const store = memoryTicketStore()
    store.tickets.set('ana', [{ n: 7, takenAt: 0, released: false }])
    const limiter = createRateLimiter({ limit: 1, windowMs: HOUR, store })
    expect((await limiter.take('ana', HOUR + 1)).ok).toBe(true)
    expect(store.tickets.get('ana')?.at(-1)).toEqual({ n: 8, takenAt: HOUR + 1, released: false })
  })

  it('lets exactly the limit through, whatever the order in which concurrent requests interleave', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.scheduler(),
        fc.integer({ min: 1, max: 6 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 0, max: 3 }),
        async (s, limit, requests, earlier) => {
          const store = memoryTicketStore()
          // Some requests of the visitor's earlier in the hour, and one of someone else's.
          const before = createRateLimiter({ limit, windowMs: HOUR, store })
          for (let index = 0; index < earlier; index += 1) await before.take('ana', index)
          await before.take('ben', 0)
          const limiter = createRateLimiter({ limit, windowMs: HOUR, store: scheduled(store, s) })
          const answers = Array.from({ length: requests }, () => limiter.take('ana', 1_000))
          await s.waitAll()
          const slots = await Promise.all(answers)
          const allowed = Math.max(0, Math.min(requests, limit - Math.min(earlier, limit)))
          expect(slots.filter((slot) => slot.ok)).toHaveLength(allowed)
          for (const slot of slots) {
            if (!slot.ok) expect(slot.retryAfterMs).toBeGreaterThan(HOUR - 2_000)
          }
          expect(store.tickets.get('ana')?.filter((ticket) => !ticket.released)).toHaveLength(
            Math.min(limit, earlier) + allowed,
          )
          expect(store.tickets.get('ben')).toHaveLength(1)
        },
      ),
      { numRuns: 300 },
    )
  }, 20_000)

  it('the interleaving test catches a limiter that counts, then writes (the race it prevents)', async () => {
    // A count-then-write limiter over the same store: a plain set instead of create-unless-exists.
    const naive = (store: TicketStore, limit: number) => ({
      async take(key: string, now: number) {
        const counted = (await store.takenSince(key, now - HOUR)).length
        if (counted >= limit) return false
        await store.create(key, { n: Math.random(), takenAt: now })
        return true
      },
    })
    const result = await fc.check(
      fc.asyncProperty(fc.scheduler(), async (s) => {
        const limiter = naive(scheduled(memoryTicketStore(), s), 2)
        const answers = Array.from({ length: 5 }, () => limiter.take('ana', 0))
        await s.waitAll()
        expect((await Promise.all(answers)).filter(Boolean)).toHaveLength(2)
      }),
      { numRuns: 100 },
    )
    expect(result.failed).toBe(true)
  })

  it('gives up, rather than deciding on a guess, when the store stays contended', async () => {
    const store = memoryTicketStore()
    const limiter = createRateLimiter({
      limit: 5,
      windowMs: HOUR,
      maxAttempts: 3,
      store: { ...store, create: async () => false },
    })
    await expect(limiter.take('ana', 0)).rejects.toBeInstanceOf(RateLimitBusyError)
  })

  it('passes on a store that fails', async () => {
    const limiter = createRateLimiter({
      limit: 5,
      windowMs: HOUR,
      store: { ...memoryTicketStore(), latest: () => Promise.reject(new Error('unavailable')) },
    })
    await expect(limiter.take('ana', 0)).rejects.toThrow('unavailable')
  })
})
