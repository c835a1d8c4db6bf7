import type { Page } from '@playwright/test'
import { readFileSync } from 'node:fs'
import { inboxWords as words } from '../src/admin/screens/inbox/messages'
import { adminMessages } from '../src/admin/messages'
import { agency } from '../src/config/constants'
import { adminApi } from '../src/config/paths'
import { verified, type TestUser } from './support/auth-emulator'
import { expect, REACHES_SERVER, test, toast } from './support/fixtures'
import { giveListingTo, keptRequestsOf } from './support/inbox'
import { idTokenFor, viewingDate, waitForMail } from './support/mailbox'
import { handSessionTo } from './support/session'
import {
  adminWidths,
  expectScreen,
  grantRole,
  importCatalogue,
  refusedByAdmin,
  scanAdmin,
  uniqueName,
} from './support/staff'

/**
 * Reply and export (issue 46): an agent answers a visitor's request from the inbox; the mail
 * reaches the visitor in the request mail's thread, answered to the agency's desk, and the
 * request reads Replied. An admin downloads every request as CSV, a formula in a message
 * neutralised; an agent has no such button and is refused the file.
 */

// An estate on the market that neither the inbox's other story (13) nor the figures' (12) uses:
// its listing is given to this test's agent (tests run at once against the same emulators).
const ESTATE_ID = '10'
const HOSTILE = '=HYPERLINK("http://evil.example","Click")'

test.use({ timezoneId: 'UTC' })

/** A visitor's viewing request, sent as the estate page's form sends it. */
async function requestViewing(page: Page, visitor: TestUser) {
  const sent = await page.request.post('/api/enquiries', {
    headers: { Authorization: `Bearer ${await idTokenFor(visitor)}` },
    data: {
      estateId: ESTATE_ID,
      name: visitor.name,
      email: visitor.email,
      phone: '',
      dates: [viewingDate(6)],
      timeZone: 'Europe/Paris',
      message: HOSTILE,
      consent: true,
    },
  })
  expect(sent.status(), await sent.text()).toBeLessThan(300)
  const [kept] = await keptRequestsOf(visitor.email)
  expect(kept?.mailMessageId).toMatch(/^<.+@.+>$/)
  return kept!
}

async function openRequest(page: Page, name: string) {
  await page.goto('/admin/inbox')
  await expectScreen(page, words.title)
  await page.getByRole('listitem').filter({ hasText: name }).getByRole('link').click()
  await expectScreen(page, words.request.title(name))
}

test('an agent replies from the inbox; the visitor receives it in the thread, Reply-To the agency', async ({
  page,
  browser,
  newUser,
  consoleGuard,
}) => {
  test.slow()
  consoleGuard.allow(refusedByAdmin)
  await importCatalogue()
  const agent = await grantRole(await newUser({ name: uniqueName('Rhea Agent') }), 'agent')
  await giveListingTo(ESTATE_ID, agent)
  const visitor = await verified(await newUser({ name: uniqueName('Remy Visitor') }))
  const kept = await requestViewing(page, visitor)

  // The request mail, as the agent's mailbox has it: the Message-ID the inbox kept.
  const [requestMail] = await waitForMail(kept.recipient.address, (mail) =>
    mail.text.includes(visitor.email),
  )
  expect(requestMail?.headers['message-id']).toContain(kept.mailMessageId)

  await handSessionTo(page, agent)
  // No export for an agent: no button, and the file refused.
  await page.goto('/admin/inbox')
  await expectScreen(page, words.title)
  await expect(page.getByRole('listitem').filter({ hasText: visitor.name })).toBeVisible()
  await expect(page.getByRole('button', { name: words.export.button })).toHaveCount(0)
  const refused = await page.request.get(adminApi.inboxExport.href(), {
    headers: { Authorization: `Bearer ${await idTokenFor(agent)}` },
  })
  expect(refused.status()).toBe(403)

  await openRequest(page, visitor.name)
  const replies = page.getByRole('region', { name: words.replies.title })
  await expect(replies.getByText(words.replies.empty)).toBeVisible()
  const field = replies.getByLabel(words.replies.label(visitor.email))
  await field.fill('Dear visitor,\nTuesday at ten suits us.\n<b>See you</b>')
  await replies.getByRole('button', { name: words.replies.send }).click()
  await expect(toast(page, words.replies.sent)).toBeVisible(REACHES_SERVER)
  await expect(field).toHaveValue('')
  await expect(replies.getByRole('listitem')).toContainText(['Tuesday at ten suits us.'])
  await expect(replies.getByRole('listitem').first()).toContainText(agent.name)
  await expect(page.getByText('<b>See you</b>')).toBeVisible()
  await expect(page.locator('.badge', { hasText: words.statuses.replied }).first()).toBeVisible()

  // The visitor's mailbox: in the thread of the request mail, answered to the agency's desk.
  const [reply] = await waitForMail(visitor.email, (mail) => mail.subject.startsWith('Re: '))
  expect(reply, 'the reply reached the visitor').toBeDefined()
  expect(reply!.subject).toBe(`Re: ${requestMail!.subject}`)
  expect(reply!.replyTo.map(({ address }) => address)).toEqual([agency.email])
  expect(reply!.headers['in-reply-to']).toContain(kept.mailMessageId)
  expect(reply!.headers['references']).toContain(kept.mailMessageId)
  expect(reply!.text).toContain('Tuesday at ten suits us.\n<b>See you</b>')
  expect(reply!.html).toBe('')

  // After a reload: still there, and Replied in the list.
  await page.goto('/admin/inbox')
  await expect(page.getByRole('listitem').filter({ hasText: visitor.name })).toContainText(
    words.statuses.replied,
    REACHES_SERVER,
  )

  // The request screen with its reply form passes the scan on a phone and a desktop.
  for (const size of adminWidths) {
    const context = await browser.newContext({ serviceWorkers: 'block', viewport: size })
    const scanned = await context.newPage()
    await handSessionTo(scanned, agent)
    await openRequest(scanned, visitor.name)
    await expect(scanned.getByRole('region', { name: words.replies.title })).toBeVisible()
    await scanAdmin(scanned, 'inbox request with reply', size.width)
    await context.close()
  }
})

