import { readFileSync } from 'node:fs'
import { carousel, ESTATES_PAGE_SIZE, LAYOUT_MAX_WIDTH_PX } from '../src/config/constants'
import { estateFile, estateRecord } from '../src/testing/estate-records'
import { delayAppCode, expect, serveEstates, test } from './support/fixtures'
import { appMessages } from '../src/app/messages'
import {
  collectionMessages,
  estateMessages,
  priceOnRequest,
} from '../src/features/estates/messages'
import { sharedMessages } from '../src/components/messages'

type RawEstate = ReturnType<typeof estateRecord> & {
  price_on_request?: boolean
  availability?: string
}
const data = JSON.parse(readFileSync(new URL('../public/data.json', import.meta.url), 'utf8')) as {
  properties: RawEstate[]
}
/** What the home page lists: the estates on the market (the sold and let are the "Sold" view). */
const listed = data.properties.filter(
  ({ availability }) => availability !== 'sold' && availability !== 'let',
)
/** A rent's price is a month's. */
const price = (value: number, status: string) =>
  `Price: $${value.toLocaleString('en-US')}${status === 'rent' ? ' / month' : ''}`

test('the home page shows one card per estate on the market with every field', async ({ page }) => {
  await page.goto('/')
  await expect(page).toHaveTitle('Luxury Living | Home')
  await expect(page.getByRole('heading', { name: 'Estates', level: 2 })).toBeVisible()
  // The app's cards (the HTML's have no save button), which replace the HTML's; their hearts, not
  // "Save this search".
  await expect(page.getByRole('button', { name: /^Save (?!this search$)/ })).toHaveCount(
    listed.length,
  )
  const cards = page.getByRole('article')
  await expect(cards).toHaveCount(listed.length)

  for (const estate of listed) {
    const card = page.getByRole('article', { name: estate.estate_title, exact: true })
    await card.scrollIntoViewIfNeeded()
    await expect(card.getByText(estate.status, { exact: true })).toBeVisible()
    await expect(card.getByText(estate.location, { exact: true })).toBeVisible()
    await expect(card.getByText(`${estate.area_sq_ft.toLocaleString('en-US')} sqft`)).toBeVisible()
    await expect(card.getByText(`(Id: ${estate.id})`)).toBeVisible()
    await expect(
      card.getByText(estate.price_on_request ? priceOnRequest : price(estate.price, estate.status)),
    ).toBeVisible()
    await expect(card.getByText(estate.description)).toBeVisible()
    await expect(card.getByText(`Segment Name: ${estate.segment_name}`)).toBeVisible()
    await expect(card.getByRole('listitem')).toHaveText(estate.facilities)
    await expect(card.getByRole('link', { name: /View Property/ })).toHaveAttribute(
      'href',
      `/${estate.id}`,
    )
  }
  // Every card's photo really loads (local files, no network).
  await expect
    .poll(() =>
      page
        .locator('article img')
        .evaluateAll((images) =>
          images.every(
            (image) =>
              (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0,
          ),
        ),
    )
    .toBe(true)
})

test('the carousel advances on its own and keeps going after a swipe', async ({ page }) => {
  await page.goto('/')
  await expect(page.locator('[aria-roledescription="slide"]')).toHaveCount(carousel.slideCount)
  const active = page.locator('[aria-roledescription="slide"][data-active="true"]')
  await expect(active).toHaveAttribute('aria-label', '1 of 3')
  await expect(active).toHaveAttribute('aria-label', '2 of 3', {
    timeout: carousel.autoplayDelayMs + 1500,
  })

  // Swipe left: next slide at once, then autoplay carries on.
  const box = await page.locator('[aria-roledescription="carousel"] > div').first().boundingBox()
  if (!box) throw new Error('carousel not visible')
  const y = box.y + box.height / 2
  await page.mouse.move(box.x + box.width * 0.8, y)
  await page.mouse.down()
  await page.mouse.move(box.x + box.width * 0.2, y, { steps: 5 })
  await page.mouse.up()
  await expect(active).toHaveAttribute('aria-label', '3 of 3', { timeout: 1000 })
  await expect(active).toHaveAttribute('aria-label', '1 of 3', {
    timeout: carousel.autoplayDelayMs + 1500,
  })

  // A click on a dot also leaves the autoplay running.
  await page.getByRole('button', { name: 'Show slide 3' }).click()
  await expect(active).toHaveAttribute('aria-label', '3 of 3')
  await expect(active).toHaveAttribute('aria-label', '1 of 3', {
    timeout: carousel.autoplayDelayMs + 1500,
  })

  const slideImage = page.locator('[aria-roledescription="slide"] img').first()
  const height = await slideImage.evaluate((image) => image.getBoundingClientRect().height)
  expect(height).toBeLessThanOrEqual(carousel.maxImageHeightPx)
})

test('a broken record is skipped and the others still show', async ({ page }) => {
  const warnings = await serveEstates(page, [
    estateRecord({ id: '1', estate_title: 'Harbour Penthouse' }),
    estateRecord({ id: '2', estate_title: 'Broken Estate', price: 'ask us' }),
    { id: '3' },
    estateRecord({ id: '4', estate_title: 'Kensington Townhouse' }),
  ])
  await page.goto('/')
  await expect(page.getByRole('article')).toHaveCount(2)
  await expect(page.getByRole('article', { name: 'Harbour Penthouse' })).toBeVisible()
  await expect(page.getByRole('article', { name: 'Kensington Townhouse' })).toBeVisible()
  await expect(page.getByText('Broken Estate')).toHaveCount(0)
  expect(warnings).toEqual(
    expect.arrayContaining([
      expect.stringContaining('estate 2 (record 2)'),
      expect.stringContaining('estate 3 (record 3)'),
    ]),
  )
})

test('a failing data file shows a message and recovers on retry', async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.allow(/Failed to load the estates|status of 500/)
  let fail = true
  await page.route('**/data.json', (route) =>
    fail ? route.fulfill({ status: 500, body: 'Internal error' }) : route.fallback(),
  )
  await page.goto('/')
  await expect(page.getByRole('alert')).toContainText(estateMessages.loadFailed)
  await expect(page.getByRole('article')).toHaveCount(0)
  fail = false
  await page.getByRole('button', { name: sharedMessages.retry }).click()
  await expect(page.getByRole('article')).toHaveCount(listed.length)
  await expect(page.getByRole('alert')).toHaveCount(0)
})

