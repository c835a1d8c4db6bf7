import { accountMessages } from '../src/config/account-messages'
import { messages } from '../src/config/messages'
import { userStorageKey } from '../src/lib/user-storage'
import { actionLinkFor, sendResetEmail, sendVerificationEmail } from './support/account-emails'
import { authUrl, findUserByEmail } from './support/auth-emulator'
import { expect, scrollToMap, test, toast } from './support/fixtures'
import type { Route } from '@playwright/test'

/**
 * The fault matrix: each case ends with a readable message, a page that still works, and no
 * uncaught error (the console guard fails any test with an unexpected console error).
 * Titles carry @fault so `npm run reliability` can count them.
 */

type Fault = { name: string; answer: (route: Route) => Promise<void> }
const dataFaults: Fault[] = [
  { name: '404', answer: (route) => route.fulfill({ status: 404, body: 'Not found' }) },
  { name: '500', answer: (route) => route.fulfill({ status: 500, body: 'Server error' }) },
  {
    name: 'HTML instead of JSON',
    answer: (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><p>hi</p>' }),
  },
  {
    name: 'malformed JSON',
    answer: (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '{"properties": [' }),
  },
]
// What the browser and the app log for these faults, expected here.
const expectedLogs =
  /Failed to load|status of (404|500)|could not load|Failed to fetch|ERR_|update failed|Route error/i

for (const fault of dataFaults) {
  test(`@fault data.json answering ${fault.name}: home says so and recovers on retry`, async ({
    page,
    consoleGuard,
  }) => {
    consoleGuard.allow(expectedLogs)
    let broken = true
    await page.route('**/data.json', (route) => (broken ? fault.answer(route) : route.fallback()))
    await page.goto('/')
    await expect(page.getByRole('alert')).toContainText(messages.estates.loadFailed)
    broken = false
    await page.getByRole('button', { name: messages.retry }).click()
    await expect(page.getByRole('article').first()).toBeVisible()
  })

  test(`@fault blog.json answering ${fault.name}: the journal says so and recovers on retry`, async ({
    page,
    consoleGuard,
    newUser,
    signIn,
  }) => {
    consoleGuard.allow(expectedLogs)
    await signIn(await newUser())
    let broken = true
    await page.route('**/blog.json', (route) => (broken ? fault.answer(route) : route.fallback()))
    await page.goto('/blogs')
    await expect(page.getByRole('alert')).toContainText(messages.blog.loadFailed)
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible()
    broken = false
    await page.getByRole('button', { name: messages.retry }).click()
    await expect(page.getByRole('article').first()).toBeVisible()
  })
}

test('@fault data.json 5 s late: the estates of the HTML stay; a search shows skeletons, then its estates', async ({
  page,
}) => {
  await page.route('**/data.json', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 5000))
    await route.fallback()
  })
  await page.goto('/')
  await expect(page.getByRole('searchbox', { name: 'Search estates' })).toBeEditable()
  await expect(page.getByRole('article').first()).toBeVisible()
  await expect(page.locator('.skeleton')).toHaveCount(0)
  await page.goto('/?sort=price-desc')
  await expect(page.locator('.skeleton').first()).toBeVisible()
  await expect(page.getByRole('article').first()).toBeVisible({ timeout: 10_000 })
  await expect(page.locator('.skeleton')).toHaveCount(0)
})

test('@fault blog.json 5 s late: the journal arrives', async ({ page, newUser, signIn }) => {
  await signIn(await newUser())
  await page.route('**/blog.json', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 5000))
    await route.fallback()
  })
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blogs' }).click()
  await expect(page.getByRole('article').first()).toBeVisible({ timeout: 10_000 })
})

test('@fault data.json failing on an estate page: a message and a retry', async ({
  page,
  consoleGuard,
  newUser,
  signIn,
}) => {
  consoleGuard.allow(expectedLogs)
  await signIn(await newUser())
  let broken = true
  await page.route('**/data.json', (route) =>
    broken ? route.fulfill({ status: 500 }) : route.fallback(),
  )
  await page.goto('/1')
  await expect(page.getByRole('alert')).toContainText(messages.estates.loadFailed)
  broken = false
  await page.getByRole('button', { name: messages.retry }).click()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
})

