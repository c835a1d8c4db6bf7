import { adminMessages } from '../src/admin/messages'
import { staffGrant } from '../scripts/staff-grant.mjs'
import { verified } from './support/auth-emulator'
import { expect, test } from './support/fixtures'
import { handSessionTo } from './support/session'
import {
  adminWidths,
  expectScreen,
  grantRole,
  openScreen,
  refusedByAdmin,
  scanAdmin,
  uniqueName,
} from './support/staff'

/**
 * Every screen of the back office, on a phone and a desktop: no accessibility violations (axe), the
 * phone's menu and the confirmation dialogs open too. ADMIN_SCREENSHOTS=1 also keeps a picture of
 * each in screenshots/admin/, to look at.
 */
for (const { name: device, width, height } of adminWidths) {
  test.describe(`on a ${device}`, () => {
    test.use({ viewport: { width, height } })

    test('an owner’s screens, menus and questions have no violations', async ({
      page,
      newUser,
    }) => {
      test.slow()
      const owner = await grantRole(await newUser({ name: uniqueName('Olivia Owner') }), 'owner')
      const agent = await grantRole(await newUser({ name: uniqueName('Arthur Agent') }), 'agent')
      await handSessionTo(page, owner)

      await page.goto('/admin')
      await expectScreen(page, 'Listings')
      await scanAdmin(page, 'listings', width)
      const menu = page.getByRole('button', { name: adminMessages.menu.open })
      if (device === 'phone') {
        await menu.click()
        await expect(page.getByRole('navigation', { name: 'Back office' })).toBeVisible()
        await scanAdmin(page, 'menu', width)
        await page.getByRole('link', { name: 'Staff' }).click()
        // The menu closes as the screen opens.
        await expect(menu).toHaveAttribute('aria-expanded', 'false')
      } else {
        await expect(menu).toBeHidden()
        await page.getByRole('link', { name: 'Staff' }).click()
      }
      await expectScreen(page, 'Staff')
      await expect(page.getByRole('listitem', { name: agent.name })).toBeVisible()
      await scanAdmin(page, 'staff', width)

      // The rules' messages beside their fields.
      await page.getByRole('button', { name: adminMessages.staff.grant }).click()
      await expect(page.getByText('Choose a role: owner, admin or agent')).toBeVisible()
      await scanAdmin(page, 'staff-form-errors', width)

      await page.getByRole('button', { name: adminMessages.staff.changeOf(agent.name) }).click()
      await expect(page.getByRole('dialog')).toBeVisible()
      await scanAdmin(page, 'staff-change-dialog', width)
      await page.keyboard.press('Escape')
      await expect(page.getByRole('dialog')).toHaveCount(0)

      await page.goto('/admin/audit')
      await expectScreen(page, 'Audit log')
      await expect(page.getByText(`Granted ${agent.email} the role of agent`)).toBeVisible()
      await scanAdmin(page, 'audit', width)

      await page.goto('/admin/no-such-screen')
      await expectScreen(page, adminMessages.notFound.title)
      await scanAdmin(page, 'not-found', width)
    })

    test('the pages for anyone who is not (or no longer) a member have no violations', async ({
      page,
      newUser,
      consoleGuard,
    }) => {
      consoleGuard.allow(refusedByAdmin)
      test.slow()
      const visitor = await verified(await newUser({ name: uniqueName('Victor Visitor') }))
      await handSessionTo(page, visitor)
      await page.goto('/admin')
      await expectScreen(page, adminMessages.session.notAuthorisedTitle)
      await scanAdmin(page, 'not-authorised', width)

      // A role, but an address not confirmed yet (the command grants it, with a warning).
      const unconfirmed = await newUser({ name: uniqueName('Una Unconfirmed') })
      expect(await staffGrant({ email: unconfirmed.email, role: 'agent', log: () => {} })).toBe(0)
      await handSessionTo(page, unconfirmed)
      await page.goto('/admin')
      await expectScreen(page, adminMessages.session.unverifiedTitle)
      await scanAdmin(page, 'unconfirmed', width)

      // An agent at a screen not for their role.
      const agent = await grantRole(await newUser({ name: uniqueName('Arthur Agent') }), 'agent')
      await handSessionTo(page, agent)
      await page.goto('/admin/audit')
      await expectScreen(page, adminMessages.notAllowed.title)
      await scanAdmin(page, 'not-allowed', width)

      // Their role changes meanwhile: their next call is refused, their session has ended.
      await grantRole(agent, 'admin')
      await openScreen(page, 'Listings')
      await expectScreen(page, adminMessages.session.endedTitle)
      await scanAdmin(page, 'session-ended', width)
    })
  })
}

test('the back office works by keyboard on a phone: skip link, menu, a screen, focus on it', async ({
  page,
  newUser,
}) => {
  await page.setViewportSize({ width: 375, height: 812 })
  const owner = await grantRole(await newUser({ name: uniqueName('Olivia Owner') }), 'owner')
  await handSessionTo(page, owner)
  await page.goto('/admin')
  await expectScreen(page, 'Listings')

  await page.keyboard.press('Tab')
  const skip = page.getByRole('link', { name: adminMessages.skipToContent })
  await expect(skip).toBeFocused()
  await expect(skip).toBeInViewport()
  await page.keyboard.press('Enter')
  await expect(page.locator('#admin-main')).toBeFocused()

  const menu = page.getByRole('button', { name: adminMessages.menu.open })
  await menu.focus()
  await page.keyboard.press('Enter')
  await expect(menu).toHaveAttribute('aria-expanded', 'true')
  await page.keyboard.press('Tab') // Listings
  await page.keyboard.press('Tab') // Staff
  await expect(page.getByRole('link', { name: 'Staff' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expectScreen(page, 'Staff')
  await expect(page.locator('#admin-main')).toBeFocused()
  await expect(menu).toHaveAttribute('aria-expanded', 'false')
})