test('the first page of estates stays on screen while the data file is on its way', async ({
  page,
}) => {
  let release: () => void = () => undefined
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/data.json', async (route) => {
    await held
    await route.fallback()
  })
  const shown = Math.min(listed.length, ESTATES_PAGE_SIZE)
  await page.goto('/')
  // The app has started (the search box takes input) while the estates are still held back: the
  // cards of the page's HTML stay, never skeletons in between.
  await expect(page.getByRole('searchbox', { name: 'Search estates' })).toBeEditable()
  await expect(page.getByRole('article')).toHaveCount(shown)
  await expect(page.getByRole('article').first()).toHaveAccessibleName(
    data.properties[0]?.estate_title ?? '',
  )
  await expect(page.locator('.skeleton')).toHaveCount(0)
  release()
  // The app's own cards answer the search.
  const first = data.properties[0]?.estate_title ?? ''
  await page.getByRole('searchbox', { name: 'Search estates' }).fill(first)
  await expect(page.getByRole('article')).toHaveCount(1)
  await expect(page.getByRole('article')).toHaveAccessibleName(first)
})

test('skeleton cards show while the estates load for a search', async ({ page }) => {
  let release: () => void = () => undefined
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/data.json', async (route) => {
    await held
    await route.fallback()
  })
  // The HTML's cards are the whole collection's first page, not this search's: they give way.
  await page.goto('/?sort=price-desc')
  await expect(
    page.getByRole('status').filter({ hasText: collectionMessages.loading }),
  ).toBeAttached()
  await expect(page.locator('.skeleton').first()).toBeVisible()
  await expect(page.getByRole('article')).toHaveCount(0)
  release()
  await expect(page.getByRole('article')).toHaveCount(listed.length)
  await expect(page.locator('.skeleton')).toHaveCount(0)
})

test('an empty catalogue says so', async ({ page }) => {
  await page.route('**/data.json', (route) => route.fulfill({ json: { properties: [] } }))
  await page.goto('/')
  await expect(page.getByText(estateMessages.empty)).toBeVisible()
})

test('a long catalogue shows a page of estates, and more on demand', async ({ page }) => {
  const total = ESTATES_PAGE_SIZE * 2 + 4
  await page.route('**/data.json', (route) => route.fulfill({ json: estateFile(total) }))
  await page.goto('/')
  const cards = page.getByRole('article')
  const showMore = page.getByRole('button', { name: collectionMessages.showMore })
  await expect(page.getByText(collectionMessages.showing(ESTATES_PAGE_SIZE, total))).toBeVisible()
  await expect(cards).toHaveCount(ESTATES_PAGE_SIZE)

  // From the keyboard: the button keeps the focus, and the next page follows the first.
  await showMore.focus()
  await page.keyboard.press('Enter')
  await expect(
    page.getByText(collectionMessages.showing(ESTATES_PAGE_SIZE * 2, total)),
  ).toBeVisible()
  await expect(cards).toHaveCount(ESTATES_PAGE_SIZE * 2)
  await expect(showMore).toBeFocused()
  await expect(cards.nth(ESTATES_PAGE_SIZE)).toHaveAccessibleName(
    `Residence No. ${ESTATES_PAGE_SIZE + 1}`,
  )

  await showMore.click()
  await expect(page.getByText(collectionMessages.showing(total, total))).toBeVisible()
  await expect(cards).toHaveCount(total)
  await expect(showMore).toHaveCount(0)
  const last = page.getByRole('article', { name: `Residence No. ${total}`, exact: true })
  await last.scrollIntoViewIfNeeded()
  await expect(last).toBeVisible()
})

