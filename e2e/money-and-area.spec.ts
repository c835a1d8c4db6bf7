import { readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { displayMessages } from '../src/components/messages'
import { printMessages } from '../src/features/brochure/messages'
import { compareMessages } from '../src/features/compare/messages'
import { compareMessages as frenchCompare } from '../src/features/compare/messages.fr'
import { collectionMessages, estatePageMessages } from '../src/features/estates/messages'
import { mapMessages } from '../src/features/map/messages'
import { accessibilityViolations, expect, openLive, test } from './support/fixtures'
import { stubShareSheet } from './support/share-sheet'

// Issue 31: prices in the visitor's currency and areas in their unit, chosen as a person would.

const EUR_PER_DOLLAR = 0.9294
const today = new Date().toISOString().slice(0, 10)
const daysAgo = (days: number) =>
  new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10)

/** The rates file as a deploy publishes it, dated `date`. */
async function serveRates(page: Page, date: string) {
  await page.route('**/rates.json', (route) =>
    route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({
        base: 'USD',
        date,
        source: 'European Central Bank',
        rates: { EUR: EUR_PER_DOLLAR, GBP: 0.7968, CHF: 0.8291, AED: 3.6725 },
      }),
    }),
  )
}

type RawEstate = {
  status: string
  price: number
  price_on_request?: boolean
  availability?: string
}
/** The sales on the market (the home page's list), from the data file itself. */
const sales = (
  JSON.parse(readFileSync(new URL('../public/data.json', import.meta.url), 'utf8')) as {
    properties: RawEstate[]
  }
).properties.filter(
  ({ status, availability }) =>
    status === 'sale' && availability !== 'sold' && availability !== 'let',
)
/** The results' count for the sales from `minPrice` dollars up (a price filter leaves out a price on request). */
const salesFrom = (minPrice: number) => {
  const found = sales.filter((estate) => !estate.price_on_request && estate.price >= minPrice)
  return { size: found.length, count: collectionMessages.search.count(found.length) }
}

const card = (page: Page, title: string) =>
  page.getByRole('article').filter({ has: page.getByRole('heading', { name: title }) })
const resultCount = (page: Page) =>
  page.getByRole('status').filter({ hasText: /^\d[\d,]* estates?\b/ })
// Home has the switch beside the sort and in the footer: the first is the one beside the sort.
const currencySelect = (page: Page) =>
  page.getByRole('combobox', { name: displayMessages.currency, exact: true }).first()
const areaSelect = (page: Page) =>
  page.getByRole('combobox', { name: displayMessages.area, exact: true }).first()

test('cards and filters follow the currency and the area unit; a euro bound finds what its dollars find', async ({
  page,
}) => {
  await serveRates(page, today)
  await openLive(page, '/')
  const penthouse = card(page, 'Fifth Avenue Crown Penthouse')
  await expect(penthouse).toContainText('Price: $12,750,000')
  await expect(penthouse).toContainText('4,800 sqft')

  await currencySelect(page).selectOption('EUR')
  await areaSelect(page).selectOption('sqm')
  await expect(page).toHaveURL(/[?&]currency=EUR&area=sqm$/)
  await expect(penthouse).toContainText('Price: ≈ €11.8M')
  await expect(penthouse).toContainText('446 m²')

  // A sale's price range, typed in euros: a bound that, read as dollars, would let in one more.
  const euros = 3_300_000
  const inDollars = Math.round((euros / EUR_PER_DOLLAR) * 100) / 100
  const expected = salesFrom(inDollars)
  expect(salesFrom(euros).size, 'the bound tells euros from dollars').toBeGreaterThan(expected.size)
  await page.getByRole('button', { name: /^Filters/ }).click()
  const panel = page.getByRole('dialog', { name: 'Filters' })
  await panel.getByRole('checkbox', { name: 'Sale' }).check()
  await expect(panel.getByRole('group', { name: 'Price (€)' })).toBeVisible()
  await panel.getByRole('textbox', { name: 'Price from' }).fill('3,300,000')
  await panel.getByRole('textbox', { name: 'Price from' }).press('Enter')
  await expect(page).toHaveURL(new RegExp(`minPrice=${inDollars}`))
  await panel.getByRole('button', { name: 'Close' }).click()
  await expect(resultCount(page)).toHaveText(expected.count)

  // The same bound in dollars: the same estates.
  await currencySelect(page).selectOption('USD')
  await expect(resultCount(page)).toHaveText(expected.count)
  await page.getByRole('button', { name: /^Filters/ }).click()
  await expect(panel.getByRole('group', { name: 'Price ($)' })).toBeVisible()
  await expect(panel.getByRole('textbox', { name: 'Price from' })).toHaveValue(String(inDollars))
  await panel.getByRole('textbox', { name: 'Price from' }).fill(String(Math.ceil(inDollars)))
  await panel.getByRole('textbox', { name: 'Price from' }).press('Enter')
  await panel.getByRole('button', { name: 'Close' }).click()
  await expect(resultCount(page)).toHaveText(expected.count)
  // The area's unit stayed as chosen.
  await expect(penthouse).toContainText('446 m²')
})

