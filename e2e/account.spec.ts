import { accountMessages, authMessages } from '../src/features/auth/messages'
import { SESSION_STORAGE_KEY } from '../src/config/constants'
import { userStorageKey } from '../src/lib/user-storage'
import { actionLinkFor, chooseExistingAccount, emailsTo } from './support/account-emails'
import { findUserByEmail, passwordOpens, uniqueEmail, verified } from './support/auth-emulator'
import { accessibilityViolations, expect, REACHES_SERVER, test, toast } from './support/fixtures'
import { keptRequests } from './support/inbox'
import { idTokenFor, viewingDate } from './support/mailbox'
import { completeSocialPopup } from './support/social-popup'
import type { Page } from '@playwright/test'
import { readDocument, writeDocument } from '../scripts/lib/local-firestore.mjs'

const account = accountMessages
const { validation } = authMessages
// The identity provider's 400 answers (unknown email, used link), logged by the browser.
const providerRefusals = /status of 400/

async function requestReset(page: Page, email: string) {
  await page.goto('/reset-password')
  await page.getByLabel('Email address').fill(email)
  await page.getByRole('button', { name: 'Send reset link' }).click()
  await expect(page.getByRole('main').getByRole('status')).toHaveText(account.resetSent)
}

test.describe('password reset', () => {
  test('an existing and an unknown email get the same answer, and the page does the same', async ({
    page,
    newUser,
    consoleGuard,
  }) => {
    consoleGuard.allow(providerRefusals)
    const user = await newUser()
    await page.goto('/login')
    await page.getByRole('link', { name: 'Forgot password?' }).click()
    await expect(page).toHaveURL(/\/reset-password$/)
    await expect(page).toHaveTitle('Luxury Living | Reset password')
    await page.getByRole('button', { name: 'Send reset link' }).click()
    await expect(page.getByText(validation.emailRequired, { exact: true })).toBeVisible()
    await page.getByLabel('Email address').fill('not-an-email')
    await page.getByRole('button', { name: 'Send reset link' }).click()
    await expect(page.getByText(validation.emailInvalid, { exact: true })).toBeVisible()

    const answers: string[] = []
    for (const email of [user.email, uniqueEmail('nobody')]) {
      await requestReset(page, email)
      answers.push(await page.locator('main').innerText())
      await expect(page).toHaveURL(/\/reset-password$/)
      await expect(page.locator('.Toastify__toast')).toHaveCount(0)
      await expect(page.getByLabel('Email address')).toHaveValue(email)
    }
    expect(answers[1]).toBe(answers[0])
    expect(await emailsTo(user.email, 'PASSWORD_RESET')).toHaveLength(1)
  })

  test('the emailed link sets a new password: it signs in, the old one does not, and the link is used up', async ({
    page,
    newUser,
    consoleGuard,
  }) => {
    consoleGuard.allow(providerRefusals)
    const user = await newUser()
    await requestReset(page, user.email)
    const link = await actionLinkFor(user.email, 'PASSWORD_RESET')
    await page.goto(link)
    await expect(page).toHaveTitle('Luxury Living | Reset password')
    await expect(page.getByText(`For ${user.email}`)).toBeVisible()
    const password = page.getByLabel('New password')
    // The registration rules, with the same messages.
    await password.fill('abc')
    await page.getByRole('button', { name: 'Set new password' }).click()
    await expect(page.getByText(validation.passwordTooShort, { exact: true })).toBeVisible()
    await password.fill('abcdefg')
    await page.getByRole('button', { name: 'Set new password' }).click()
    await expect(page.getByText(validation.passwordWeak, { exact: true })).toBeVisible()
    await password.fill('Harbour77')
    await page.getByRole('button', { name: 'Set new password' }).click()
    await expect(page.getByRole('main').getByRole('status')).toContainText(account.newPasswordSet)
    expect(await passwordOpens(user.email, user.password)).toBe(false)
    expect(await passwordOpens(user.email, 'Harbour77')).toBe(true)
    await page.getByRole('link', { name: 'Sign in' }).click()
    await expect(page).toHaveURL(/\/login$/)

    // The same link again: used, said so, with a way to a new one.
    await page.goto(link)
    await expect(page.getByRole('alert')).toContainText(account.linkUnusable)
    await expect(page.getByRole('alert')).toContainText(account.linkUsed)
    await page.getByRole('link', { name: 'Send a new link' }).click()
    await expect(page).toHaveURL(/\/reset-password$/)
  })

  test('a malformed or made-up link says so and offers a new one', async ({
    page,
    consoleGuard,
  }) => {
    consoleGuard.allow(providerRefusals)
    for (const [link, reason] of [
      ['/auth/action', account.linkMalformed],
      ['/auth/action?mode=resetPassword', account.linkMalformed],
      ['/auth/action?mode=somethingElse&oobCode=abc', account.linkMalformed],
      ['/auth/action?mode=resetPassword&oobCode=made-up-code', account.linkUsed],
    ] as const) {
      await page.goto(link)
      await expect(page.getByRole('alert'), link).toContainText(reason)
      await expect(page.getByRole('link', { name: 'Send a new link' })).toBeVisible()
      await expect(page.getByLabel('New password')).toHaveCount(0)
    }
  })
})