const identity = `${authUrl}/**`
const unreachable = 'We could not reach the sign-in service. Check your connection and try again.'

test('@fault identity provider unreachable during login', async ({
  page,
  consoleGuard,
  newUser,
}) => {
  consoleGuard.allow(expectedLogs)
  const user = await newUser()
  await page.goto('/login')
  await page.route(identity, (route) => route.abort('internetdisconnected'))
  await page.getByLabel('Email address').fill(user.email)
  await page.getByLabel('Password', { exact: true }).fill(user.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(toast(page, unreachable)).toBeVisible({ timeout: 15_000 })
  await page.unroute(identity)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/profile$/)
})

test('@fault identity provider unreachable during registration', async ({ page, consoleGuard }) => {
  consoleGuard.allow(expectedLogs)
  await page.goto('/register')
  await page.route(identity, (route) => route.abort('internetdisconnected'))
  await page.getByLabel('Name').fill('Offline Olive')
  await page.getByLabel('Photo URL').fill('https://images.example.com/olive.png')
  await page.getByLabel('Email address').fill(`olive-${Date.now()}@example.com`)
  await page.getByLabel('Password', { exact: true }).fill('Olive1234')
  await page.getByRole('button', { name: 'Register' }).click()
  await expect(toast(page, messages.registerFailed(unreachable))).toBeVisible({ timeout: 15_000 })
  // Nothing typed is lost: the form still holds it for another try.
  await expect(page.getByLabel('Name')).toHaveValue('Offline Olive')
  await expect(page.getByRole('button', { name: 'Register' })).toBeEnabled()
})

test('@fault identity provider unreachable during a profile update', async ({
  page,
  consoleGuard,
  newUser,
  signIn,
}) => {
  consoleGuard.allow(expectedLogs)
  await signIn(await newUser({ name: 'Steady Sam' }))
  await page.goto('/update')
  await page.route(identity, (route) => route.abort('internetdisconnected'))
  await page.getByLabel('Name').fill('Sam Updated')
  await page.getByRole('button', { name: 'Update Profile' }).click()
  await expect(toast(page, messages.updateFailed(unreachable))).toBeVisible({ timeout: 15_000 })
  await expect(page.getByLabel('Name')).toHaveValue('Sam Updated')
  await expect(page.getByRole('tooltip')).toHaveText('Steady Sam')
})

test('@fault identity provider unreachable during logout: signing out still works', async ({
  page,
  consoleGuard,
  newUser,
  signIn,
}) => {
  consoleGuard.allow(expectedLogs)
  await signIn(await newUser())
  await page.route(identity, (route) => route.abort('internetdisconnected'))
  await page.getByRole('button', { name: /^Account menu for/ }).click()
  await page.getByRole('button', { name: 'Logout' }).click()
  await expect(toast(page, messages.logoutSuccess)).toBeVisible()
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible()
})

test('@fault the sign-in popup blocked by the browser', async ({ page, consoleGuard }) => {
  consoleGuard.allow(/google sign-in failed/)
  await page.addInitScript(() => {
    window.open = () => null
  })
  await page.goto('/login')
  await page.getByRole('button', { name: 'Login with Google' }).click()
  await expect(
    toast(
      page,
      'Your browser blocked the sign-in window. Please allow pop-ups for this site and try again.',
    ),
  ).toBeVisible()
  await expect(page.getByRole('button', { name: 'Login with Google' })).toBeEnabled()
})

test("@fault Google's API loader unreachable", async ({ page, consoleGuard }) => {
  consoleGuard.allow(/google sign-in failed|ERR_|Failed to load/)
  await page.route(/apis\.google\.com/, (route) => route.abort('internetdisconnected'))
  await page.goto('/login')
  await page.getByRole('button', { name: 'Login with Google' }).click()
  await expect(toast(page, 'Sign-in did not complete:')).toBeVisible({ timeout: 15_000 })
  await expect(page.getByRole('button', { name: 'Login with Google' })).toBeEnabled()
})

