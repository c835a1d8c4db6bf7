import { parseRates } from '@/lib/rates'
import { AED_NOTE } from './ecb-rates'
import type { StoredRates } from './refresh-rates'
import {
  FIRST_REFRESH_GAP_MS,
  firstRefresh,
  handleRatesRequest,
  RATES_CACHE_CONTROL,
  type ServeRatesDeps,
} from './serve-rates'

const friday: StoredRates = {
  base: 'USD',
  date: '2026-11-27',
  source: 'European Central Bank',
  rates: { EUR: 0.929368, GBP: 0.796803, CHF: 0.829089, AED: 3.6725 },
  note: AED_NOTE,
}

function setUp(stored: StoredRates | null, afterRefresh: StoredRates | null = stored) {
  let current = stored
  const logged: string[] = []
  let refreshes = 0
  const deps: ServeRatesDeps = {
    store: { latest: async () => current },
    refreshWhenEmpty: async () => {
      refreshes += 1
      current = afterRefresh
    },
    log: (message) => logged.push(message),
  }
  return { deps, logged, refreshes: () => refreshes }
}

it('serves the latest set in the shape the site reads, cached briefly', async () => {
  const { deps, refreshes } = setUp(friday)
  const answer = await handleRatesRequest({ method: 'GET' }, deps)
  expect(answer).toEqual({
    status: 200,
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': 'public, max-age=300, s-maxage=600',
    },
    body: {
      base: 'USD',
      date: '2026-11-27',
      source: 'European Central Bank',
      rates: { EUR: 0.929368, GBP: 0.796803, CHF: 0.829089, AED: 3.6725 },
      note: AED_NOTE,
    },
  })
  expect(RATES_CACHE_CONTROL).toBe(answer.headers['Cache-Control'])
  // The site's own parser takes it, as JSON travels.
  const read = parseRates(JSON.parse(JSON.stringify(answer.body)), new Date('2026-11-28T09:00Z'))
  expect(read).toEqual({ rates: expect.objectContaining({ date: '2026-11-27' }) })
  expect(refreshes()).toBe(0)
  expect((await handleRatesRequest({ method: 'HEAD' }, deps)).status).toBe(200)
})

it('refuses other methods', async () => {
  const { deps } = setUp(friday)
  for (const method of ['POST', 'PUT', 'DELETE']) {
    const answer = await handleRatesRequest({ method }, deps)
    expect(answer.status).toBe(405)
    expect(answer.headers.Allow).toBe('GET, HEAD')
  }
})

it('a fresh deployment (nothing stored): the refresh runs once, then its set is served', async () => {
  const { deps, refreshes } = setUp(null, friday)
  const answer = await handleRatesRequest({ method: 'GET' }, deps)
  expect(answer.status).toBe(200)
  expect(answer.body).toMatchObject({ date: '2026-11-27' })
  expect(refreshes()).toBe(1)
})

it('nothing stored and the refresh got nothing: 404, so the site shows dollars', async () => {
  const { deps } = setUp(null, null)
  const answer = await handleRatesRequest({ method: 'GET' }, deps)
  expect(answer).toMatchObject({ status: 404, headers: { 'Cache-Control': 'no-store' } })
})

it('a store or a first refresh that fails: 503, logged', async () => {
  const failing = setUp(null)
  failing.deps.refreshWhenEmpty = () => Promise.reject(new Error('boom'))
  expect((await handleRatesRequest({ method: 'GET' }, failing.deps)).status).toBe(503)

  const { deps, logged } = setUp(friday)
  deps.store.latest = async () => {
    throw new Error('DEADLINE_EXCEEDED')
  }
  const answer = await handleRatesRequest({ method: 'GET' }, deps)
  expect(answer.status).toBe(503)
  expect(logged).toEqual(['The exchange rates could not be read'])
})

describe('firstRefresh', () => {
  it('runs one refresh for simultaneous requests, and at most one per gap', async () => {
    let now = 0
    let runs = 0
    let finish = () => {}
    const refresh = () =>
      new Promise<void>((resolve) => {
        runs += 1
        finish = resolve
      })
    const once = firstRefresh(refresh, () => now)
    const waiting = [once(), once(), once()]
    expect(runs).toBe(1)
    finish()
    await Promise.all(waiting)
    // Still nothing stored (the ECB unreachable): visitors do not start another for a while.
    now += FIRST_REFRESH_GAP_MS - 1
    await once()
    expect(runs).toBe(1)
    now += 1
    const next = once()
    expect(runs).toBe(2)
    finish()
    await next
  })

  it('a refresh that throws: the next request after the gap tries again', async () => {
    let now = 0
    let runs = 0
    const once = firstRefresh(
      async () => {
        runs += 1
        throw new Error('boom')
      },
      () => now,
    )
    await expect(once()).rejects.toThrow('boom')
    now += FIRST_REFRESH_GAP_MS
    await expect(once()).rejects.toThrow('boom')
    expect(runs).toBe(2)
  })
})
