import { expect, type Page } from '@playwright/test'
import { catalogueImport } from '../../scripts/catalogue-import.mjs'
import { staffGrant } from '../../scripts/staff-grant.mjs'
import type { StaffRole } from '../../src/features/staff/roles'
import { verified, type TestUser } from './auth-emulator'
import { accessibilityViolations, REACHES_SERVER } from './fixtures'

let people = 0
/**
 * A person's name no other test's staff shares: every test's owner is in the same staff list (tests
 * run at once against the same emulators).
 */
export const uniqueName = (name: string) => `${name} ${process.pid % 1000}-${++people}`

/**
 * Gives a test user a role as `npm run staff:grant` does (the same script: its claim, the staff
 * list's entry, the audit log's), with a confirmed address, as staff must have. `none` removes it.
 */
export async function grantRole(user: TestUser, role: StaffRole | 'none') {
  await verified(user)
  const lines: string[] = []
  const code = await staffGrant({ email: user.email, role, log: (line) => lines.push(line) })
  expect(code, lines.join('\n')).toBe(0)
  return user
}

/**
 * What the browser logs when the admin function refuses a call (a visitor's 403, an ended
 * session's 401, a refused grant's 404 or 409): expected by the tests that ask for it.
 */
export const refusedByAdmin =
  /Failed to load resource: the server responded with a status of 40[1349]/

/** The back office's shell is drawn for this member: their name and role in the navigation. */
export async function expectShellOf(page: Page, user: TestUser, role: string) {
  const menu = page.getByRole('button', { name: 'Menu' })
  // On a phone the navigation is behind the menu.
  if (await menu.isVisible()) await menu.click()
  await expect(page.getByTestId('member-name')).toHaveText(user.name)
  await expect(page.getByTestId('member-role')).toHaveText(role)
}

/** The back office's navigation, as a member sees it (the phone's menu opened first). */
export async function openScreen(page: Page, name: string) {
  const menu = page.getByRole('button', { name: 'Menu' })
  if ((await menu.isVisible()) && (await menu.getAttribute('aria-expanded')) !== 'true')
    await menu.click()
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name }).click()
}

/** The widths every back-office screen is checked at (issue 44): a phone's and a desktop's. */
export const adminWidths = [
  { name: 'phone', width: 375, height: 812 },
  { name: 'desktop', width: 1280, height: 900 },
] as const

/** No accessibility violations; ADMIN_SCREENSHOTS=1 also keeps a picture in screenshots/admin/. */
export async function scanAdmin(page: Page, name: string, width: number) {
  expect(await accessibilityViolations(page), `${name} at ${width} px`).toEqual([])
  if (process.env.ADMIN_SCREENSHOTS)
    await page.screenshot({
      path: `screenshots/admin/${name.replace(/\W+/g, '-')}-${width}.png`,
      fullPage: true,
    })
}

/**
 * A back-office screen is drawn: its heading. Each screen's loader asks the admin function first,
 * which on a busy machine may start a new process for it (another test's photos keep one busy).
 */
export const expectScreen = (page: Page, title: string) =>
  expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible(REACHES_SERVER)

/** Today's catalogue in the local Firestore, as `npm start` imports it on a fresh machine. */
export async function importCatalogue(file = 'public/data.json') {
  const lines: string[] = []
  const code = await catalogueImport({ file, log: (line) => lines.push(line) })
  expect(code, lines.join('\n')).toBe(0)
}
