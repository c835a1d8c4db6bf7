// @vitest-environment node
import { createRateLimiter } from '../rate-limiter'
import { memoryTicketStore } from '../memory-ticket-store'
import type { DecodedToken } from '../admin/admin-deps'
import { handleView, visitorKey, type ViewDeps } from './handle-view'
import { memoryFigures } from './figures-store'

const NOON = Date.UTC(2026, 10, 28, 12)

function setUp() {
  const figures = memoryFigures()
  let now = NOON
  let secrets = 0
  const tokens: Record<string, DecodedToken> = {
    visitor: { uid: 'v1' },
    other: { uid: 'v2' },
    agent: { uid: 'a1', role: 'agent' },
    owner: { uid: 'o1', role: 'owner' },
  }
  const deps: ViewDeps = {
    verifyToken: async (token) => {
      const decoded = tokens[token]
      if (!decoded) throw new Error('invalid token')
      return decoded
    },
    estates: async () => new Map([['7', {}]]),
    figures,
    limiter: createRateLimiter({ limit: 20, windowMs: 3_600_000, store: memoryTicketStore() }),
    now: () => now,
    freshSecret: () => `secret-${(secrets += 1)}`,
  }
  const view = (
    token: string | null,
    { estateId = '7', ip = 'ip-1', userAgent = 'Browser/1' } = {},
  ) =>
    handleView(
      {
        method: 'POST',
        headers: {
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          'user-agent': userAgent,
          'content-type': 'application/json',
        },
        rawBody: Buffer.from(JSON.stringify({ estateId })),
        ip,
      },
      deps,
    )
  const today = async (day = '2026-11-28') => (await figures.days('7', [day]))[0]!
  return { figures, deps, view, today, later: (ms: number) => (now += ms) }
}

describe('POST /api/views', () => {
  it('counts two views of one visitor on one day as one visitor', async () => {
    const { view, today } = setUp()
    expect((await view('visitor')).status).toBe(204)
    expect((await view('visitor')).status).toBe(204)
    expect(await today()).toMatchObject({ views: 2, visitors: 1 })
  })

  it('counts another address or browser as another visitor', async () => {
    const { view, today } = setUp()
    await view('visitor')
    await view('other', { ip: 'ip-2' })
    await view('other', { userAgent: 'Browser/2' })
    expect(await today()).toMatchObject({ views: 3, visitors: 3 })
  })

  it('leaves staff views, tokenless and invalid tokens out, answering 204 @fault', async () => {
    const { view, today } = setUp()
    for (const token of ['agent', 'owner', null, 'forged'])
      expect((await view(token)).status).toBe(204)
    expect(await today()).toMatchObject({ views: 0, visitors: 0 })
  })

  it('counts only estates the site shows, and refuses a malformed id @fault', async () => {
    const { view, figures } = setUp()
    expect((await view('visitor', { estateId: '99' })).status).toBe(204)
    expect((await figures.days('99', ['2026-11-28']))[0]).toMatchObject({ views: 0 })
    expect((await view('visitor', { estateId: '../x' })).status).toBe(400)
  })

  it('stops counting a key that reloads past the hourly limit @fault', async () => {
    const { view, today } = setUp()
    for (let n = 0; n < 25; n += 1) await view('visitor')
    expect(await today()).toMatchObject({ views: 20, visitors: 1 })
  })

  it('starts a new secret each UTC day and drops the old one', async () => {
    const { view, today, later, figures } = setUp()
    await view('visitor')
    expect(figures.secrets.get('2026-11-28')).toBe('secret-1')
    const firstKey = visitorKey('secret-1', 'ip-1', 'Browser/1')
    later(12 * 3_600_000) // midnight UTC
    await view('visitor')
    expect(figures.secrets.has('2026-11-28')).toBe(false)
    expect([...figures.marks].some((mark) => mark.endsWith(firstKey))).toBe(false)
    expect(await today('2026-11-29')).toMatchObject({ views: 1, visitors: 1 })
  })
})
