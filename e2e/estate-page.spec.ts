import { readFileSync } from 'node:fs'
import { api } from '../src/config/paths'
import { accountMessages } from '../src/features/auth/messages'
import { PAGE_SETTLES_MS } from '../src/lib/after-page-settles'
import type { estateRecord } from '../src/testing/estate-records'
import {
  accessibilityViolations,
  expect,
  firstSyncEnded,
  holdScripts,
  openLive,
  REACHES_SERVER,
  test,
  toast,
  watchScripts,
} from './support/fixtures'
import { VIEWER_OPENS, viewerCounter, viewerSettled } from './support/photo-viewer'
import { stubShareSheet } from './support/share-sheet'
import { galleryMessages } from '../src/features/gallery/messages'
import { mortgageMessages } from '../src/features/mortgage/messages'
import { shareMessages } from '../src/features/sharing/messages'

type RawEstate = ReturnType<typeof estateRecord>
/** The photo viewer's code, whatever chunk it travels in (its class names). */
const VIEWER_CODE = 'yarl__'
const estates = (
  JSON.parse(readFileSync(new URL('../public/data.json', import.meta.url), 'utf8')) as {
    properties: RawEstate[]
  }
).properties
const estateById = (id: string) => {
  const estate = estates.find((candidate) => String(candidate.id) === id)
  if (!estate) throw new Error(`no estate ${id} in data.json`)
  return estate
}

test.beforeEach(async ({ signedInUser: _ }) => {})

test.describe('mortgage calculator', () => {
  // Amortisation figures worked out by hand: 80 % of the price at 6.5 % over 30 years.
  for (const { id, loan, monthly, interest } of [
    { id: '1', loan: '$10,200,000.00', monthly: '$64,470.94', interest: '$13,009,537.82' },
    { id: '6', loan: '$3,080,000.00', monthly: '$19,467.70', interest: '$3,928,370.24' },
  ]) {
    test(`estate ${id}: the figures for its price with the default terms`, async ({ page }) => {
      const estate = estateById(id)
      await openLive(page, `/${id}`)
      const calculator = page.getByRole('region', { name: mortgageMessages.title })
      await calculator.scrollIntoViewIfNeeded()
      await expect(calculator.getByLabel('Home price')).toHaveValue(String(estate.price))
      await expect(calculator.getByLabel('Down payment (%)')).toHaveValue('20')
      await expect(calculator.getByLabel('Interest rate (%)')).toHaveValue('6.5')
      await expect(calculator.getByLabel('Loan term (years)')).toHaveValue('30')
      await expect(calculator.getByText('Monthly payment', { exact: true })).toBeVisible()
      await expect(calculator.getByRole('definition')).toHaveText([monthly, loan, interest])
    })
  }

  test('follows the fields, handles 0 % and explains bad input', async ({ page }) => {
    await openLive(page, '/1')
    const calculator = page.getByRole('region', { name: mortgageMessages.title })
    const price = calculator.getByLabel('Home price')
    const rate = calculator.getByLabel('Interest rate (%)')
    const down = calculator.getByLabel('Down payment (%)')
    await price.fill('500000')
    await rate.fill('6')
    await expect(calculator.getByRole('definition').first()).toHaveText('$2,398.20')
    await calculator.getByLabel('Loan term (years)').selectOption('15')
    await expect(calculator.getByRole('definition').first()).toHaveText('$3,375.43')
    await rate.fill('0')
    await expect(calculator.getByRole('definition')).toHaveText([
      '$2,222.22',
      '$400,000.00',
      '$0.00',
    ])

    await price.fill('a lot')
    await expect(price).toHaveAccessibleDescription(mortgageMessages.priceInvalid)
    await expect(calculator.getByText(mortgageMessages.fixFields)).toBeVisible()
    await price.fill('')
    await expect(price).toHaveAccessibleDescription(mortgageMessages.priceInvalid)
    await price.fill('500000')
    await down.fill('120')
    await expect(down).toHaveAccessibleDescription(mortgageMessages.downPaymentInvalid)
    await down.fill('-5')
    await expect(down).toHaveAccessibleDescription(mortgageMessages.downPaymentInvalid)
    await down.fill('20')
    await rate.fill('-1')
    await expect(rate).toHaveAccessibleDescription(mortgageMessages.rateInvalid)
    await expect(calculator).not.toContainText(/NaN|Infinity/)
    await rate.fill('6')
    await expect(calculator.getByRole('definition').first()).toHaveText('$3,375.43')
    await expect(price).not.toHaveAttribute('aria-invalid')
  })
})