test('the estate page: exact price with its rates, the calculator in euros, a shared link and a reload keep them', async ({
  page,
  newUser,
  signIn,
}) => {
  await signIn(await newUser()) // an estate's page is for signed-in visitors
  await serveRates(page, today)
  const sheet = await stubShareSheet(page)
  // A link shared by a visitor who chose euros and square metres.
  await openLive(page, '/1?currency=EUR&area=sqm')
  await expect(page.getByText('€11,849,850', { exact: true })).toBeVisible()
  await expect(
    page.getByText(
      /^Converted at the rates of .+ \(European Central Bank\); the asking price is \$12,750,000\.$/,
    ),
  ).toBeVisible()
  await expect(page.getByText(/with 446 square metres of living space/)).toBeVisible()
  // Shared on: the line in the sharer's euros, rounded as a card; the link shows the page so.
  await page.getByRole('button', { name: 'Share' }).click()
  await expect.poll(sheet.shared).toEqual([
    expect.objectContaining({
      text: expect.stringContaining('≈ €11.8M'),
      url: new URL('/1?currency=EUR&area=sqm', page.url()).href,
    }),
  ])

  const calculator = page.getByRole('region', { name: 'Mortgage calculator' })
  await calculator.scrollIntoViewIfNeeded()
  await expect(calculator.getByLabel('Home price')).toHaveValue('11849850')
  // 80 % of the price in euros.
  await expect(calculator.getByRole('definition').nth(1)).toHaveText('€9,479,880.00')

  await page.reload()
  await expect(page.getByText('€11,849,850', { exact: true })).toBeVisible()
  // Remembered: the address without the choice still shows it.
  await openLive(page, '/1')
  await expect(page.getByText('€11,849,850', { exact: true })).toBeVisible()
  await expect(page.getByRole('combobox', { name: displayMessages.currency })).toHaveValue('EUR')
})

test('a stale rates file shows dollars with a note, never a wrong figure', async ({
  page,
  signedInUser: _,
}) => {
  await serveRates(page, daysAgo(30))
  await openLive(page, '/1?currency=EUR')
  await expect(page.getByText(displayMessages.inDollars.stale).first()).toBeVisible()
  await expect(page.getByText('$12,750,000', { exact: true })).toBeVisible()
  await expect(page.locator('main').getByText(/€/)).toHaveCount(0)
  // The compare table too: dollars, never "≈ €" nor a euro sign beside a dollar figure.
  await openLive(page, '/compare?estates=1,2')
  await expect(page.getByRole('cell', { name: '$12,750,000', exact: true })).toBeVisible()
  await expect(page.locator('main').getByText(/€/)).toHaveCount(0)
})

/** A row of the compare table, by its header's name. */
const compareRow = (page: Page, header: RegExp) =>
  page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: header }) })