test('@fault the tile server failing: the marker and popup still work', async ({
  page,
  consoleGuard,
  newUser,
  signIn,
}) => {
  consoleGuard.allow(/status of 503|ERR_/)
  await signIn(await newUser())
  await page.route(/tile\.openstreetmap\.org\//, (route) => route.fulfill({ status: 503 }))
  await page.goto('/1')
  await scrollToMap(page)
  await expect(page.getByText(messages.map.tilesUnavailable)).toBeVisible()
  await page.locator('img.leaflet-marker-icon').click()
  await expect(page.locator('.leaflet-popup-content')).not.toBeEmpty()
})

test('@fault the browser going offline and back', async ({
  page,
  context,
  consoleGuard,
  newUser,
  signIn,
}) => {
  consoleGuard.allow(expectedLogs)
  await signIn(await newUser())
  await page.goto('/')
  // The app's own cards (the HTML's have no save button), so its code is all here.
  await expect(page.getByRole('button', { name: /^Save / }).first()).toBeVisible()
  await context.setOffline(true)
  await expect(page.getByText(/You are offline/)).toBeVisible()
  // What is on screen stays; a page that needs new data says so.
  await expect(page.getByRole('article').first()).toBeVisible()
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blogs' }).click()
  await expect(page.getByRole('alert')).toContainText(
    new RegExp(`${messages.blog.loadFailed}|${messages.pageLoadFailed}`),
  )
  await context.setOffline(false)
  await expect(page.getByText(/You are offline/)).toHaveCount(0)
  await page.getByRole('button', { name: messages.retry }).click()
  await expect(page.getByRole('article').first()).toBeVisible()
  await expect(page).toHaveURL(/\/blogs$/)
})

// The account paths (issue 18): the identity provider failing during each of them.
const account = accountMessages

test('@fault identity provider unreachable while asking for a reset link', async ({
  page,
  consoleGuard,
  newUser,
}) => {
  consoleGuard.allow(expectedLogs)
  const user = await newUser()
  await page.goto('/reset-password')
  await page.route(identity, (route) => route.abort('internetdisconnected'))
  await page.getByLabel('Email address').fill(user.email)
  await page.getByRole('button', { name: 'Send reset link' }).click()
  await expect(toast(page, account.resetFailed(unreachable))).toBeVisible({ timeout: 15_000 })
  await expect(page.getByText(account.resetSent)).toHaveCount(0) // nothing claimed that did not happen
  await expect(page.getByLabel('Email address')).toHaveValue(user.email)
  await page.unroute(identity)
  await page.getByRole('button', { name: 'Send reset link' }).click()
  await expect(page.getByRole('main').getByRole('status')).toHaveText(account.resetSent)
})

test('@fault identity provider unreachable while a reset link is checked, then while the new password is set', async ({
  page,
  consoleGuard,
  newUser,
}) => {
  consoleGuard.allow(expectedLogs)
  const user = await newUser()
  await sendResetEmail(user.email)
  const link = await actionLinkFor(user.email, 'PASSWORD_RESET')
  await page.goto('/')
  await page.route(identity, (route) => route.abort('internetdisconnected'))
  await page.goto(link)
  await expect(page.getByRole('alert')).toContainText(account.linkCheckFailed(unreachable), {
    timeout: 15_000,
  })
  await page.unroute(identity)
  await page.getByRole('button', { name: messages.retry }).click()
  await expect(page.getByText(`For ${user.email}`)).toBeVisible()

  await page.route(identity, (route) => route.abort('internetdisconnected'))
  await page.getByLabel('New password').fill('Shoreline4')
  await page.getByRole('button', { name: 'Set new password' }).click()
  await expect(toast(page, account.newPasswordFailed(unreachable))).toBeVisible({
    timeout: 15_000,
  })
  await expect(page.getByLabel('New password')).toHaveValue('Shoreline4')
  await page.unroute(identity)
  await page.getByRole('button', { name: 'Set new password' }).click()
  await expect(page.getByRole('main').getByRole('status')).toContainText(account.newPasswordSet)
})

test('@fault identity provider unreachable during a password change', async ({
  page,
  consoleGuard,
  newUser,
  signIn,
}) => {
  consoleGuard.allow(expectedLogs)
  const user = await newUser()
  await signIn(user)
  await page.goto('/update')
  const section = page.getByRole('region', { name: 'Change password' })
  await section.getByLabel('Current password').fill(user.password)
  await section.getByLabel('New password').fill('Meadow77')
  await page.route(identity, (route) => route.abort('internetdisconnected'))
  await section.getByRole('button', { name: 'Change password' }).click()
  await expect(toast(page, account.passwordChangeFailed(unreachable))).toBeVisible({
    timeout: 15_000,
  })
  await expect(section.getByLabel('New password')).toHaveValue('Meadow77')
  await page.unroute(identity)
  await section.getByRole('button', { name: 'Change password' }).click()
  await expect(toast(page, account.passwordChanged)).toBeVisible()
})

test('@fault identity provider unreachable during account deletion: nothing is deleted', async ({
  page,
  consoleGuard,
  newUser,
  signIn,
}) => {
  consoleGuard.allow(expectedLogs)
  const user = await newUser()
  await signIn(user)
  const saved = userStorageKey(user.uid, 'saved-estates')
  await page.evaluate((key) => localStorage.setItem(key, '["3"]'), saved)
  await page.getByRole('button', { name: 'Delete account' }).click()
  const dialog = page.getByRole('dialog', { name: account.deleteTitle })
  await dialog.getByLabel('Password', { exact: true }).fill(user.password)
  await page.route(identity, (route) => route.abort('internetdisconnected'))
  await dialog.getByRole('button', { name: 'Delete my account' }).click()
  await expect(dialog.getByRole('alert')).toHaveText(account.deleteFailed(unreachable), {
    timeout: 15_000,
  })
  expect(await findUserByEmail(user.email)).toBeDefined()
  expect(await page.evaluate((key) => localStorage.getItem(key), saved)).toBe('["3"]')
  await expect(page).toHaveURL(/\/profile$/)
  await page.unroute(identity)
  await dialog.getByRole('button', { name: 'Delete my account' }).click()
  await expect(toast(page, account.deleted)).toBeVisible()
  expect(await findUserByEmail(user.email)).toBeUndefined()
})

test('@fault identity provider unreachable while resending the verification email', async ({
  page,
  consoleGuard,
  newUser,
  signIn,
}) => {
  consoleGuard.allow(expectedLogs)
  const user = await newUser()
  await signIn(user)
  const banner = page.getByRole('region', { name: 'Email verification' })
  await page.route(identity, (route) => route.abort('internetdisconnected'))
  await banner.getByRole('button', { name: 'Resend email' }).click()
  await expect(banner).toContainText(account.verificationFailed(unreachable), { timeout: 15_000 })
  await page.unroute(identity)
  // A failed send does not count against the one-a-minute limit.
  await banner.getByRole('button', { name: 'Resend email' }).click()
  await expect(banner).toContainText(account.verificationSent(user.email))
})

test('@fault identity provider unreachable while a verification link is followed', async ({
  page,
  consoleGuard,
  newUser,
}) => {
  consoleGuard.allow(expectedLogs)
  const user = await newUser()
  await sendVerificationEmail(user.email, user.password)
  const link = await actionLinkFor(user.email, 'VERIFY_EMAIL')
  await page.goto('/')
  await page.route(identity, (route) => route.abort('internetdisconnected'))
  await page.goto(link)
  await expect(page.getByRole('alert')).toContainText(account.linkCheckFailed(unreachable), {
    timeout: 15_000,
  })
  await page.unroute(identity)
  await page.getByRole('button', { name: messages.retry }).click()
  await expect(page.getByRole('main').getByRole('status')).toContainText(account.emailVerified)
})
