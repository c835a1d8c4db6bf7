import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { carousel } from '../src/config/constants'
import { messages } from '../src/config/messages'
import { appStarted, expect, test } from './support/fixtures'

/**
 * The accessibility matrix: every page, signed out and signed in, on a phone and a desktop, with
 * the menus open. Each page is scanned once it shows its content (a heading of its own).
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
  { path: '/no/such/page', ready: heading("Sorry, we couldn't find this page.") },
]
const memberVisits: Visit[] = [
  { path: '/', ready: firstCard },
  // "Saved only" ticked, nothing saved yet: the panel's checkbox and the empty state.
  {
    path: '/?saved=1',
    ready: async (page) => {
      await expect(page.getByText(messages.search.noSavedYet)).toBeVisible()
    },
  },
  { path: '/1', ready: heading(/.+/) },
  { path: '/profile', ready: heading(/^Hello,/) },
  { path: '/update', ready: heading('Update Your Profile') },
  { path: '/blogs', ready: heading('Blogs') },
  { path: '/blogs/1', ready: heading(/.+/) },
  { path: '/no-such-estate', ready: heading('Estate not found') },
  { path: '/no/such/page', ready: heading("Sorry, we couldn't find this page.") },
]

async function scan(page: Page, what: string) {
  await appStarted(page)
  const { violations } = await new AxeBuilder({ page }).analyze()
  expect(
    violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target).join(' | ')}`),
    what,
  ).toEqual([])
}

async function scanWithMenusOpen(page: Page, visit: Visit, signedIn: boolean, phone: boolean) {
  const { path } = visit
  await page.goto(path)
  await visit.ready(page)
  await appStarted(page)
  if (phone) {
    await page.getByRole('button', { name: 'Open menu' }).click()
    await expect(page.locator('#mobile-menu')).toBeVisible()
    await scan(page, `${path} with the mobile menu open`)
    await page.getByRole('button', { name: 'Close menu' }).click()
  }
  if (signedIn) {
    await page.getByRole('button', { name: /^Account menu for/ }).click()
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible()
    await scan(page, `${path} with the account menu open`)
    await page.keyboard.press('Escape')
  }
}

for (const [device, viewport] of [
  ['phone', { width: 375, height: 812 }],
  ['desktop', { width: 1280, height: 900 }],
] as const) {
  test.describe(`on a ${device} (${viewport.width} px)`, () => {
    test.use({ viewport })
    // A page after page, each scanned: longer than one visit.
    test.slow()

    test('every page a guest can reach has no accessibility violations', async ({ page }) => {
      for (const visit of guestVisits) {
        await page.goto(visit.path)
        await visit.ready(page)
        await scan(page, visit.path)
      }
      if (device === 'phone') await scanWithMenusOpen(page, guestVisits[0]!, false, true)
    })

    // A signed-in visitor's pages in two halves, scanned side by side: one after another they
    // outgrew the time a test has.
    const half = Math.ceil(memberVisits.length / 2)
    for (const visits of [memberVisits.slice(0, half), memberVisits.slice(half)]) {
      const paths = visits.map((visit) => visit.path).join(', ')
      test(`a signed-in visitor's pages have no accessibility violations: ${paths}`, async ({
        page,
        newUser,
        signIn,
      }) => {
        await signIn(await newUser())
        for (const visit of visits) {
          await page.goto(visit.path)
          await visit.ready(page)
          await scan(page, visit.path)
        }
        const home = memberVisits[0]
        if (home && visits[0] === home)
          await scanWithMenusOpen(page, home, true, device === 'phone')
      })
    }
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
