// @vitest-environment node
import { readFileSync } from 'node:fs'
import { AED_NOTE } from './ecb-rates'
import { refreshRates, type RefreshDeps, type StoredRates } from './refresh-rates'

const friday = readFileSync(
  new URL('./ecb-files/eurofxref-daily-2026-11-27.xml', import.meta.url),
  'utf8',
)
const dated = (date: string) => friday.replace("time='2026-11-27'", `time='${date}'`)

const thursday: StoredRates = {
  base: 'USD',
  date: '2026-11-26',
  source: 'European Central Bank',
  rates: { EUR: 0.93, GBP: 0.797, CHF: 0.83, AED: 3.6725 },
  note: AED_NOTE,
}

/** The refresh with an in-memory store holding `stored`, the ECB answering `answer`. */
function setUp(
  answer: () => Promise<{ ok: boolean; status: number; text: () => Promise<string> }>,
) {
  const saved: { rates: StoredRates; at: number }[] = []
  const logged: { level: string; message: string; detail?: Record<string, unknown> }[] = []
  let stored: StoredRates | null = thursday
  const fetched: string[] = []
  const deps: RefreshDeps = {
    url: 'https://ecb.example/eurofxref-daily.xml',
    fetch: (url) => {
      fetched.push(url)
      return answer()
    },
    store: {
      latest: async () => stored,
      save: async (rates, at) => {
        saved.push({ rates, at })
        stored = rates
      },
    },
    // Sunday 29 November 2026: the file is Friday's.
    now: () => new Date('2026-11-29T16:00:00Z'),
    log: (level, message, detail) => logged.push({ level, message, detail }),
  }
  return { deps, saved, logged, fetched, stored: () => stored }
}
const ok = (body: string) => async () => ({ ok: true, status: 200, text: async () => body })

it('stores a newer set in dollars, with its date and the note on the dirham', async () => {
  const { deps, saved, logged, fetched, stored } = setUp(ok(friday))
  const outcome = await refreshRates(deps)
  const expected = {
    base: 'USD',
    date: '2026-11-27',
    source: 'European Central Bank',
    rates: { EUR: 0.929368, GBP: 0.796803, CHF: 0.829089, AED: 3.6725 },
    note: AED_NOTE,
  }
  expect(outcome).toEqual({ status: 'stored', rates: expected })
  expect(fetched).toEqual(['https://ecb.example/eurofxref-daily.xml'])
  expect(saved).toEqual([{ rates: expected, at: Date.parse('2026-11-29T16:00:00Z') }])
  expect(stored()).toEqual(expected)
  expect(logged).toEqual([
    expect.objectContaining({ level: 'info', message: 'Exchange rates refreshed' }),
  ])
})

it('converts with the figures of the day: perDollar[c] = perEuro[c] / perEuro.USD, EUR = 1 / USD', async () => {
  const file = dated('2026-11-30')
    .replace("currency='USD' rate='1.0760'", "currency='USD' rate='1.2500'")
    .replace("currency='GBP' rate='0.85736'", "currency='GBP' rate='0.87500'")
    .replace("currency='CHF' rate='0.8921'", "currency='CHF' rate='1.0000'")
  const { deps } = setUp(ok(file))
  deps.now = () => new Date('2026-11-30T16:00:00Z')
  const outcome = await refreshRates(deps)
  expect(outcome.status === 'stored' && outcome.rates.rates).toEqual({
    EUR: 0.8, // 1 / 1.25
    GBP: 0.7, // 0.875 / 1.25
    CHF: 0.8, // 1 / 1.25
    AED: 3.6725, // the peg, not the euro's
  })
})

describe('a failed refresh keeps the last set and logs it', () => {
  const cases: [string, Parameters<typeof setUp>[0], RegExp][] = [
    [
      'no answer',
      async () => {
        throw new TypeError('fetch failed')
      },
      /could not be reached/,
    ],
    ['an HTTP error', async () => ({ ok: false, status: 503, text: async () => '' }), /503/],
    ['a truncated file', ok(friday.slice(0, 600)), /refused: Not well-formed/],
    ['an error page', ok('<html><h1>Service unavailable</h1></html>'), /refused/],
    ['a missing currency', ok(friday.replace(/.*'CHF'.*\n/, '')), /no CHF rate/],
    ['a file dated after today', ok(dated('2026-12-02')), /after today/],
    ['a file far larger than the ECB writes', ok(friday + ' '.repeat(200_000)), /characters/],
  ]
  for (const [what, answer, reason] of cases) {
    it(what, async () => {
      const { deps, saved, logged, stored } = setUp(answer)
      const outcome = await refreshRates(deps)
      expect(outcome).toEqual({ status: 'failed', reason: expect.stringMatching(reason) })
      expect(saved).toEqual([])
      expect(stored()).toBe(thursday)
      expect(logged).toEqual([
        {
          level: 'error',
          message: expect.stringMatching(/^Exchange rates not refreshed, the last set kept: /),
          detail: expect.objectContaining({ url: deps.url }),
        },
      ])
    })
  }

  it('a store that fails', async () => {
    const { deps, logged } = setUp(ok(friday))
    deps.store.save = async () => {
      throw new Error('UNAVAILABLE')
    }
    expect(await refreshRates(deps)).toEqual({ status: 'failed', reason: 'the store failed' })
    expect(logged[0]).toMatchObject({ level: 'error', detail: { error: 'UNAVAILABLE' } })
  })

  it('an ECB that never answers: given up on after its time', async () => {
    const { deps } = setUp(ok(friday))
    deps.timeoutMs = 50
    deps.fetch = (_url, { signal }) =>
      new Promise((_resolve, reject) =>
        signal.addEventListener('abort', () => reject(signal.reason)),
      )
    const outcome = await refreshRates(deps)
    expect(outcome).toEqual({ status: 'failed', reason: 'the ECB could not be reached' })
  })
})

it('ignores a file of the stored day or an older one (a weekend, a TARGET holiday), with a warning', async () => {
  for (const date of ['2026-11-26', '2026-11-25']) {
    const { deps, saved, logged, stored } = setUp(ok(dated(date)))
    expect(await refreshRates(deps)).toEqual({
      status: 'unchanged',
      date,
      storedDate: '2026-11-26',
    })
    expect(saved).toEqual([])
    expect(stored()).toBe(thursday)
    expect(logged).toEqual([
      {
        level: 'warn',
        message: 'Exchange rates not refreshed: the ECB has published nothing newer',
        detail: { published: date, stored: '2026-11-26' },
      },
    ])
  }
})

it('stores the first set of a fresh deployment', async () => {
  const { deps, saved } = setUp(ok(friday))
  deps.store.latest = async () => null
  expect((await refreshRates(deps)).status).toBe('stored')
  expect(saved).toHaveLength(1)
})
