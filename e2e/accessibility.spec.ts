import type { Page } from '@playwright/test'
import { accountMessages } from '../src/features/auth/messages'
import { carousel } from '../src/config/constants'
import { accessibilityViolations, appStarted, expect, scrollToMap, test } from './support/fixtures'
import { handSessionTo } from './support/session'
import { collectionMessages } from '../src/features/estates/messages'

/**
 * The accessibility matrix: every page, signed out and signed in, on a phone and a desktop, with
 * the menus open. Each page is scanned once it shows its content (a heading of its own). The
 * single-width scans that auth, home, catalogue and account specs each had of these pages are
 * merged here (the estate page with its map's tiles, the account pages with the email reminder of
 * an unverified visitor, whom newUser creates).
 */
type Visit = { path: string; ready: (page: Page) => Promise<void> }
const heading = (name: string | RegExp) => async (page: Page) => {
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
}
const firstCard = async (page: Page) => {
  await expect(page.getByRole('article').first()).toBeVisible()
}

const guestVisits: Visit[] = [
  { path: '/', ready: firstCard },
  { path: '/login', ready: heading('Login to your account') },
  { path: '/register', ready: heading('Register Here') },
  { path: '/update', ready: heading('Update Your Profile') },
  { path: '/reset-password', ready: heading(/.+/) },
  {
    path: '/auth/action?mode=resetPassword',
    ready: async (page) => {
      await heading(/.+/)(page)
      await expect(page.getByText(accountMessages.linkChecking)).toHaveCount(0)
    },
  },
  { path: '/no/such/page', ready: heading("Sorry, we couldn't find this page.") },
]
const memberVisits: Visit[] = [
  { path: '/', ready: firstCard },
  // "Saved only" ticked, nothing saved yet: the panel's checkbox and the empty state.
  {
    path: '/?saved=1',
    ready: async (page) => {
      await expect(page.getByText(collectionMessages.search.noSavedYet)).toBeVisible()
    },
  },
  {
    path: '/1',
    ready: async (page) => {
      await heading(/.+/)(page)
      await scrollToMap(page)
      await expect(page.locator('img.leaflet-tile-loaded').first()).toBeVisible()
    },
  },
  { path: '/profile', ready: heading(/^Hello,/) },
  {
    path: '/update',
    ready: async (page) => {
      await heading('Update Your Profile')(page)
      await expect(page.getByRole('heading', { name: 'Change password' })).toBeVisible()
      await expect(page.getByRole('region', { name: 'Email verification' })).toBeVisible()
    },
  },
  { path: '/blogs', ready: heading('Blogs') },
  { path: '/blogs/1', ready: heading(/.+/) },
  { path: '/no-such-estate', ready: heading('Estate not found') },
  { path: '/no/such/page', ready: heading("Sorry, we couldn't find this page.") },
]

async function scan(page: Page, what: string, within?: string) {
  await appStarted(page)
  expect(await accessibilityViolations(page, within), what).toEqual([])
}

/**
 * Scans the page already open with its menus open, the phone's navigation and the account menu:
 * the header alone, as the rest of the page was scanned with them closed and does not change.
 */
async function scanWithMenusOpen(page: Page, path: string, signedIn: boolean, phone: boolean) {
  if (phone) {
    await page.getByRole('button', { name: 'Open menu' }).click()
    await expect(page.locator('#mobile-menu')).toBeVisible()
    await scan(page, `${path} with the mobile menu open`, 'header')
    await page.getByRole('button', { name: 'Close menu' }).click()
  }
  if (signedIn) {
    await page.getByRole('button', { name: /^Account menu for/ }).click()
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible()
    await scan(page, `${path} with the account menu open`, 'header')
    await page.keyboard.press('Escape')
  }
}

for (const [device, viewport] of [
  ['phone', { width: 375, height: 812 }],
  ['desktop', { width: 1280, height: 900 }],
] as const) {
  const phone = device === 'phone'
  // A test per page and state, so that each does one scan's work (a page after page in one test
  // outgrew its time on a busy machine).
  test.describe(`on a ${device} (${viewport.width} px)`, () => {
    test.use({ viewport })

    for (const visit of guestVisits) {
      test(`a guest's ${visit.path} has no accessibility violations`, async ({ page }) => {
        await page.goto(visit.path)
        await visit.ready(page)
        await scan(page, visit.path)
      })
    }

    for (const visit of memberVisits) {
      test(`a signed-in visitor's ${visit.path} has no accessibility violations`, async ({
        page,
        newUser,
      }) => {
        await handSessionTo(page, await newUser())
        await page.goto(visit.path)
        await visit.ready(page)
        await scan(page, visit.path)
      })
    }

    // The menus in tests of their own: with the page's scan, the signed-in home's reached 29 s
    // of its 30 on a loaded machine.
    const home = { guest: guestVisits[0]!, member: memberVisits[0]! }
    if (phone)
      test(`a guest's ${home.guest.path} with its menu open has no accessibility violations`, async ({
        page,
      }) => {
        await page.goto(home.guest.path)
        await home.guest.ready(page)
        await scanWithMenusOpen(page, home.guest.path, false, true)
      })
    test(`a signed-in visitor's ${home.member.path} with its menus open has no accessibility violations`, async ({
      page,
      newUser,
    }) => {
      await handSessionTo(page, await newUser())
      await page.goto(home.member.path)
      await home.member.ready(page)
      await scanWithMenusOpen(page, home.member.path, true, phone)
    })
  })
}

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' })

  test('the carousel changes slides without motion and keeps its autoplay and pause control', async ({
    page,
  }) => {
    await page.goto('/')
    // The app has taken over from the static first screen (whose controls are disabled).
    await expect(page.getByRole('button', { name: 'Pause slideshow' })).toBeEnabled()
    const active = page.locator('[aria-roledescription="slide"][data-active="true"]')
    await expect(active).toHaveAttribute('aria-label', `1 of ${carousel.slideCount}`)
    // No transition: the slide's opacity changes at once.
    const { property, duration } = await active.evaluate((slide) => {
      const style = getComputedStyle(slide)
      return { property: style.transitionProperty, duration: style.transitionDuration }
    })
    expect(property === 'none' || /^0s(, 0s)*$/.test(duration), `${property} ${duration}`).toBe(
      true,
    )
    await expect(active).toHaveAttribute('aria-label', `2 of ${carousel.slideCount}`, {
      timeout: carousel.autoplayDelayMs + 1500,
    })
    // Smooth scrolling becomes a jump.
    expect(
      await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior),
    ).toBe('auto')
  })
})
