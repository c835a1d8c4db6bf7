import { execFile } from 'node:child_process'
import { signInAccount } from '../scripts/lib/auth-emulator-api.mjs'
import { AUDIT_PAGE_SIZE } from '../functions/src/admin/audit-endpoints'
import { adminApi } from '../src/config/paths'
import { adminMessages } from '../src/admin/messages'
import { verified } from './support/auth-emulator'
import { expect, test, toast } from './support/fixtures'
import { handSessionTo, providerSession } from './support/session'
import {
  expectScreen,
  expectShellOf,
  grantRole,
  openScreen,
  refusedByAdmin,
  uniqueName,
} from './support/staff'

/**
 * The back office's staff, as an owner and the people they give roles to see it (issue 44): roles
 * are claims on the accounts, changed in the back office, and a member whose role changed is
 * refused on their next call (their sessions are revoked).
 */

const words = adminMessages.staff

test('an owner grants an agent; the agent, turned away before, then has the back office as an agent', async ({
  page,
  browser,
  newUser,
}) => {
  const owner = await grantRole(await newUser({ name: uniqueName('Olivia Owner') }), 'owner')
  const agent = await verified(await newUser({ name: uniqueName('Arthur Agent') }))

  // The future agent, signed in on the site before: no role yet, nothing of the back office.
  const agentContext = await browser.newContext({ serviceWorkers: 'block' })
  const agentPage = await agentContext.newPage()
  await handSessionTo(agentPage, agent)
  await agentPage.goto('/admin')
  await expect(
    agentPage.getByRole('heading', { name: adminMessages.session.notAuthorisedTitle }),
  ).toBeVisible()

  await handSessionTo(page, owner)
  await page.goto('/admin')
  await expectShellOf(page, owner, 'Owner')
  await openScreen(page, 'Staff')
  await expectScreen(page, 'Staff')

  const grant = page.getByRole('region', { name: words.grantTitle })
  await grant.getByLabel(words.email).fill(agent.email)
  await grant.getByRole('radio', { name: /^Agent/ }).check()
  await grant.getByRole('button', { name: words.grant }).click()
  const dialog = page.getByRole('dialog', { name: words.confirmGrantTitle })
  await expect(dialog).toContainText(`${agent.email} will be an agent`)
  await dialog.getByRole('button', { name: words.grant }).click()
  await expect(toast(page, words.granted(agent.email, 'agent'))).toBeVisible()
  const entry = page.getByRole('listitem', { name: agent.name })
  await expect(entry).toContainText('Agent')
  await expect(entry).toContainText(`Granted by ${owner.name}`)
  // The form is ready for the next one.
  await expect(grant.getByLabel(words.email)).toHaveValue('')

  await openScreen(page, 'Audit log')
  await expect(page.getByText(`Granted ${agent.email} the role of agent`)).toBeVisible()

  // The agent's page asks again with a fresh token, which carries the role.
  await agentPage.reload()
  await expectShellOf(agentPage, agent, 'Agent')
  const nav = agentPage.getByRole('navigation', { name: 'Back office' })
  await expect(nav.getByRole('link')).toHaveText(['Listings', 'Photos', 'Inbox', 'Figures'])
  await expectScreen(agentPage, 'Listings')
  // A screen not for their role says so, and loads nothing.
  const staffAnswers: number[] = []
  agentPage.on('response', (response) => {
    if (response.url().includes(adminApi.staff.pattern)) staffAnswers.push(response.status())
  })
  await agentPage.goto('/admin/staff')
  await expect(
    agentPage.getByRole('heading', { name: adminMessages.notAllowed.title }),
  ).toBeVisible()
  expect(staffAnswers).toEqual([])
  await agentContext.close()
})

