import { createRateLimiter } from './rate-limiter'

describe('the hourly limit', () => {
  it('lets each visitor send the limit in any hour, and says when a slot frees up', () => {
    const limiter = createRateLimiter(3, 60_000)
    expect(limiter.take('ana', 0).ok).toBe(true)
    expect(limiter.take('ana', 10_000).ok).toBe(true)
    expect(limiter.take('ana', 20_000).ok).toBe(true)
    expect(limiter.take('ana', 30_000)).toEqual({ ok: false, retryAfterMs: 30_000 })
    expect(limiter.take('ben', 30_000).ok).toBe(true)
    expect(limiter.take('ana', 60_001).ok).toBe(true)
  })

  it('gives a slot back when the mail could not go out', () => {
    const limiter = createRateLimiter(1, 60_000)
    const slot = limiter.take('ana', 0)
    if (!slot.ok) throw new Error('expected a slot')
    slot.release()
    expect(limiter.take('ana', 1).ok).toBe(true)
    expect(limiter.take('ana', 2).ok).toBe(false)
  })
})
