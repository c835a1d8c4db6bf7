import type { Locator, Page } from '@playwright/test'
import { displayMessages } from '../src/components/messages.fr'
import { expect, openLive, test } from './support/fixtures'

// Issue 31: figures in the build's language (decision 041). A page's HTML is rendered in Node at
// build time and the app draws it again in Chromium, each with its own ICU: both must print the
// same characters, French's narrow no-break spaces (U+202F) included, so texts are compared
// exactly (Playwright's text matchers would fold every space into one).
const narrow = '\u202f'
const noBreak = '\u00a0'
// Estate 1 of the data: $12,750,000, 4,800 sq ft.
const french = {
  price: `Prix${narrow}: 12${narrow}750${narrow}000${noBreak}$US`,
  euros: `Prix${narrow}: ≈ 11,8${noBreak}M${noBreak}€`,
  area: `4${narrow}800${noBreak}pi²`,
}
const german = {
  price: `12.750.000${noBreak}$`,
  space: `4.800${noBreak}Quadratfuß Wohnfläche`,
}

const textOf = (locator: Locator) => locator.evaluate((element) => element.textContent)

async function serveRates(page: Page) {
  await page.route('**/rates.json', (route) =>
    route.fulfill({
      json: {
        base: 'USD',
        date: new Date().toISOString().slice(0, 10),
        source: 'European Central Bank',
        rates: { EUR: 0.9294, GBP: 0.7968, CHF: 0.8291, AED: 3.6725 },
      },
    }),
  )
}

test('French home: a card in French figures, the same in the HTML and in the app; in euros too', async ({
  page,
}) => {
  const html = await (await page.request.get('/fr/')).text()
  expect(html).toContain(`>${french.price}<`)
  expect(html).toContain(`>${french.area}<`)

  await serveRates(page)
  await openLive(page, '/fr/')
  const card = page.getByRole('article').filter({ has: page.locator('#estate-1-title') })
  const price = card.locator('p').filter({ hasText: /^Prix/ })
  await expect.poll(() => textOf(price)).toBe(french.price)

  const currency = page
    .getByRole('combobox', { name: displayMessages.currency, exact: true })
    .first()
  await currency.selectOption('EUR')
  await expect.poll(() => textOf(price)).toBe(french.euros)
  // Back in dollars: the app's own drawing (Chromium's ICU), no longer the page's HTML (Node's).
  await currency.selectOption('USD')
  await expect.poll(() => textOf(price)).toBe(french.price)
  await expect
    .poll(() => textOf(card.locator('span').filter({ hasText: /pi²$/ })))
    .toBe(french.area)
})

test('German estate page: price and area in German figures', async ({ page, signedInUser: _ }) => {
  await openLive(page, '/de/1')
  const price = page
    .locator('p')
    .filter({ hasText: /^12\.750\.000/ })
    .first()
  await expect.poll(() => textOf(price)).toBe(german.price)
  await expect(page.locator('p').filter({ hasText: german.space }).first()).toBeVisible()
  const description = await textOf(page.locator('p').filter({ hasText: 'Wohnfläche' }).first())
  expect(description).toContain(german.space)
  expect(description).toContain(`für ${german.price} angeboten`)
})