test('a demoted admin is refused on their next call and finds their new role after signing in again @fault', async ({
  page,
  browser,
  newUser,
  request,
  consoleGuard,
}) => {
  consoleGuard.allow(refusedByAdmin)
  const owner = await grantRole(await newUser({ name: uniqueName('Olivia Owner') }), 'owner')
  const admin = await grantRole(await newUser({ name: uniqueName('Adele Admin') }), 'admin')

  await handSessionTo(page, admin)
  await page.goto('/admin/audit')
  await expectShellOf(page, admin, 'Admin')
  await expectScreen(page, 'Audit log')
  const session = (await providerSession(page)) as { stsTokenManager: { accessToken: string } }
  const oldToken = session.stsTokenManager.accessToken

  // The owner makes her an agent, on the staff screen.
  const ownerContext = await browser.newContext({ serviceWorkers: 'block' })
  const ownerPage = await ownerContext.newPage()
  await handSessionTo(ownerPage, owner)
  await ownerPage.goto('/admin/staff')
  const entry = ownerPage.getByRole('listitem', { name: admin.name })
  await entry.getByRole('button', { name: words.changeOf(admin.name) }).click()
  const dialog = ownerPage.getByRole('dialog', { name: words.confirmChangeTitle })
  await dialog.getByRole('radio', { name: /^Agent/ }).check()
  await dialog.getByRole('button', { name: words.change }).click()
  await expect(toast(ownerPage, words.changed(admin.name, 'agent'))).toBeVisible()
  await expect(entry).toContainText('Agent')
  await ownerContext.close()

  // Her next call, with the token she holds, is refused: no audit log, no navigation.
  const refused = await request.get(adminApi.audit.href(), {
    headers: { Authorization: `Bearer ${oldToken}` },
  })
  expect(refused.status()).toBe(401)
  expect(await refused.json()).toEqual({
    error: { code: 'unauthenticated', message: expect.any(String) },
  })
  await openScreen(page, 'Listings')
  await expect(page.getByRole('heading', { name: adminMessages.session.endedTitle })).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Back office' })).toHaveCount(0)

  // Signing in again brings her back, as an agent.
  await page.getByRole('button', { name: adminMessages.session.signInAgain }).click()
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fadmin/)
  await page.getByLabel('Email address').fill(admin.email)
  await page.getByLabel('Password', { exact: true }).fill(admin.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/admin$/)
  await expectShellOf(page, admin, 'Agent')
  await expect(page.getByRole('navigation', { name: 'Back office' }).getByRole('link')).toHaveText([
    'Listings',
    'Photos',
    'Inbox',
    'Figures',
  ])
})

test('an owner removes a member after confirming, and cannot change their own role', async ({
  page,
  newUser,
}) => {
  const owner = await grantRole(await newUser({ name: uniqueName('Olivia Owner') }), 'owner')
  const agent = await grantRole(await newUser({ name: uniqueName('Arthur Agent') }), 'agent')
  await handSessionTo(page, owner)
  await page.goto('/admin/staff')

  const mine = page.getByRole('listitem', { name: owner.name })
  await expect(mine).toContainText(words.yourRow)
  await expect(mine.getByRole('button')).toHaveCount(0)

  const entry = page.getByRole('listitem', { name: agent.name })
  // Cancelled: nothing changes.
  await entry.getByRole('button', { name: words.removeOf(agent.name) }).click()
  const dialog = page.getByRole('dialog', { name: words.confirmRemoveTitle })
  await dialog.getByRole('button', { name: words.cancel }).click()
  await expect(dialog).toHaveCount(0)
  await expect(entry).toBeVisible()

  await entry.getByRole('button', { name: words.removeOf(agent.name) }).click()
  await expect(dialog).toContainText(`${agent.name} will no longer be an agent`)
  await dialog.getByRole('button', { name: words.remove }).click()
  await expect(toast(page, words.removed(agent.name))).toBeVisible()
  await expect(entry).toHaveCount(0)

  await openScreen(page, 'Audit log')
  await expect(page.getByText(`Removed the role of agent from ${agent.email}`)).toBeVisible()
})

