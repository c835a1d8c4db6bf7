import { readFileSync } from 'node:fs'
import { estateRecord } from '../src/testing/estate-records'
import { accessibilityViolations, expect, test } from './support/fixtures'
import type { Locator, Page } from '@playwright/test'
import { collectionMessages } from '../src/features/estates/messages'

type RawEstate = ReturnType<typeof estateRecord> & {
  price_on_request?: boolean
  availability?: string
}
/** The estates the home page lists: those on the market (the sold and let are the Sold view). */
const estates = (
  JSON.parse(readFileSync(new URL('../public/data.json', import.meta.url), 'utf8')) as {
    properties: RawEstate[]
  }
).properties.filter(({ availability }) => availability !== 'sold' && availability !== 'let')
/** The fields the search box looks through, as the data file has them. */
const searchable = (e: RawEstate) =>
  [e.estate_title, e.location, e.description, e.segment_name, ...e.facilities].join(' ')
const titles = (list: RawEstate[]) => list.map((estate) => estate.estate_title)
const count = (n: number) => `${n} ${n === 1 ? 'estate' : 'estates'}`
/** The results' count: how many, and how many of them have their price on request. */
const summaryOf = (list: RawEstate[]) =>
  collectionMessages.search.count(list.length, list.filter((e) => e.price_on_request).length)
/** A price sort: the sales, then the rents (a month's), prices on request last in each. */
const byPrice = (direction: 1 | -1) => (a: RawEstate, b: RawEstate) =>
  Number(a.status === 'rent') - Number(b.status === 'rent') ||
  (a.price_on_request || b.price_on_request
    ? Number(!!a.price_on_request) - Number(!!b.price_on_request)
    : (a.price - b.price) * direction)

const cards = (page: Page) => page.getByRole('article')
const resultCount = (page: Page) =>
  page.getByRole('status').filter({ hasText: /^\d[\d,]* estates?\b/ })
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search estates' })
const filters = (page: Page) => page.getByRole('dialog', { name: 'Filters' })

async function openFilters(page: Page) {
  await page.getByRole('button', { name: /^Filters/ }).click()
  await expect(filters(page)).toBeVisible()
  return filters(page)
}

async function expectResults(page: Page, expected: RawEstate[]) {
  await expect(resultCount(page)).toHaveText(summaryOf(expected))
  await expect(cards(page)).toHaveCount(expected.length)
  await expect(page.locator('article h3')).toHaveText(titles(expected))
}

test('with no filters the home page is the whole collection in the data order', async ({
  page,
}) => {
  await page.goto('/')
  await expectResults(page, estates)
  await expect(searchBox(page)).toHaveValue('')
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('featured')
  await expect(page.getByRole('button', { name: collectionMessages.search.clear })).toHaveCount(0)
  await expect(page).toHaveURL(/\/$/)
})

test('each filter narrows the collection, and they combine', async ({ page }) => {
  await page.goto('/')
  await expect(cards(page)).toHaveCount(estates.length)
  const panel = await openFilters(page)

  await panel.getByRole('checkbox', { name: 'Townhouses' }).check()
  await expect(page).toHaveURL(/\?segment=Townhouses$/)
  const townhouses = estates.filter((e) => e.segment_name === 'Townhouses')
  await expect(
    panel.getByRole('button', { name: `Show ${count(townhouses.length)}` }),
  ).toBeVisible()
  await panel.getByRole('button', { name: 'Close' }).click()
  await expectResults(page, townhouses)
  await expect(page.getByRole('button', { name: /^Filters/ })).toContainText('1')

  await openFilters(page)
  await panel.getByRole('checkbox', { name: 'Townhouses' }).uncheck()
  await panel.getByRole('checkbox', { name: 'Rent' }).check()
  await expect(page).toHaveURL(/\?status=rent$/)
  await panel.getByRole('textbox', { name: 'Price from' }).fill('10000')
  await panel.getByRole('textbox', { name: 'Price to' }).fill('20,000')
  await panel.getByRole('textbox', { name: 'Price to' }).press('Enter')
  await expect(page).toHaveURL(/\?status=rent&minPrice=10000&maxPrice=20000$/)
  await panel.getByRole('button', { name: 'Close' }).click()
  await expectResults(
    page,
    // An estate on request is in no price range.
    estates.filter(
      (e) => e.status === 'rent' && !e.price_on_request && e.price >= 10000 && e.price <= 20000,
    ),
  )

  await page.goto('/')
  await openFilters(page)
  await panel.getByRole('textbox', { name: 'Area from' }).fill('5000')
  await panel.getByRole('checkbox', { name: 'Family Homes' }).check()
  await expect(page).toHaveURL(/\?segment=Family\+Homes&minArea=5000$/)
  await panel.getByRole('checkbox', { name: 'Lake view' }).check()
  await panel.getByRole('button', { name: /^Show/ }).click()
  await expectResults(
    page,
    estates.filter(
      (e) =>
        e.segment_name === 'Family Homes' &&
        e.area_sq_ft >= 5000 &&
        e.facilities.includes('Lake view'),
    ),
  )

  await page.goto('/?facility=Lake+view&facility=Garden&maxArea=5000')
  await expectResults(
    page,
    estates.filter(
      (e) =>
        e.facilities.includes('Lake view') &&
        e.facilities.includes('Garden') &&
        e.area_sq_ft <= 5000,
    ),
  )
  await expect(resultCount(page)).toHaveText('1 estate')
})