test.describe('change password', () => {
  test('wrong current, weak new, then changed: the new one signs in, the old one does not', async ({
    page,
    newUser,
    signIn,
    consoleGuard,
  }) => {
    consoleGuard.allow(providerRefusals)
    const user = await newUser()
    await signIn(user)
    await page.goto('/update')
    const section = page.getByRole('region', { name: 'Change password' })
    const current = section.getByLabel('Current password')
    const next = section.getByLabel('New password')
    const submit = section.getByRole('button', { name: 'Change password' })

    await submit.click()
    await expect(section.getByText(validation.currentPasswordRequired)).toBeVisible()
    await expect(section.getByText(validation.passwordTooShort)).toBeVisible()

    await current.fill('NotMine99')
    await next.fill('Terrace88')
    await submit.click()
    await expect(section.getByText(account.wrongCurrentPassword)).toBeVisible()
    await expect(current).toHaveAttribute('aria-invalid', 'true')
    await expect(next).toHaveValue('Terrace88') // nothing typed is lost

    await current.fill(user.password)
    await next.fill('terrace')
    await submit.click()
    await expect(section.getByText(validation.passwordWeak)).toBeVisible()

    await next.fill('Terrace88')
    await submit.click()
    await expect(toast(page, account.passwordChanged)).toBeVisible()
    await expect(current).toHaveValue('')
    await expect(next).toHaveValue('')
    await expect(section.getByText(account.wrongCurrentPassword)).toHaveCount(0)

    expect(await passwordOpens(user.email, user.password)).toBe(false)
    expect(await passwordOpens(user.email, 'Terrace88')).toBe(true)
  })
})

/** Something the site stored for this person (saved estates), and something of someone else's. */
async function storeUserData(page: Page, uid: string) {
  await page.evaluate(
    ({ mine, theirs }) => {
      localStorage.setItem(mine, '["1","4"]')
      localStorage.setItem(theirs, '["2"]')
    },
    {
      mine: userStorageKey(uid, 'saved-estates'),
      theirs: userStorageKey('someone-else', 'saved-estates'),
    },
  )
}

const storedItem = (page: Page, key: string) =>
  page.evaluate((name) => localStorage.getItem(name), key)

