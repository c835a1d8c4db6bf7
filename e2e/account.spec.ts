import { messages } from '../src/config/messages'
import { actionLinkFor, emailsTo } from './support/account-emails'
import { uniqueEmail } from './support/auth-emulator'
import { expect, test } from './support/fixtures'
import type { Page } from '@playwright/test'

const { account, validation } = messages
const toast = (page: Page, text: string) =>
  page.locator('.Toastify__toast').filter({ hasText: text })
// The identity provider's 400 answers (unknown email, used link), logged by the browser.
const providerRefusals = /status of 400/

async function requestReset(page: Page, email: string) {
  await page.goto('/reset-password')
  await page.getByLabel('Email address').fill(email)
  await page.getByRole('button', { name: 'Send reset link' }).click()
  await expect(page.getByRole('status')).toHaveText(account.resetSent)
}

async function signInWith(page: Page, email: string, password: string) {
  await page.goto('/login')
  await page.getByLabel('Email address').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Sign in' }).click()
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
    await expect(page.getByRole('status')).toContainText(account.newPasswordSet)
    await page.getByRole('link', { name: 'Sign in' }).click()
    await expect(page).toHaveURL(/\/login$/)

    await signInWith(page, user.email, user.password)
    await expect(toast(page, messages.loginMismatch)).toBeVisible()
    await expect(page).toHaveURL(/\/login$/)
    await signInWith(page, user.email, 'Harbour77')
    await expect(page).toHaveURL(/\/profile$/)

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

    await page.getByRole('button', { name: /^Account menu for/ }).click()
    await page.getByRole('button', { name: 'Logout' }).click()
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible()
    await signInWith(page, user.email, user.password)
    await expect(toast(page, messages.loginMismatch)).toBeVisible()
    await signInWith(page, user.email, 'Terrace88')
    await expect(page).toHaveURL(/\/profile$/)
  })
})