test('unknown paths show the 404 page with a way home', async ({ page }) => {
  await page.goto('/this/path/does-not-exist')
  await expect(page.getByRole('heading', { name: appMessages.notFound.title })).toBeVisible()
  await expect(page.getByText(appMessages.notFound.body)).toBeVisible()
  await page.getByRole('link', { name: appMessages.notFound.action }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page).toHaveTitle('Luxury Living | Home')
})

test('the signed-out navbar and the footer', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await page.goto('/')
  const nav = page.getByRole('navigation', { name: 'Main' })
  await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page')
  await expect(nav.getByRole('link', { name: 'Blogs' })).toBeVisible()
  await expect(nav.getByRole('link', { name: 'Update Profile' })).toBeVisible()
  await expect(nav.getByRole('link', { name: 'User Profile' })).toHaveCount(0)
  await expect(nav.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login')

  for (const region of [nav, page.getByRole('main')]) {
    expect((await region.boundingBox())?.width).toBeLessThanOrEqual(LAYOUT_MAX_WIDTH_PX)
  }

  const footer = page.getByRole('contentinfo')
  await expect(footer).toContainText('Providing affordable & Reliable Home since 1960')
  await expect(footer).toContainText('2024')
  await expect(footer.getByRole('img')).toHaveCount(3)
  // Its only links: the site in each language, this page's address in each (decision 037).
  await expect(footer.getByRole('link')).toHaveText(['English', 'Français', 'Deutsch'])
  await expect(footer.getByRole('link', { name: 'Français' })).toHaveAttribute('href', '/fr/')

  await nav.getByRole('link', { name: 'Update Profile' }).click()
  await expect(nav.getByRole('link', { name: 'Update Profile' })).toHaveAttribute(
    'aria-current',
    'page',
  )
  await expect(nav.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current', 'page')
})

test('on a phone the navigation folds into a menu', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 })
  await page.goto('/')
  const toggle = page.getByRole('button', { name: 'Open menu' })
  await expect(page.locator('#mobile-menu')).toBeHidden()
  await toggle.click()
  await page.locator('#mobile-menu').getByRole('link', { name: 'Blogs' }).click()
  await expect(page).toHaveURL(/\/login/)
  await expect(page.locator('#mobile-menu')).toBeHidden()
})

test('the first screen is in the HTML itself, painted before any JavaScript runs', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/')
  await expect(page).toHaveTitle('Luxury Living | Home')
  await expect(page.getByRole('heading', { name: 'Estates' })).toBeVisible()
  await expect(page.locator('[aria-roledescription="slide"] img').first()).toHaveJSProperty(
    'complete',
    true,
  )
  await page.goto('/login')
  await expect(page).toHaveTitle('Luxury Living | Login')
  await expect(page.getByRole('heading', { name: 'Login to your account' })).toBeVisible()
  await context.close()
})

test('a visitor who scrolls before the app has taken over stays where they scrolled', async ({
  page,
}) => {
  const appCode = await delayAppCode(page)
  await page.goto('/')
  await expect(page.getByRole('heading', { name: 'Estates' })).toBeVisible()
  // Scrolled down the HTML's estates while the app's code is still on its way.
  await page.mouse.wheel(0, 1200)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(1200)
  expect(appCode.arrived()).toBe(false)
  await expect(page.getByRole('button', { name: /^Save (?!this search$)/ }).first()).toBeEnabled()
  // The app has drawn the page over its HTML (its cards' buttons are live), the browser has shown
  // that frame and the app's effects after it have run: and not at its top.
  await page.evaluate(
    () => new Promise((shown) => requestAnimationFrame(() => setTimeout(shown, 0))),
  )
  expect(await page.evaluate(() => window.scrollY)).toBe(1200)
})

test('text outside the core font cut still draws in the brand faces, from the full files', async ({
  page,
}) => {
  // Which font files the page has loaded, by face (family, weight) and file.
  const loadedFaces = () =>
    page.evaluate(async () => {
      await document.fonts.ready
      const faces: string[] = []
      document.fonts.forEach((face) => {
        if (face.status !== 'loaded') return
        faces.push(`${face.family.replace(/"/g, '')} ${face.weight} ${face.unicodeRange}`)
      })
      return faces.sort()
    })
  // Plain English: only the core cuts.
  await page.goto('/login')
  await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible()
  const login = await loadedFaces()
  expect(login.length).toBeGreaterThan(0)
  expect(login.every((face) => !face.includes('U+0-FF'))).toBe(true)
  // "Ørestad" on the home page (ø is in no language's core, decision 041): the full Latin file of
  // the card title's face joins in.
  await serveEstates(page, [estateRecord({ estate_title: 'Ørestad Penthouse' })])
  await page.goto('/')
  // The app's card (the HTML's has no save button), not the HTML's, which it replaces.
  await expect(page.getByRole('button', { name: 'Save Ørestad Penthouse' })).toBeVisible()
  const title = page.getByRole('heading', { name: 'Ørestad Penthouse' })
  await title.scrollIntoViewIfNeeded()
  await expect(title).toBeVisible()
  await expect
    .poll(loadedFaces)
    .toContainEqual(expect.stringMatching(/^Playfair Display 400 U\+0-FF/))
})