test.describe('delete account', () => {
  test('an email account: confirmed with the password, then gone with its saved estates', async ({
    page,
    newUser,
    signIn,
    consoleGuard,
  }) => {
    consoleGuard.allow(providerRefusals)
    const user = await newUser()
    await signIn(user)
    await storeUserData(page, user.uid)
    await page.goto('/profile')
    await page.getByRole('button', { name: authMessages.deleteAccount }).click()
    const dialog = page.getByRole('dialog', { name: account.deleteTitle })
    await expect(dialog).toBeVisible()
    await expect(dialog).toContainText(account.deleteBody)
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await expect(dialog).toBeHidden()
    expect(await findUserByEmail(user.email)).toBeDefined()

    await page.getByRole('button', { name: authMessages.deleteAccount }).click()
    await dialog.getByRole('button', { name: 'Delete my account' }).click()
    await expect(dialog.getByText(authMessages.loginPasswordMissing)).toBeVisible()
    await dialog.getByLabel('Password', { exact: true }).fill('NotMine99')
    await dialog.getByRole('button', { name: 'Delete my account' }).click()
    await expect(dialog.getByText(account.wrongPassword)).toBeVisible()
    expect(await findUserByEmail(user.email)).toBeDefined()

    await dialog.getByLabel('Password', { exact: true }).fill(user.password)
    await dialog.getByRole('button', { name: 'Delete my account' }).click()
    await expect(toast(page, account.deleted)).toBeVisible()
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/)
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible()
    expect(await storedItem(page, SESSION_STORAGE_KEY)).toBeNull()
    expect(await storedItem(page, userStorageKey(user.uid, 'saved-estates'))).toBeNull()
    expect(await storedItem(page, userStorageKey('someone-else', 'saved-estates'))).toBe('["2"]')
    expect(await findUserByEmail(user.email)).toBeUndefined()
    // The old password no longer opens anything.
    expect(await passwordOpens(user.email, user.password)).toBe(false)
  })

  test('its saved searches, saved estates and alert state go with it, and its requests are unlinked, on the server', async ({
    page,
    request,
    newUser,
    signIn,
  }) => {
    const user = await verified(await newUser())
    const headers = { Authorization: `Bearer ${await idTokenFor(user)}` }
    const search = await request.post('/api/saved-searches', {
      headers,
      data: { name: 'Family homes', query: 'segment=Family+Homes', frequency: 'daily' },
    })
    expect(search.status()).toBe(201)
    const searchId = ((await search.json()) as { search: { id: string } }).search.id
    expect(
      (await request.put('/api/saved-estates/1', { headers, data: { title: 'x' } })).status(),
    ).toBe(200)
    // What the alerts keep has no API of its own: written as the publish run writes it.
    await writeDocument(`alertPeople/${user.uid}`, { lastMailAt: Date.now() })
    await writeDocument(`alertPeople/${user.uid}/pending/v1`, { version: 'v1', items: [] })
    await writeDocument(`alertPeople/${user.uid}/mails/v1`, { state: 'sent', at: Date.now() })
    const kept = [
      `accounts/${user.uid}/searches/${searchId}`,
      `accounts/${user.uid}/saved/1`,
      // The turns the save and the search were written in (decision 046).
      `accounts/${user.uid}/searchTurns/0000000001`,
      `accounts/${user.uid}/savedTurns/0000000001`,
      `alertPeople/${user.uid}`,
      `alertPeople/${user.uid}/pending/v1`,
      `alertPeople/${user.uid}/mails/v1`,
    ]
    expect(await Promise.all(kept.map((path) => readDocument(path)))).not.toContain(null)
    // A viewing request: the agency keeps it (issue 46), linked to the account until it is gone.
    const typed = uniqueEmail('leaving-visitor')
    const enquiry = await request.post('/api/enquiries', {
      headers,
      data: {
        estateId: '1',
        name: 'Lena Leaving',
        email: typed,
        phone: '',
        dates: [viewingDate(3)],
        timeZone: 'Europe/London',
        message: '',
        consent: true,
      },
    })
    expect(enquiry.status(), await enquiry.text()).toBe(200)
    const theRequest = async () => (await keptRequests()).find((one) => one.visitor.email === typed)
    expect(await theRequest()).toMatchObject({
      visitorUid: user.uid,
      visitor: { account: user.email },
    })

    await signIn(user)
    await page.getByRole('button', { name: authMessages.deleteAccount }).click()
    const dialog = page.getByRole('dialog', { name: account.deleteTitle })
    await dialog.getByLabel('Password', { exact: true }).fill(user.password)
    await dialog.getByRole('button', { name: 'Delete my account' }).click()
    await expect(toast(page, account.deleted)).toBeVisible()
    // The Auth service's deletion event starts the clean-up: nothing the page waits for.
    await expect
      .poll(() => Promise.all(kept.map((path) => readDocument(path))), REACHES_SERVER)
      .toEqual(kept.map(() => null))
    // The request stays the agency's, with what the visitor typed, linked to no account.
    await expect.poll(theRequest, REACHES_SERVER).toMatchObject({
      visitorUid: null,
      visitor: { account: null, name: 'Lena Leaving', email: typed },
    })
  })

  test("a Google account: confirmed in the provider's popup, then gone", async ({ page }) => {
    const email = uniqueEmail('google-leaver')
    await page.goto('/login')
    const signInPopup = page.waitForEvent('popup')
    await page.getByRole('button', { name: 'Login with Google' }).click()
    await completeSocialPopup(await signInPopup, { provider: 'google', email, displayName: 'Leo' })
    await expect(page).toHaveURL(/\/profile$/)
    const uid = JSON.parse((await storedItem(page, SESSION_STORAGE_KEY)) ?? '{}').uid as string
    await storeUserData(page, uid)
    // No banner and no password to change for a Google account.
    await expect(page.getByText(account.verifyBanner)).toHaveCount(0)
    await page.goto('/update')
    await expect(page.getByRole('heading', { name: 'Change password' })).toHaveCount(0)
    await page.goto('/profile')

    await page.getByRole('button', { name: authMessages.deleteAccount }).click()
    const dialog = page.getByRole('dialog', { name: account.deleteTitle })
    await expect(dialog).toContainText(account.deleteWithProvider('Google'))
    await expect(dialog.getByLabel('Password', { exact: true })).toHaveCount(0)
    const reauthPopup = page.waitForEvent('popup')
    await dialog.getByRole('button', { name: 'Delete my account' }).click()
    await chooseExistingAccount(await reauthPopup, email)
    await expect(toast(page, account.deleted)).toBeVisible()
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/)
    expect(await storedItem(page, SESSION_STORAGE_KEY)).toBeNull()
    expect(await storedItem(page, userStorageKey(uid, 'saved-estates'))).toBeNull()
    expect(await findUserByEmail(email)).toBeUndefined()
  })
})