test.describe('sharing', () => {
  test('without a share sheet, Share copies the estate link with a toast', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    // Desktop Chromium on Linux has no navigator.share, as desktop Firefox: the fallback is tested.
    await openLive(page, '/9')
    expect(await page.evaluate(() => typeof navigator.share)).toBe('undefined')
    const estate = estateById('9')
    await expect(page).toHaveTitle('Luxury Living | Detail')
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      new RegExp(`^${estate.estate_title} in `),
    )
    await page.getByRole('button', { name: 'Share' }).click()
    await expect(toast(page, shareMessages.linkCopied)).toBeVisible()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      new URL('/9', page.url()).href,
    )
  })

  test('with a share sheet, Share hands it the estate; closing it is no error', async ({
    page,
  }) => {
    const sheet = await stubShareSheet(page, { cancelFrom: 2 })
    await openLive(page, '/9')
    const share = page.getByRole('button', { name: 'Share' })
    await share.click()
    await expect.poll(sheet.shared).toEqual([
      expect.objectContaining({
        title: estateById('9').estate_title,
        url: new URL('/9', page.url()).href,
      }),
    ])
    await share.click()
    await expect.poll(async () => (await sheet.shared()).length).toBe(2)
    await expect(toast(page, shareMessages.linkCopied)).toHaveCount(0)
  })
})

test.describe('photo gallery', () => {
  const estate = estateById('9')
  const count = 1 + (estate as RawEstate & { images: unknown[] }).images.length
  const dialogName = galleryMessages.dialog(estate.estate_title)
  // Longer than the viewer's slide animation (yet-another-react-lightbox's default, 500 ms).
  const SLIDE_SETTLE_MS = 700

  test('by mouse: every photo in turn, then Close returns focus; the viewer loads only then', async ({
    page,
    context,
  }) => {
    const scripts = watchScripts(context)
    await openLive(page, '/9')
    const viewAll = page.getByRole('button', { name: galleryMessages.viewAll(count) })
    await expect(viewAll).toBeVisible()
    expect(count).toBeGreaterThanOrEqual(6)
    expect(await scripts.loaded(VIEWER_CODE)).toBe(false)

    await viewAll.click()
    const dialog = page.getByRole('dialog', { name: dialogName })
    await expect(dialog).toBeVisible(VIEWER_OPENS)
    expect(await scripts.loaded(VIEWER_CODE)).toBe(true)
    for (let index = 1; index <= count; index++) {
      await expect(viewerCounter(page)).toHaveText(`${index} / ${count}`)
      await expect(dialog.getByRole('group', { name: `${index} of ${count}` })).toBeVisible()
      const photo = dialog.locator('.yarl__slide_current img')
      await expect(photo).toHaveAttribute('alt', /\S/)
      await expect
        .poll(() => photo.evaluate((image) => (image as HTMLImageElement).naturalWidth))
        .toBeGreaterThan(0)
      if (index < count) await dialog.getByRole('button', { name: 'Next photo' }).click()
    }
    await dialog.getByRole('button', { name: 'Previous photo' }).click()
    await expect(viewerCounter(page)).toHaveText(`${count - 1} / ${count}`)
    await dialog.getByRole('button', { name: 'Close' }).click()
    await expect(dialog).toHaveCount(0)
    await expect(viewAll).toBeFocused()
  })

  test('by keyboard: a thumbnail opens its photo, arrows move, Escape closes, focus returns', async ({
    page,
  }) => {
    await openLive(page, '/9')
    const third = page.getByRole('button', { name: /^Open photo 3 of \d+: / })
    await third.focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: dialogName })
    await expect(dialog).toBeVisible(VIEWER_OPENS)
    await expect(viewerCounter(page)).toHaveText(`3 / ${count}`)
    // One key at a time, as a person reads each photo: a key pressed while a slide is still moving
    // in adds to that move (two photos at once). On a loaded machine the slide can start late, so
    // each key waits for the viewer's animations to have finished, not only for a fixed time.
    const press = async (key: string, expected: number) => {
      await page.waitForTimeout(SLIDE_SETTLE_MS)
      await viewerSettled(page)
      await page.keyboard.press(key)
      await expect(viewerCounter(page)).toHaveText(`${expected} / ${count}`)
    }
    await press('ArrowRight', 4)
    await press('ArrowLeft', 3)
    await press('ArrowLeft', 2)
    // Focus stays in the dialog while it is open.
    for (let step = 0; step < 6; step++) {
      await page.keyboard.press('Tab')
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(
        true,
      )
    }
    await page.keyboard.press('Escape')
    await expect(dialog).toHaveCount(0)
    await expect(third).toBeFocused()
  })

  test('the estate page with the viewer open passes an accessibility scan', async ({ page }) => {
    await openLive(page, '/9')
    await page.getByRole('button', { name: galleryMessages.viewAll(count) }).click()
    await expect(page.getByRole('dialog', { name: dialogName })).toBeVisible(VIEWER_OPENS)
    await expect(viewerCounter(page)).toHaveText(`1 / ${count}`)
    expect(await accessibilityViolations(page)).toEqual([])
  })
})