test('the map popup and the compare table show the card’s euros and square metres, the French table too', async ({
  page,
}) => {
  await serveRates(page, today)
  const title = 'Fifth Avenue Crown Penthouse'
  await openLive(page, `/?currency=EUR&area=sqm&q=${encodeURIComponent(title)}`)
  const penthouse = card(page, title)
  await expect(penthouse).toContainText('Price: ≈ €11.8M')
  await expect(penthouse).toContainText('446 m²')

  // The map: its popup says what the card says, and follows the switch while it is open.
  await page.getByRole('button', { name: 'Map', exact: true }).click()
  const map = page.getByRole('region', { name: mapMessages.matchesMap, exact: true })
  await map.getByRole('button', { name: title }).click()
  const popup = map.locator('.leaflet-popup')
  await expect(popup.getByText('Price: ≈ €11.8M', { exact: true })).toBeVisible()
  await currencySelect(page).selectOption('GBP')
  await expect(popup.getByText('Price: ≈ £10.2M', { exact: true })).toBeVisible()
  await currencySelect(page).selectOption('EUR')
  await expect(popup.getByText('Price: ≈ €11.8M', { exact: true })).toBeVisible()

  // The compare table (the choice remembered): exact euros, by the square metre, in m².
  await openLive(page, '/compare?estates=1,2')
  const firstCell = (header: RegExp) => compareRow(page, header).getByRole('cell').first()
  await expect(firstCell(/^Price\s*Differs/)).toHaveText('€11,849,850')
  // €11,849,850 over 445.93 m².
  await expect(firstCell(/^Price per m²/)).toHaveText('€26,573 / m²')
  await expect(firstCell(/^Area/)).toHaveText('446 m²')
  await expect(
    page.getByText(compareMessages.convertedAt(today, 'European Central Bank')),
  ).toBeVisible()

  // In French: the same table in French euros (groups of U+202F, a no-break space before €).
  await openLive(page, '/fr/compare?estates=1,2')
  const price = compareRow(page, /^Prix\s*Différent/)
    .getByRole('cell')
    .first()
  await expect
    .poll(() => price.evaluate((cell) => cell.textContent))
    .toBe('11\u202f849\u202f850\u00a0€')
  await expect(
    page.getByRole('rowheader', { name: new RegExp(`^${frenchCompare.rows.perArea.sqm}`) }),
  ).toBeVisible()
})

test('the printed brochure shows the page’s euros and square metres, with its rates’ line', async ({
  page,
  newUser,
  signIn,
}) => {
  await signIn(await newUser()) // the brochure is on an estate's page
  await serveRates(page, today)
  // window.print stood in for: each call counted (the brochure prints once its images are in).
  await page.addInitScript(() => {
    const calls: number[] = []
    Object.assign(window, { printCalls: calls })
    window.print = () => void calls.push(1)
  })
  await openLive(page, '/1?currency=EUR&area=sqm')
  await page.getByRole('button', { name: printMessages.print }).click()
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { printCalls: number[] }).printCalls))
    .toHaveLength(1)
  await page.emulateMedia({ media: 'print' })
  const brochure = page.locator('[data-brochure]')
  await expect(brochure).toBeVisible()
  // The card's estate: €11,849,850 exact (≈ €11.8M on its card), 446 m².
  await expect(brochure).toContainText('€11,849,850')
  await expect(brochure).toContainText('446 m²')
  await expect(brochure).toContainText(
    estatePageMessages.convertedAt.price(today, 'European Central Bank', 12_750_000),
  )
})

for (const width of [375, 1280]) {
  test(`axe: no violations on the currency and area switch at ${width} px`, async ({ page }) => {
    await serveRates(page, today)
    await page.setViewportSize({ width, height: 900 })
    await openLive(page, '/?currency=GBP')
    await expect(card(page, 'Fifth Avenue Crown Penthouse')).toContainText('£')
    await expect(currencySelect(page)).toHaveValue('GBP')
    expect(await accessibilityViolations(page, 'footer')).toEqual([])
    expect(await accessibilityViolations(page, 'main')).toEqual([])
  })
}