test('a reply the mail server refuses keeps its text and says so @fault', async ({
  page,
  newUser,
  consoleGuard,
}) => {
  test.slow()
  consoleGuard.allow(/502|Bad Gateway/)
  const admin = await grantRole(await newUser({ name: uniqueName('Ada Admin') }), 'admin')
  const visitor = await verified(await newUser({ name: uniqueName('Faye Visitor') }))
  await requestViewing(page, visitor)
  await handSessionTo(page, admin)
  await openRequest(page, visitor.name)
  // The SMTP server down, as the function answers it.
  await page.route('**/api/admin/inbox/*/replies', (route) =>
    route.fulfill({
      status: 502,
      json: { error: { code: 'mail-failed', message: 'The reply could not be mailed' } },
    }),
  )
  const replies = page.getByRole('region', { name: words.replies.title })
  const field = replies.getByLabel(words.replies.label(visitor.email))
  await field.fill('Will it go?')
  await replies.getByRole('button', { name: words.replies.send }).click()
  await expect(replies.getByRole('alert')).toHaveText(adminMessages.errors.byCode['mail-failed']!)
  await expect(field).toHaveValue('Will it go?')
  await expect(replies.getByText(words.replies.empty)).toBeVisible()
})

test('an admin exports the inbox as CSV, a formula in a message neutralised @fault', async ({
  page,
  newUser,
}) => {
  test.slow()
  const admin = await grantRole(await newUser({ name: uniqueName('Ada Admin') }), 'admin')
  const visitor = await verified(await newUser({ name: uniqueName('Zoë Côté') }))
  await requestViewing(page, visitor)
  await handSessionTo(page, admin)
  await page.goto('/admin/inbox')
  await expectScreen(page, words.title)
  const downloading = page.waitForEvent('download')
  await page.getByRole('button', { name: words.export.button }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toMatch(/^inbox-\d{4}-\d\d-\d\d\.csv$/)
  await expect(toast(page, words.export.done)).toBeVisible()
  const text = readFileSync((await download.path())!, 'utf8')
  expect(text.startsWith('\uFEFF')).toBe(true)
  const lines = text.slice(1).split('\r\n')
  expect(lines[0]).toBe(
    'Received,Status,Kind,Estate id,Estate title,Visitor name,Email,Phone,Preferred dates,Message,Assignee,Replied at',
  )
  const row = lines.find((line) => line.includes(visitor.email))
  expect(row, 'the request’s row').toBeDefined()
  expect(row).toContain(`,viewing,${ESTATE_ID},`)
  expect(row).toContain(visitor.name)
  // The hostile message: text, never a formula (a leading apostrophe, quotes doubled).
  expect(row).toContain(`"'=HYPERLINK(""http://evil.example"",""Click"")"`)
  expect(row).not.toMatch(/,=HYPERLINK/)
})
