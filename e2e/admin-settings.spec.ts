import { settingsWords as words } from '../src/admin/screens/settings/messages'
import { adminMessages } from '../src/admin/messages'
import { readDocument, writeDocument } from '../scripts/lib/local-firestore.mjs'
import { INBOX_COLLECTION } from '../src/features/inbox/request-schema'
import { inboxRequest } from '../src/testing/inbox-requests'
import { expect, test, toast } from './support/fixtures'
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
 * The agency's settings (issue 46) as staff meet them: an admin shortens how long the inbox keeps
 * a visitor's request, and the requests older than that go at once; an agent has no such screen.
 * The term is the whole site's: the test puts it back.
 */
const DAY = 86_400_000

/** A request put in the local inbox as the enquiry function keeps it, received `daysAgo`; its path. */
async function keptRequest(daysAgo: number) {
  const path = `${INBOX_COLLECTION}/e2e-${daysAgo}-${Date.now()}-${Math.random().toString(36).slice(2)}`
  await writeDocument(path, inboxRequest('e2e-visitor', { at: Date.now() - daysAgo * DAY }))
  return path
}

test('an admin shortens the inbox’s retention: older requests go at once, audited; an agent cannot', async ({
  page,
  browser,
  newUser,
  consoleGuard,
}) => {
  consoleGuard.allow(refusedByAdmin)
  const admin = await grantRole(await newUser({ name: uniqueName('Ada Admin') }), 'admin')
  // Two requests: one eight months old, one of last week.
  const old = await keptRequest(240)
  const recent = await keptRequest(7)
  await handSessionTo(page, admin)
  await page.goto('/admin')
  await openScreen(page, words.title)
  await expectScreen(page, words.title)
  const term = page.getByLabel(words.retentionLabel)
  await expect(term).toHaveValue('24')

  // Out of range: said beside the field, nothing saved.
  await term.fill('0')
  await page.getByRole('button', { name: words.save }).click()
  await expect(page.getByText('Choose a whole number of months from 1 to 120.')).toBeVisible()

  await term.fill('6')
  await page.getByRole('button', { name: words.save }).click()
  await expect(toast(page, /^Saved: requests are kept for 6 months\./)).toBeVisible()
  expect(await readDocument(old)).toBeNull()
  expect(await readDocument(recent)).not.toBeNull()
  await page.reload()
  await expect(page.getByLabel(words.retentionLabel)).toHaveValue('6')

  await page.goto('/admin/audit')
  await expectScreen(page, adminMessages.screens.audit)
  await expect(
    page.getByText('Changed the inbox retention from 24 to 6 months').first(),
  ).toBeVisible()

  // An agent: no Settings in the navigation, the screen says so, the API refuses.
  const agent = await grantRole(await newUser({ name: uniqueName('Arthur Agent') }), 'agent')
  const agentContext = await browser.newContext()
  const agentPage = await agentContext.newPage()
  await handSessionTo(agentPage, agent)
  await agentPage.goto('/admin/settings')
  await expectScreen(agentPage, adminMessages.notAllowed.title)
  await expect(
    agentPage
      .getByRole('navigation', { name: 'Back office' })
      .getByRole('link', { name: words.title }),
  ).toHaveCount(0)
  await agentContext.close()

  // Put back for the other tests: the whole site's term.
  await page.goto('/admin/settings')
  await page.getByLabel(words.retentionLabel).fill('24')
  await page.getByRole('button', { name: words.save }).click()
  await expect(toast(page, /^Saved: requests are kept for 24 months\./)).toBeVisible()
})

test('the Settings screen has no accessibility violations on a phone and a desktop', async ({
  page,
  newUser,
}) => {
  const admin = await grantRole(await newUser({ name: uniqueName('Ada Admin') }), 'admin')
  await handSessionTo(page, admin)
  for (const { name, width, height } of adminWidths) {
    await page.setViewportSize({ width, height })
    await page.goto('/admin/settings')
    await expectScreen(page, words.title)
    await page.getByLabel(words.retentionLabel).fill('')
    await page.getByRole('button', { name: words.save }).click()
    await expect(page.getByText('Choose a whole number of months from 1 to 120.')).toBeVisible()
    await scanAdmin(page, `settings ${name}`, width)
  }
})