test('the grant form names the field for an address with no account, and keeps what was typed @fault', async ({
  page,
  newUser,
  consoleGuard,
}) => {
  consoleGuard.allow(refusedByAdmin)
  const owner = await grantRole(await newUser({ name: uniqueName('Olivia Owner') }), 'owner')
  const unconfirmed = await newUser({ name: uniqueName('Una Unconfirmed') })
  await handSessionTo(page, owner)
  await page.goto('/admin/staff')
  const grant = page.getByRole('region', { name: words.grantTitle })
  const email = grant.getByLabel(words.email)

  // The shared rules first, without asking anyone.
  await grant.getByRole('button', { name: words.grant }).click()
  await expect(email).toHaveAccessibleDescription('Enter the email address of their account')
  await expect(grant.getByText('Choose a role: owner, admin or agent')).toBeVisible()

  await email.fill('nobody-here@example.com')
  await grant.getByRole('radio', { name: /^Admin/ }).check()
  await grant.getByRole('button', { name: words.grant }).click()
  await page.getByRole('dialog').getByRole('button', { name: words.grant }).click()
  await expect(email).toHaveAccessibleDescription(adminMessages.errors.byCode['no-account']!)
  await expect(email).toHaveValue('nobody-here@example.com')

  await email.fill(unconfirmed.email)
  await grant.getByRole('button', { name: words.grant }).click()
  await page.getByRole('dialog').getByRole('button', { name: words.grant }).click()
  await expect(email).toHaveAccessibleDescription(adminMessages.errors.byCode['email-unverified']!)
})

test('npm run staff:grant grants, changes and takes away a role, and refuses what it cannot do', async ({
  newUser,
  request,
}) => {
  const person = await verified(await newUser({ name: uniqueName('Paula Person') }))
  // Asynchronously: a blocked event loop misses the Auth emulator closing an idle keep-alive
  // socket, and the next fetch then dies on it ("other side closed") when the script is slow.
  const run = (...args: string[]) =>
    new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) => {
      execFile(process.execPath, ['scripts/staff-grant.mjs', ...args], (error, stdout, stderr) =>
        resolve({
          status: error ? (typeof error.code === 'number' ? error.code : null) : 0,
          stdout,
          stderr,
        }),
      )
    })
  const roleSeen = async () => {
    const { idToken } = await signInAccount(person)
    const answer = await request.get(adminApi.me.href(), {
      headers: { Authorization: `Bearer ${idToken}` },
    })
    return answer.ok() ? ((await answer.json()) as { member: { role: string } }).member.role : null
  }

  const granted = await run(person.email, 'owner')
  expect(granted.status, granted.stdout + granted.stderr).toBe(0)
  expect(granted.stdout).toContain(`${person.email} now has the role owner (before: none).`)
  expect(await roleSeen()).toBe('owner')

  const removed = await run(person.email, 'none')
  expect(removed.status).toBe(0)
  expect(removed.stdout).toContain('Their sessions have ended')
  expect(await roleSeen()).toBeNull()

  expect((await run(person.email, 'king')).status).toBe(2)
  const unknown = await run('nobody-at-all@example.com', 'agent')
  expect(unknown.status).toBe(1)
  expect(unknown.stdout).toContain('No account uses nobody-at-all@example.com')
  expect((await run(person.email)).status).toBe(2)
})

test('the audit log shows a page of entries, and “Show older entries” brings the ones before', async ({
  page,
  request,
  newUser,
}) => {
  test.slow()
  const owner = await grantRole(await newUser({ name: uniqueName('Olivia Owner') }), 'owner')
  const member = await grantRole(await newUser({ name: uniqueName('Arno Agent') }), 'agent')
  // The member's grant, then more changes of their role than a page holds: the grant is older
  // than a whole page, whatever other tests log meanwhile.
  const { idToken } = await signInAccount(owner)
  for (let change = 0; change < AUDIT_PAGE_SIZE; change++) {
    const answer = await request.patch(adminApi.staffMember.href(member.uid), {
      headers: { Authorization: `Bearer ${idToken}` },
      data: { role: change % 2 ? 'agent' : 'admin' },
    })
    expect(answer.status(), `change ${change}`).toBe(200)
  }

  await handSessionTo(page, owner)
  await page.goto('/admin/audit')
  const log = page.getByRole('list', { name: 'Audit log' })
  const entries = log.getByRole('listitem')
  await expect(entries).toHaveCount(AUDIT_PAGE_SIZE)
  const granted = log.getByText(
    adminMessages.audit.actions['staff.grant'](member.email, { to: 'agent' }),
  )
  await expect(granted).toHaveCount(0)
  const older = page.getByRole('button', { name: adminMessages.audit.older })
  await older.click()
  await expect(granted).toBeVisible()
  // The older page is added under the first, which stays.
  expect(await entries.count()).toBeGreaterThan(AUDIT_PAGE_SIZE)
})