test.describe('photo gallery on a phone', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } })

  test('a swipe moves to the next photo and back', async ({ page }) => {
    const estate = estateById('9')
    await openLive(page, '/9')
    await page.getByRole('button', { name: /^View all \d+ photos$/ }).tap()
    const dialog = page.getByRole('dialog', { name: galleryMessages.dialog(estate.estate_title) })
    await expect(dialog).toBeVisible(VIEWER_OPENS)
    const counter = viewerCounter(page)
    await expect(counter).toHaveText(/^1 \/ \d+$/)
    const swipe = async (fromX: number, toX: number) => {
      const cdp = await page.context().newCDPSession(page)
      const y = 420
      const point = (x: number) => [{ x, y, id: 1 }]
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: point(fromX) })
      for (let step = 1; step <= 8; step++)
        await cdp.send('Input.dispatchTouchEvent', {
          type: 'touchMove',
          touchPoints: point(fromX + ((toX - fromX) * step) / 8),
        })
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
      await cdp.detach()
    }
    await swipe(340, 60)
    await expect(counter).toHaveText(/^2 \/ \d+$/)
    await swipe(60, 340)
    await expect(counter).toHaveText(/^1 \/ \d+$/)
  })
})

test.describe('layout stability', () => {
  /** What the banner's code holds (its region's name), whatever chunk it travels in. */
  const BANNER_CODE = 'Email verification'

  for (const [device, viewport] of [
    ['phone', { width: 390, height: 844 }],
    ['desktop', { width: 1280, height: 800 }],
  ] as const) {
    test(`on a ${device}, nothing moves once the estate page is drawn, the banner in its HTML and its code arriving late`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport)
      // The unverified visitor's reminder comes from a slow network, well after the page's own code.
      await holdScripts(page, async (_path, body) => {
        if (body.includes(BANNER_CODE)) await new Promise((done) => setTimeout(done, 1500))
      })
      await page.addInitScript(() => {
        const shifts: { value: number; sources: string[] }[] = []
        const observer = new PerformanceObserver((list) => note(list.getEntries()))
        // The shifts seen so far, those the browser has not yet handed to the observer too.
        Object.assign(window, { layoutShifts: () => (note(observer.takeRecords()), shifts) })
        const note = (entries: PerformanceEntry[]) => {
          for (const entry of entries as (PerformanceEntry & {
            value: number
            hadRecentInput: boolean
            sources: { node?: Node | null }[]
          })[]) {
            if (entry.hadRecentInput) continue
            shifts.push({
              value: entry.value,
              sources: entry.sources.map((source) =>
                source.node instanceof Element
                  ? `${source.node.tagName.toLowerCase()}.${source.node.className}`.slice(0, 80)
                  : String(source.node?.nodeName),
              ),
            })
          }
        }
        observer.observe({ type: 'layout-shift', buffered: true })
      })
      await page.goto('/1')
      const heading = page.getByRole('heading', { level: 1 })
      const banner = page.getByRole('region', { name: BANNER_CODE })
      const resend = banner.getByRole('button', { name: accountMessages.resendEmail })
      // The page's HTML has the reminder, the visitor's address filled in, before the app draws
      // its own (its button is live only then).
      const { email, uid } = await page.evaluate(
        () =>
          JSON.parse(localStorage.getItem('authUser') ?? '{}') as { email?: string; uid?: string },
      )
      await expect(banner).toContainText(accountMessages.verifyBannerDetail(email ?? ''))
      await expect(heading).toHaveText(estateById('1').estate_title)
      await expect(resend).toBeDisabled()
      const inHtml = await heading.boundingBox()
      await expect(resend).toBeEnabled({ timeout: 15_000 })
      expect(await heading.boundingBox()).toEqual(inHtml)
      await expect(banner).toContainText(accountMessages.verifyBannerDetail(email ?? ''))
      // The thumbnails follow the header photo.
      await expect(
        page.getByRole('button', { name: /^Open photo 1 of \d+: / }).locator('img'),
      ).toBeVisible()
      // The last of the page's late work: the identity SDK's check of the session (it may change
      // what the banner says), then the saved estates' first sync (the heart). The map and the
      // viewing request load only when scrolled near. Then the faces are in, and the frame after
      // it all is drawn (a shift is noted as its frame is laid out).
      await firstSyncEnded(page, uid ?? '')
      await page.evaluate(async () => {
        await document.fonts.ready
        await new Promise((drawn) => requestAnimationFrame(() => setTimeout(drawn, 0)))
      })
      const shifts = await page.evaluate(() =>
        (
          window as unknown as { layoutShifts: () => { value: number; sources: string[] }[] }
        ).layoutShifts(),
      )
      const total = shifts.reduce((sum, shift) => sum + shift.value, 0)
      expect(total, `layout shifts: ${JSON.stringify(shifts)}`).toBeLessThan(0.02)
    })
  }
})

test.describe('start', () => {
  test('the page starts without asking the identity provider or syncing saved estates; both come once it has settled', async ({
    page,
  }) => {
    const synced = page.waitForResponse(
      (response) => new URL(response.url()).pathname === api.savedEstates,
      REACHES_SERVER,
    )
    await openLive(page, '/3')
    expect((await synced).ok()).toBe(true)
    const started = await page.evaluate((list) => {
      const [opened] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[]
      const at = (matches: (path: string) => boolean) =>
        performance
          .getEntriesByType('resource')
          .filter(({ name }) => matches(new URL(name).pathname))
          .map(({ startTime }) => startTime)
      return {
        loaded: opened?.loadEventStart ?? NaN,
        // The SDK's first words with the provider (the emulator serves its API under these paths).
        provider: at((path) => /^\/(identitytoolkit|securetoken)\.googleapis\.com\//.test(path)),
        sync: at((path) => path === list),
      }
    }, api.savedEstates)
    expect(started.provider.length).toBeGreaterThan(0)
    expect(started.sync.length).toBeGreaterThan(0)
    for (const at of [...started.provider, ...started.sync])
      expect(at).toBeGreaterThanOrEqual(started.loaded + PAGE_SETTLES_MS)
  })
})