test.describe('email verification', () => {
  test('after registering: the banner, the resend limit, the link, and the banner gone in every tab', async ({
    page,
    context,
    consoleGuard,
  }) => {
    consoleGuard.allow(providerRefusals)
    await page.clock.install()
    const email = uniqueEmail('verify')
    await page.goto('/register')
    await page.getByLabel('Name').fill('Vera Lindqvist')
    await page.getByLabel('Photo URL').fill('https://images.example.com/vera.png')
    await page.getByLabel('Email address').fill(email)
    await page.getByLabel('Password', { exact: true }).fill('Lakeside5')
    await page.getByRole('button', { name: 'Register' }).click()
    await expect(toast(page, authMessages.registerSuccess)).toBeVisible()
    // The verification email went out with the registration.
    await expect.poll(async () => (await emailsTo(email, 'VERIFY_EMAIL')).length).toBe(1)

    const banner = (tab: Page) => tab.getByRole('region', { name: 'Email verification' })
    await expect(banner(page)).toContainText(account.verifyBanner)
    await expect(banner(page)).toContainText(account.verifyBannerDetail(email))

    // Within the minute: said so, and nothing is sent.
    await banner(page).getByRole('button', { name: account.resendEmail }).click()
    await expect(banner(page)).toContainText(/You can send another email in \d+ seconds?/)
    expect(await emailsTo(email, 'VERIFY_EMAIL')).toHaveLength(1)

    // A minute later: sent, and the limit starts again.
    await page.clock.fastForward('01:01')
    await banner(page).getByRole('button', { name: account.resendEmail }).click()
    await expect(banner(page)).toContainText(account.verificationSent(email))
    expect(await emailsTo(email, 'VERIFY_EMAIL')).toHaveLength(2)
    await banner(page).getByRole('button', { name: account.resendEmail }).click()
    await expect(banner(page)).toContainText(/You can send another email in/)
    expect(await emailsTo(email, 'VERIFY_EMAIL')).toHaveLength(2)

    const other = await context.newPage()
    await other.goto('/profile')
    await expect(banner(other)).toBeVisible()

    const link = await actionLinkFor(email, 'VERIFY_EMAIL')
    await page.goto(link)
    await expect(page).toHaveTitle('Luxury Living | Verify email')
    await expect(page.getByRole('main').getByRole('status')).toContainText(account.emailVerified)
    await expect(banner(page)).toHaveCount(0)
    await expect(banner(other)).toHaveCount(0)
    await other.reload()
    await expect(other.getByRole('heading', { name: 'Hello, Vera Lindqvist' })).toBeVisible()
    await expect(banner(other)).toHaveCount(0)

    // The link once more: used, and said so.
    await page.goto(link)
    await expect(page.getByRole('alert')).toContainText(account.linkUnusable)
    await expect(page.getByRole('link', { name: 'Back to your profile' })).toBeVisible()
  })
})

test('the delete dialog passes an accessibility scan', async ({ page, signedInUser: _ }) => {
  await page.getByRole('button', { name: authMessages.deleteAccount }).click()
  await expect(page.getByRole('dialog', { name: account.deleteTitle })).toBeVisible()
  expect(await accessibilityViolations(page)).toEqual([])
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toBeHidden()
})
