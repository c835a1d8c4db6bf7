import { readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { displayMessages } from '../src/components/messages'
import { compareMessages } from '../src/features/compare/messages'
import { parseRates } from '../src/lib/rates'
import { ecbServer } from '../scripts/lib/emulator-config.mjs'
import { deleteDocument, readDocument, writeDocument } from '../scripts/lib/local-firestore.mjs'
import { refreshLocalRates } from '../scripts/lib/local-rates.mjs'
import { expect, openLive, test } from './support/fixtures'

// Issue 43: the exchange rates keep themselves current. /rates.json is the exchangeRates function's
// answer (through Hosting's rewrite) of the set the refresh stored from the ECB's file; locally the
// file comes from the loopback stand-in for the ECB's server, the same refresh code run here for
// the day a test needs (the Functions emulator never fires a schedule).
//
// These tests change the one stored set that every browser-test worker's site serves: they run
// one after another, and each puts it back. Every other spec that shows another currency pins its
// own rates by routing /rates.json (money-and-area, languages-formats).
test.describe.configure({ mode: 'serial' })

const LATEST = 'exchangeRates/latest'
/** Monday 28 December 2026: a month after the stored ECB file's Friday 27 November. */
const A_MONTH_ON = '2026-12-28'
const HISTORY = `exchangeRateHistory/${A_MONTH_ON}`

/** Euros per dollar from the stored ECB file: 1 / its dollars per euro, to 6 digits. */
const eurosPerDollar = (() => {
  const stored = readFileSync(new URL(`../${ecbServer.file}`, import.meta.url), 'utf8')
  const usd = /currency='USD' rate='([\d.]+)'/.exec(stored)?.[1]
  return Number((1 / Number(usd)).toPrecision(6))
})()

let saved: { latest: Record<string, unknown> | null; history: Record<string, unknown> | null }
test.beforeEach(async () => {
  saved = { latest: await readDocument(LATEST), history: await readDocument(HISTORY) }
})
test.afterEach(async () => {
  for (const [path, data] of [
    [LATEST, saved.latest],
    [HISTORY, saved.history],
  ] as const) {
    if (data) await writeDocument(path, data)
    else await deleteDocument(path)
  }
})

/**
 * The refresh as the scheduled function runs it, on `day`: the stand-in publishes its file dated
 * that day. The set stored at start is of today's date, newer than a fixed day may be: it goes
 * first, as on a fresh deployment.
 */
async function refreshOn(day: string) {
  await deleteDocument(LATEST)
  const outcome = await refreshLocalRates({ today: day, log: () => {} })
  expect(outcome).toMatchObject({ status: 'stored', rates: { date: day } })
}

/** The rates file the page loads, as it arrives. */
const ratesArriving = (page: Page) =>
  page
    .waitForResponse((response) => new URL(response.url()).pathname === '/rates.json')
    .then((response) => response.json() as Promise<{ date: string }>)

const penthouse = (page: Page) =>
  page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: 'Fifth Avenue Crown Penthouse' }) })

test('/?currency=EUR shows euros at the refreshed rates a month after the stored file', async ({
  page,
}) => {
  await refreshOn(A_MONTH_ON)
  expect(eurosPerDollar).toBe(0.929368) // 1 / 1.0760
  await page.clock.setFixedTime(new Date(`${A_MONTH_ON}T16:30:00Z`))
  const rates = ratesArriving(page)
  await openLive(page, '/?currency=EUR')
  expect((await rates).date).toBe(A_MONTH_ON)
  await expect(penthouse(page)).toContainText('Price: ≈ €11.8M')
  await expect(page.getByText(displayMessages.inDollars.stale)).toHaveCount(0)

  // Exact on the compare page: $12,750,000 × 0.929368, with the rates' day and source.
  await openLive(page, '/compare?estates=1,2')
  await expect(page.getByRole('cell', { name: '€11,849,442', exact: true })).toBeVisible()
  await expect(
    page.getByText(compareMessages.convertedAt(A_MONTH_ON, 'European Central Bank')),
  ).toBeVisible()
})

test('a set older than 7 days on the page’s clock shows dollars with the note, never euros', async ({
  page,
}) => {
  await refreshOn(A_MONTH_ON)
  // Nine days on, and no refresh since (the ECB unreachable all week, say).
  await page.clock.setFixedTime(new Date('2027-01-06T12:00:00Z'))
  const rates = ratesArriving(page)
  await openLive(page, '/?currency=EUR')
  expect((await rates).date).toBe(A_MONTH_ON)
  await expect(page.getByText(displayMessages.inDollars.stale).first()).toBeVisible()
  await expect(penthouse(page)).toContainText('Price: $12,750,000')
  await expect(page.locator('main').getByText(/€/)).toHaveCount(0)
})

test('/rates.json through Hosting: the site’s shape, a short public cache, reads only', async ({
  request,
}) => {
  const answer = await request.get('/rates.json')
  expect(answer.status()).toBe(200)
  expect(answer.headers()['cache-control']).toBe('public, max-age=300, s-maxage=600')
  expect(answer.headers()['content-type']).toMatch(/^application\/json/)
  const body = (await answer.json()) as { date: string; source: string; rates: unknown }
  expect(body).toMatchObject({
    base: 'USD',
    source: 'European Central Bank',
    rates: { EUR: eurosPerDollar, AED: 3.6725 },
  })
  // The site takes it on its day (src/lib/rates.ts).
  expect(parseRates(body, new Date(`${body.date}T12:00:00Z`))).toHaveProperty('rates')
  expect((await request.post('/rates.json', { data: {} })).status()).toBe(405)
})

test('@fault a failed refresh keeps the served set: the ECB answering 503', async ({ request }) => {
  await refreshOn(A_MONTH_ON)
  const outcome = await refreshLocalRates({ today: '2026-12-29', status: 503, log: () => {} })
  expect(outcome).toEqual({ status: 'failed', reason: 'the ECB answered 503' })
  const served = (await (await request.get('/rates.json')).json()) as { date: string }
  expect(served.date).toBe(A_MONTH_ON)
})