test('each sort orders the cards, ties in the data order', async ({ page }) => {
  await page.goto('/')
  await expect(cards(page)).toHaveCount(estates.length)
  const sortBy = page.getByRole('combobox', { name: 'Sort by' })
  const sorts = {
    'Price: low to high': byPrice(1),
    'Price: high to low': byPrice(-1),
    'Area: largest first': (a: RawEstate, b: RawEstate) => b.area_sq_ft - a.area_sq_ft,
    'Area: smallest first': (a: RawEstate, b: RawEstate) => a.area_sq_ft - b.area_sq_ft,
  }
  for (const [label, order] of Object.entries(sorts)) {
    await sortBy.selectOption({ label })
    await expectResults(page, [...estates].sort(order))
  }
  await expect(page).toHaveURL(/\?sort=area-asc$/)
  await sortBy.selectOption({ label: 'Featured' })
  await expect(page).toHaveURL(/\/$/)
  await expectResults(page, estates)
})

test('the search box ignores accents and case, and needs every word', async ({ page }) => {
  await page.goto('/')
  await expect(cards(page)).toHaveCount(estates.length)
  const zurich = estates.filter((e) => /zürich|zurich/i.test(searchable(e)))
  expect(zurich.length).toBeGreaterThan(0)

  await searchBox(page).fill('zurich')
  await expectResults(page, zurich)
  await expect(page.getByRole('heading', { name: 'Zürichberg Garden Residence' })).toBeVisible()
  await expect(page).toHaveURL(/\?q=zurich$/)

  await searchBox(page).fill('ZÜRICH')
  await expectResults(page, zurich)

  const both = estates.filter((e) => {
    const text = searchable(e).toLowerCase()
    return text.includes('lake') && text.includes('pool')
  })
  await searchBox(page).fill('lake   Pool')
  await expectResults(page, both)
  expect(both.length).toBeLessThan(estates.filter((e) => /lake/i.test(searchable(e))).length)
})

test('no match says so, and "Clear filters" brings every estate back', async ({ page }) => {
  await page.goto('/?q=castle&segment=Apartments&sort=price-desc')
  await expect(page.getByText(collectionMessages.search.noMatch)).toBeVisible()
  await expect(resultCount(page)).toHaveText('0 estates')
  await expect(cards(page)).toHaveCount(0)
  await page.getByRole('button', { name: collectionMessages.search.clear }).click()
  await expect(page).toHaveURL(/\?sort=price-desc$/)
  await expect(searchBox(page)).toHaveValue('')
  await expectResults(page, [...estates].sort(byPrice(-1)))
  await expect(page.getByRole('button', { name: collectionMessages.search.clear })).toHaveCount(0)
})

