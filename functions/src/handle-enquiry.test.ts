import { enquiry as limits } from '@/config/constants'
import { enquiryMessages } from '@/config/enquiry-messages'
import { parseEstates } from '@/features/estates/parse-estates'
import { estateRecord } from '@/testing/estate-records'
import { handleEnquiry, type EnquiryDeps } from './handle-enquiry'
import type { RateLimiter } from './rate-limiter'

// The function's answers around the hourly limit (the limiter itself: rate-limiter.test.ts).
const now = new Date('2026-11-23T12:00:00.000Z')
const { estates } = parseEstates([estateRecord({ id: '1' })])
const body = {
  estateId: '1',
  name: 'Henrietta Vale',
  email: 'henrietta@example.com',
  dates: ['2026-11-25T10:30:00.000Z'],
  consent: true,
}
const post = {
  method: 'POST',
  headers: { authorization: 'Bearer token', 'content-type': 'application/json' },
  rawBody: Buffer.from(JSON.stringify(body)),
}

function deps(limiter: RateLimiter, send: EnquiryDeps['send'] = async () => undefined) {
  return {
    verifyToken: async () => ({ uid: 'uid-1', email: 'account@example.com' }),
    send,
    estates: new Map(estates.map((estate) => [estate.id, estate])),
    limiter,
    from: 'Luxury Living <enquiries@luxuryliving.example>',
    now: () => now,
    log: () => undefined,
  } satisfies EnquiryDeps
}

describe('the enquiry function and the hourly limit', () => {
  it('answers 429 with the wait in words and in Retry-After, and sends nothing', async () => {
    const send = vi.fn(async () => undefined)
    const limiter: RateLimiter = { take: async () => ({ ok: false, retryAfterMs: 61_000 }) }
    const answer = await handleEnquiry(post, deps(limiter, send))
    expect(answer.status).toBe(429)
    expect(answer.headers).toEqual({ 'Retry-After': '61' })
    expect(answer.body).toEqual({
      error: {
        code: 'rate-limited',
        message: enquiryMessages.errors.rateLimited(limits.perVisitorPerHour, 2),
      },
    })
    expect(send).not.toHaveBeenCalled()
  })

  it('counts the visitor from the token, at the time of the request', async () => {
    const take = vi.fn<RateLimiter['take']>(async () => ({ ok: true, release: async () => {} }))
    expect((await handleEnquiry(post, deps({ take }))).status).toBe(200)
    expect(take).toHaveBeenCalledWith('uid-1', now.getTime())
  })

  it('sends nothing and asks to retry (503) when the count cannot be read', async () => {
    const send = vi.fn(async () => undefined)
    const limiter: RateLimiter = { take: () => Promise.reject(new Error('unavailable')) }
    const answer = await handleEnquiry(post, deps(limiter, send))
    expect(answer.status).toBe(503)
    expect(answer.headers).toEqual({ 'Retry-After': '60' })
    expect(answer.body).toEqual({
      error: { code: 'limit-unavailable', message: enquiryMessages.errors.mailFailed },
    })
    expect(send).not.toHaveBeenCalled()
  })

  it('gives the slot back when the mail fails, and still answers 502 if that fails too', async () => {
    const release = vi.fn(() => Promise.reject(new Error('unavailable')))
    const limiter: RateLimiter = { take: async () => ({ ok: true, release }) }
    const failing = async () => {
      throw new Error('421')
    }
    const answer = await handleEnquiry(post, deps(limiter, failing))
    expect(answer.status).toBe(502)
    expect(release).toHaveBeenCalledOnce()
  })
})
