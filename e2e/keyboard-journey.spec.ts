import { readFileSync } from 'node:fs'
import { deleteUser, findUserByEmail, uniqueEmail } from './support/auth-emulator'
import { expect, PHOTO_HOST, test, toast } from './support/fixtures'
import type { Locator, Page } from '@playwright/test'
import { appMessages } from '../src/app/messages'
import { authMessages } from '../src/features/auth/messages'
import { sharedMessages } from '../src/components/messages'

type RawEstate = { id: string; estate_title: string; location: string }
const estates = (
  JSON.parse(readFileSync(new URL('../public/data.json', import.meta.url), 'utf8')) as {
    properties: RawEstate[]
  }
).properties

/** What has the focus, and whether a sighted keyboard user can see where it is. */
async function focusNow(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement
    if (!element || element === document.body) return { lost: true as const }
    const style = getComputedStyle(element)
    const outlined = (candidate: Element) => {
      const { outlineStyle, outlineWidth } = getComputedStyle(candidate)
      return outlineStyle !== 'none' && parseFloat(outlineWidth) > 0
    }
    // Its own ring, or its field's (a search box draws the ring around its icon and input).
    let fieldRing = false
    for (let up = element.parentElement, level = 0; up && level < 2; up = up.parentElement, level++)
      fieldRing ||= outlined(up)
    const ring = outlined(element) || style.boxShadow !== 'none' || fieldRing
    const box = element.getBoundingClientRect()
    return {
      lost: false as const,
      what: `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 60)}"`,
      // The page's content, where a new page starts (the focus is placed there, not tabbed to).
      pageStart: element.id === 'main',
      shown: element.matches(':focus-visible') && ring,
      onScreen: box.width > 0 && box.height > 0 && box.bottom > 0 && box.top < window.innerHeight,
    }
  })
}

/** The focus is on something, drawn, and on screen (once a transition has run): never lost. */
async function expectFocusShown(page: Page) {
  await expect
    .poll(
      async () => {
        const focus = await focusNow(page)
        if (focus.lost) return 'lost to the page body'
        return focus.pageStart || (focus.shown && focus.onScreen)
          ? 'shown'
          : `hidden: ${focus.what}`
      },
      { timeout: 2000 },
    )
    .toBe('shown')
}

/**
 * Tab, Tab, Tab... (Shift+Tab for what comes before the focus, such as the navigation seen from
 * the page's content) until `target` has the focus, checking the focus after every key.
 */
async function tabTo(page: Page, target: Locator, { backwards = false, maxPresses = 60 } = {}) {
  await target.waitFor()
  for (let presses = 0; presses <= maxPresses; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab')
    await expectFocusShown(page)
  }
  throw new Error(`${String(target)} was not reached in ${maxPresses} presses of Tab`)
}

const back = { backwards: true }

/** A move to another page leaves the focus at the start of its content. */
async function expectPageStart(page: Page) {
  await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('main')
}

async function type(page: Page, text: string) {
  await page.keyboard.type(text)
  await expectFocusShown(page)
}

test('a whole visit from the keyboard alone, the focus visible at every step', async ({ page }) => {
  test.setTimeout(120_000)
  const email = uniqueEmail('keyboard')
  const password = 'Keyboard9'
  const estate = estates.find((candidate) => candidate.estate_title.includes('Kirribilli'))
  if (!estate) throw new Error('the sample data changed')
  const accountMenu = page.getByRole('button', { name: /^Account menu for/ })

  try {
    await page.goto('/')
    // The first Tab offers a way past the navigation.
    await page.keyboard.press('Tab')
    await expect(page.getByRole('link', { name: appMessages.skipToContent })).toBeFocused()
    await expectFocusShown(page)

    // Register: from the login page's "Sign up here".
    await tabTo(page, page.getByRole('link', { name: sharedMessages.nav.login, exact: true }))
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/login$/)
    await expectPageStart(page)
    await tabTo(page, page.getByRole('link', { name: 'Sign up here' }))
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/register$/)
    await tabTo(page, page.getByLabel('Name'))
    await type(page, 'Keyboard Visitor')
    await tabTo(page, page.getByLabel('Photo URL'))
    await type(page, `${PHOTO_HOST}/keyboard.png`)
    await tabTo(page, page.getByLabel('Email address'))
    await type(page, email)
    await tabTo(page, page.getByLabel('Password', { exact: true }))
    await type(page, password)
    await page.keyboard.press('Enter')
    await expect(toast(page, authMessages.registerSuccess)).toBeVisible()
    await expect(page).toHaveURL(/\/$/, { timeout: 10_000 })
    await expectPageStart(page)

    // Sign out, then in again.
    await tabTo(page, accountMenu, back)
    await page.keyboard.press('Enter')
    await tabTo(page, page.getByRole('button', { name: sharedMessages.nav.logout }))
    await page.keyboard.press('Enter')
    await expect(toast(page, authMessages.logoutSuccess)).toBeVisible()
    await expectPageStart(page)
    await tabTo(page, page.getByRole('link', { name: sharedMessages.nav.login, exact: true }), back)
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/login$/)
    await tabTo(page, page.getByLabel('Email address'))
    await type(page, email)
    await tabTo(page, page.getByLabel('Password', { exact: true }))
    await type(page, password)
    await tabTo(page, page.getByRole('button', { name: 'Sign in' }))
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/profile$/)
    await expectPageStart(page)

    // Search the collection, then find the estate on the map and open it from its popup.
    await tabTo(page, page.getByRole('link', { name: 'Get Started' }))
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/$/)
    await tabTo(page, page.getByRole('searchbox', { name: 'Search estates' }))
    await type(page, 'kirribilli')
    await expect(page.getByRole('status').filter({ hasText: /^1 estate$/ })).toBeVisible()
    await tabTo(page, page.getByRole('button', { name: 'Map', exact: true }))
    await page.keyboard.press('Enter')
    const map = page.getByRole('region', { name: 'Map of the matching estates' })
    await tabTo(page, map.getByRole('button', { name: estate.estate_title }))
    await page.keyboard.press('Enter')
    const link = map.getByRole('link', { name: `View Property: ${estate.estate_title}` })
    await expect(link).toBeFocused()
    await expectFocusShown(page)
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(new RegExp(`/${estate.id}$`))
    await expect(page.getByRole('heading', { level: 1 })).toContainText(estate.estate_title)
    await expectPageStart(page)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)

    // The journal, and an article in it.
    await tabTo(page, page.getByRole('link', { name: sharedMessages.nav.blogs, exact: true }), back)
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/blogs$/)
    await expectPageStart(page)
    const firstArticle = page.getByRole('main').getByRole('link').first()
    await tabTo(page, firstArticle)
    await page.keyboard.press('Enter')
    await expect(page).not.toHaveURL(/\/blogs$/)
    await expectPageStart(page)

    // And out.
    await tabTo(page, accountMenu, back)
    await page.keyboard.press('Enter')
    await tabTo(page, page.getByRole('button', { name: sharedMessages.nav.logout }))
    await page.keyboard.press('Enter')
    await expect(toast(page, authMessages.logoutSuccess)).toBeVisible()
    await expect(
      page.getByRole('link', { name: sharedMessages.nav.login, exact: true }),
    ).toBeVisible()
    await expectPageStart(page)
  } finally {
    const account = await findUserByEmail(email).catch(() => undefined)
    if (account?.localId) await deleteUser(account.localId)
  }
})