test('a shared address shows its results, survives a reload, and Back/Forward restore them', async ({
  page,
}) => {
  const apartments = estates.filter((e) => e.segment_name === 'Apartments')
  const byPriceDown = [...apartments].sort(byPrice(-1))
  await page.goto('/?segment=Apartments&sort=price-desc')
  await expectResults(page, byPriceDown)
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price-desc')
  await page.reload()
  await expectResults(page, byPriceDown)
  const panel = await openFilters(page)
  await expect(panel.getByRole('checkbox', { name: 'Apartments' })).toBeChecked()
  await panel.getByRole('button', { name: 'Close' }).click()

  // Each choice is an entry in the history; typing is one entry, however many keys.
  await page.goto('/')
  await expect(cards(page)).toHaveCount(estates.length)
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption('area-desc')
  await expect(page).toHaveURL(/\?sort=area-desc$/)
  await searchBox(page).pressSequentially('lake', { delay: 120 })
  await expect(page).toHaveURL(/\?q=lake&sort=area-desc$/)
  const lake = estates.filter((e) => /lake/i.test(searchable(e)))
  await expectResults(
    page,
    [...lake].sort((a, b) => b.area_sq_ft - a.area_sq_ft),
  )

  await page.goBack()
  await expect(page).toHaveURL(/\?sort=area-desc$/)
  await expect(searchBox(page)).toHaveValue('')
  await expectResults(
    page,
    [...estates].sort((a, b) => b.area_sq_ft - a.area_sq_ft),
  )
  await page.goBack()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('featured')
  await expectResults(page, estates)
  await page.goForward()
  await page.goForward()
  await expect(searchBox(page)).toHaveValue('lake')
  await expectResults(
    page,
    [...lake].sort((a, b) => b.area_sq_ft - a.area_sq_ft),
  )
})

test('nonsense in the address is ignored or corrected, never an error', async ({ page }) => {
  await page.goto(
    '/?minPrice=abc&maxArea=2000&minArea=5000&sort=cheapest&view=globe&segment=castles&segment=apartments&status=',
  )
  await expect(page).toHaveURL(/\/\?segment=Apartments&minArea=2000&maxArea=5000$/)
  await expectResults(
    page,
    estates.filter(
      (e) => e.segment_name === 'Apartments' && e.area_sq_ft >= 2000 && e.area_sq_ft <= 5000,
    ),
  )
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('featured')
  await page.goto('/?q=%E0%A4%A&sort=')
  await expect(
    page.getByText(collectionMessages.search.noMatch).or(cards(page).first()),
  ).toBeVisible()
})

test('typing a price keeps what is typed until the field is left', async ({ page }) => {
  await page.goto('/')
  const panel = await openFilters(page)
  // A price range is within one status: a sale's price, not a month's rent.
  await panel.getByRole('checkbox', { name: 'Sale' }).check()
  await expect(page).toHaveURL(/\?status=sale$/)
  const from = panel.getByRole('textbox', { name: 'Price from' })
  const to = panel.getByRole('textbox', { name: 'Price to' })
  await from.fill('1000000')
  await to.pressSequentially('3000000')
  await expect(to).toHaveValue('3000000')
  await expect(from).toHaveValue('1000000')
  await to.press('Tab')
  await expect(page).toHaveURL(/\?status=sale&minPrice=1000000&maxPrice=3000000$/)
  await from.fill('abc')
  await expect(panel.getByText(collectionMessages.filters.notANumber)).toBeVisible()
  await from.press('Tab')
  await expect(page).toHaveURL(/\?status=sale&maxPrice=3000000$/)
})

test('on a phone the filters open as a sheet', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 })
  await page.goto('/')
  await expect(cards(page)).toHaveCount(estates.length)
  const panel = await openFilters(page)
  const box = await panel.boundingBox()
  expect(box?.width).toBe(375)
  expect((box?.y ?? 0) + (box?.height ?? 0)).toBeCloseTo(800, 0)
  await panel.getByRole('checkbox', { name: 'Senior Living' }).check()
  const senior = estates.filter((e) => e.segment_name === 'Senior Living')
  await panel.getByRole('button', { name: `Show ${count(senior.length)}` }).click()
  await expect(panel).toBeHidden()
  await expectResults(page, senior)
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
    true,
  )
})

