import type { Page } from '@playwright/test'
import { verified } from './support/auth-emulator'
import { appStarted, expect, test } from './support/fixtures'

/**
 * An estate page's viewing request loads as the visitor nears it. One who jumps to the end (the
 * footer's language switch, its links) must find the footer where they saw it when it arrives:
 * before its room was held, the footer moved 270 px on a desktop and up to 1,000 px on a phone,
 * and a press meant for it landed on the form.
 */
const cases = [
  { language: '', width: 1280, verified: false, estate: '1', on: 'a desktop, unverified' },
  { language: '/de', width: 375, verified: false, estate: '11', on: 'a phone, in German' },
  { language: '/fr', width: 375, verified: true, estate: '8', on: 'a phone, sold, in French' },
  { language: '', width: 640, verified: true, estate: '15', on: 'a tablet, let' },
  { language: '/fr', width: 1280, verified: true, estate: '1', on: 'a desktop, in French' },
]

const footerTop = (page: Page) =>
  page.evaluate(() =>
    Math.round(document.querySelector('footer')?.getBoundingClientRect().top ?? 0),
  )
const pageLength = (page: Page) => page.evaluate(() => document.documentElement.scrollHeight)

/** At the end of the page, once it is still: the footer's top, as the visitor sees it. */
async function footerAtTheEnd(page: Page) {
  let last: number | undefined
  await expect
    .poll(
      async () => {
        await page.keyboard.press('End')
        const top = await footerTop(page)
        // Still, and at the end: a press that has not scrolled yet reads the same twice too.
        const atEnd = await page.evaluate(
          () =>
            Math.ceil(window.scrollY + window.innerHeight) >=
            document.documentElement.scrollHeight - 1,
        )
        const still = top === last && atEnd
        last = top
        return still
      },
      { intervals: [300] },
    )
    .toBe(true)
  return last ?? 0
}

for (const { language, width, verified: isVerified, estate, on } of cases) {
  test(`the footer stays put as the viewing request arrives at the end of an estate page (${on})`, async ({
    page,
    newUser,
    signIn,
  }) => {
    const user = await newUser()
    if (isVerified) await verified(user)
    await signIn(user)
    let release = () => {}
    const released = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/enquiry-section-*.js', async (route) => {
      await released
      await route.fallback()
    })
    await page.setViewportSize({ width, height: 812 })
    await page.goto(`${language}/${estate}`)
    await appStarted(page)
    const before = await footerAtTheEnd(page)
    const lengthBefore = await pageLength(page)
    release()
    await expect(page.getByRole('article').locator('form')).toBeVisible()
    expect(Math.abs((await footerTop(page)) - before)).toBeLessThanOrEqual(8)
    // At the end a room too tall moves nothing on screen; higher up, what follows it would rise.
    // The room is the tallest of its kind: no more than a line of the form above this one.
    const grown = (await pageLength(page)) - lengthBefore
    expect(grown).toBeGreaterThanOrEqual(-64)
    expect(grown).toBeLessThanOrEqual(8)
  })
}