test('everything works from the keyboard', async ({ page }) => {
  await page.goto('/')
  await expect(cards(page)).toHaveCount(estates.length)
  // The HTML's own cards are there before the app: typing waits until the box takes input.
  await expect(searchBox(page)).toBeEditable()
  await searchBox(page).focus()
  await page.keyboard.type('pool')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\?q=pool$/)
  const pools = estates.filter((e) => /pool/i.test(searchable(e)))
  await expectResults(page, pools)

  await page.keyboard.press('Tab')
  const filtersButton = page.getByRole('button', { name: /^Filters/ })
  await expect(filtersButton).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(filters(page)).toBeVisible()
  // The dialog holds the focus; Space ticks a box; Escape closes and returns to the button.
  const family = filters(page).getByRole('checkbox', { name: 'Family Homes' })
  await family.focus()
  await page.keyboard.press('Space')
  await expect(family).toBeChecked()
  await page.keyboard.press('Escape')
  await expect(filters(page)).toBeHidden()
  await expect(filtersButton).toBeFocused()
  await expectResults(
    page,
    pools.filter((e) => e.segment_name === 'Family Homes'),
  )

  await page.keyboard.press('Tab')
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toBeFocused()
  await page.keyboard.press('Tab')
  await page.keyboard.press('Tab')
  const mapButton = page.getByRole('button', { name: 'Map', exact: true })
  await expect(mapButton).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(mapButton).toHaveAttribute('aria-pressed', 'true')
  await expect(page).toHaveURL(/view=map/)
  const clearButton = page.getByRole('button', { name: collectionMessages.search.clear })
  await clearButton.focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\?view=map$/)
})

/** The map region, once its tiles have drawn. */
async function openMap(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Map', exact: true }).click()
  const map = page.getByRole('region', { name: 'Map of the matching estates' })
  await expect(map).toBeVisible()
  await expect(map.locator('img.leaflet-tile-loaded').first()).toBeVisible()
  return map
}

test('the map view loads only when opened and clusters the matches', async ({ page }) => {
  const mapCode: string[] = []
  page.on('request', (request) => {
    if (/leaflet|estates-map|supercluster/.test(request.url())) mapCode.push(request.url())
  })
  await page.goto('/')
  await expect(cards(page)).toHaveCount(estates.length)
  expect(mapCode).toEqual([])

  const map = await openMap(page)
  expect(mapCode.length).toBeGreaterThan(0)
  await expect(page).toHaveURL(/\?view=map$/)
  await expect(cards(page)).toHaveCount(0)
  await expect(resultCount(page)).toHaveText(summaryOf(estates))
  // Europe's estates sit close together at the world's scale: one cluster, named by its count.
  const clusters = map.getByRole('button', { name: /^\d+ estates$/ })
  await expect(clusters.first()).toBeVisible()
  const named = await clusters.evaluateAll((elements) =>
    elements.map((element) => [element.getAttribute('aria-label'), element.textContent]),
  )
  for (const [label, text] of named) expect(label).toBe(`${text} estates`)
  const inMarkers = async () => {
    const clustered = (await clusters.allTextContents()).reduce(
      (sum, text) => sum + Number(text),
      0,
    )
    // An estate alone is a pin, or the circle of its area when its location is approximate.
    const single = await map.locator('img.leaflet-marker-icon').count()
    const areas = await map.getByRole('button', { name: /^Approximate location of / }).count()
    return clustered + single + areas
  }
  await expect.poll(inMarkers).toBe(estates.length)

  // A cluster opens into its estates, from the keyboard too: the focus stays on the map.
  const before = await clusters.count()
  expect(before).toBeGreaterThan(0)
  await clusters.first().focus()
  await page.keyboard.press('Enter')
  await expect.poll(async () => map.locator('img.leaflet-marker-icon').count()).toBeGreaterThan(0)
  expect(
    await map.evaluate((region) => region.contains(document.activeElement)),
    'the focus stays on the map',
  ).toBe(true)

  // The map follows the filters: one segment, fewer estates.
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption('price-asc')
  const panel = await openFilters(page)
  await panel.getByRole('checkbox', { name: 'Senior Living' }).check()
  await panel.getByRole('button', { name: 'Close' }).click()
  const senior = estates.filter((e) => e.segment_name === 'Senior Living')
  await expect(resultCount(page)).toHaveText(summaryOf(senior))
  await expect.poll(inMarkers).toBe(senior.length)
})

test('a marker is named by its estate and opens a card; estates with no location are counted', async ({
  page,
}) => {
  await page.route('**/data.json', (route) =>
    route.fulfill({
      json: [
        estateRecord({
          id: '1',
          estate_title: 'Harbour Penthouse',
          coordinates: [43.7384, 7.4246],
        }),
        estateRecord({
          id: '2',
          estate_title: 'Aspen Lodge',
          image: '/images/estates/beacon-hill-brownstone-1200.avif',
          location: 'Aspen, Colorado',
          price: 8_400_000,
          coordinates: [39.19, -106.82],
        }),
        estateRecord({ id: '3', estate_title: 'Unmapped Villa', coordinates: null }),
        estateRecord({ id: '4', estate_title: 'Another Unmapped', coordinates: 'nowhere' }),
      ],
    }),
  )
  await page.goto('/?view=map')
  const map = page.getByRole('region', { name: 'Map of the matching estates' })
  await expect(map).toBeVisible()
  await expect(page.getByText('2 estates have no location')).toBeVisible()
  await expect(resultCount(page)).toHaveText('4 estates')
  const aspen = map.getByRole('button', { name: 'Aspen Lodge' })
  await expect(aspen).toBeVisible()
  await expect(map.getByRole('button', { name: 'Harbour Penthouse' })).toBeVisible()

  await aspen.click()
  const popup = map.locator('.leaflet-popup')
  await expect(popup.getByRole('heading', { name: 'Aspen Lodge' })).toBeVisible()
  await expect(popup.getByText('Price: $8,400,000')).toBeVisible()
  await expect(popup.getByText('Aspen, Colorado')).toBeVisible()
  await expect
    .poll(() => popup.locator('img').evaluate((image) => (image as HTMLImageElement).naturalWidth))
    .toBeGreaterThan(0)
  const link = popup.getByRole('link', { name: 'View Property: Aspen Lodge' })
  await expect(link).toHaveAttribute('href', '/2')
  // Opening an estate still needs a sign-in.
  await link.click()
  await expect(page).toHaveURL(/\/login\?redirectTo=%2F2$/)

  // From the keyboard: Enter on a marker opens its card and moves to its link.
  await page.goto('/?view=map&q=harbour')
  await expect(page.getByText(/no location/)).toBeHidden()
  const harbour = map.getByRole('button', { name: 'Harbour Penthouse' })
  await harbour.focus()
  await page.keyboard.press('Enter')
  await expect(map.getByRole('link', { name: 'View Property: Harbour Penthouse' })).toBeFocused()
})

test('a signed-in visitor follows a popup to the estate', async ({ page, signedInUser: _ }) => {
  await page.goto('/?view=map&q=kirribilli')
  const map = page.getByRole('region', { name: 'Map of the matching estates' })
  const estate = estates.find((e) => e.estate_title === 'Kirribilli Harbour Residence')
  if (!estate) throw new Error('the sample data changed')
  await map.getByRole('button', { name: estate.estate_title }).click()
  await map.getByRole('link', { name: `View Property: ${estate.estate_title}` }).click()
  await expect(page).toHaveURL(new RegExp(`/${estate.id}$`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(estate.estate_title)
})

// A test per view and width, each with its panel open and closed.
for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } })
    const noViolations = async (page: Page, what: string) =>
      expect(await accessibilityViolations(page), what).toEqual([])

    test('no accessibility violations in the list view, the panel open and closed', async ({
      page,
    }) => {
      await page.goto('/?segment=Apartments')
      await expect(cards(page).first()).toBeVisible()
      await openFilters(page)
      await noViolations(page, 'the panel open')
      await filters(page).getByRole('button', { name: 'Close' }).click()
      await noViolations(page, 'the panel closed')
    })

    test('no accessibility violations in the map view, the panel closed and open', async ({
      page,
    }) => {
      await page.goto('/?segment=Apartments')
      await expect(cards(page).first()).toBeVisible()
      await openMap(page)
      await noViolations(page, 'the map')
      await openFilters(page)
      await noViolations(page, 'the map with the panel open')
    })
  })
}
