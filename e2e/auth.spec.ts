import { REDIRECT_DELAY_MS, SESSION_STORAGE_KEY } from '../src/config/constants'
import { findUserByEmail, uniqueEmail } from './support/auth-emulator'
import { expect, openLive, PHOTO_HOST, test, toast } from './support/fixtures'
import {
  handSessionTo,
  providerSession,
  sessionPolls,
  sessionReported,
  sessionReports,
  watchSession,
} from './support/session'
import { completeSocialPopup } from './support/social-popup'
import type { Page } from '@playwright/test'
import { authMessages } from '../src/features/auth/messages'

const { validation } = authMessages
const accountButton = (page: Page) => page.getByRole('button', { name: /^Account menu for/ })

async function storedSession(page: Page) {
  return page.evaluate((key) => localStorage.getItem(key), SESSION_STORAGE_KEY)
}

test.describe('register', () => {
  test('shows every validation message on submit', async ({ page }) => {
    await page.goto('/register')
    await expect(page).toHaveTitle('Luxury Living | Register')
    await expect(page.getByRole('heading', { name: 'Register Here' })).toBeVisible()
    await page.getByRole('button', { name: 'Register' }).click()
    for (const text of [
      validation.nameRequired,
      validation.photoRequired,
      validation.emailRequired,
      validation.passwordTooShort,
    ]) {
      await expect(page.getByText(text, { exact: true })).toBeVisible()
    }
    await page.getByLabel('Name').fill('Ada')
    await page.getByLabel('Photo URL').fill(`${PHOTO_HOST}/ada.png`)
    await page.getByLabel('Email address').fill('ada@nowhere')
    await page.getByLabel('Password', { exact: true }).fill('abc')
    await page.getByRole('button', { name: 'Register' }).click()
    await expect(page.getByText(validation.emailInvalid, { exact: true })).toBeVisible()
    await expect(page.getByText(validation.passwordTooShort, { exact: true })).toBeVisible()
    await expect(page.getByText(validation.nameRequired, { exact: true })).toHaveCount(0)
    await page.getByLabel('Password', { exact: true }).fill('abcdefg')
    await page.getByRole('button', { name: 'Register' }).click()
    await expect(page.getByText(validation.passwordWeak, { exact: true })).toBeVisible()
    await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute(
      'aria-invalid',
      'true',
    )
    // The show/hide toggle.
    const password = page.getByLabel('Password', { exact: true })
    await expect(password).toHaveAttribute('type', 'password')
    await page.getByRole('button', { name: 'Show password' }).click()
    await expect(password).toHaveAttribute('type', 'text')
    await page.getByRole('button', { name: 'Hide password' }).click()
    await expect(password).toHaveAttribute('type', 'password')
  })

  test('creates the account, greets, and goes home after 2 s with the avatar', async ({ page }) => {
    const email = uniqueEmail('register')
    await page.goto('/register')
    await page.getByLabel('Name').fill('Isabella Marchetti')
    await page.getByLabel('Photo URL').fill(`${PHOTO_HOST}/isabella.png`)
    await page.getByLabel('Email address').fill(email)
    await page.getByLabel('Password', { exact: true }).fill('Palazzo9')
    await page.getByRole('button', { name: 'Register' }).click()
    await expect(toast(page, authMessages.registerSuccess)).toBeVisible()
    const shownAt = Date.now()
    await expect(page).toHaveURL(/\/$/, { timeout: REDIRECT_DELAY_MS + 3000 })
    expect(Date.now() - shownAt).toBeGreaterThan(REDIRECT_DELAY_MS - 600)
    const avatar = accountButton(page)
    await expect(page.getByRole('tooltip')).toHaveText('Isabella Marchetti')
    await expect(avatar.locator('img')).toHaveAttribute('src', `${PHOTO_HOST}/isabella.png`)
    await expect
      .poll(() =>
        avatar.locator('img').evaluate((image) => (image as HTMLImageElement).naturalWidth),
      )
      .toBeGreaterThan(0)
    const account = await findUserByEmail(email)
    expect(account).toMatchObject({
      displayName: 'Isabella Marchetti',
      photoUrl: `${PHOTO_HOST}/isabella.png`,
    })
  })

  test('an email already registered gives a readable failure', async ({
    page,
    newUser,
    consoleGuard,
  }) => {
    consoleGuard.allow(/status of 400/) // the identity provider's answer, logged by the browser
    const existing = await newUser()
    await page.goto('/register')
    await page.getByLabel('Name').fill('Someone Else')
    await page.getByLabel('Photo URL').fill(`${PHOTO_HOST}/x.png`)
    await page.getByLabel('Email address').fill(existing.email)
    await page.getByLabel('Password', { exact: true }).fill('Another1')
    await page.getByRole('button', { name: 'Register' }).click()
    await expect(
      toast(
        page,
        authMessages.registerFailed(
          'This email address is already registered. Please sign in instead.',
        ),
      ),
    ).toBeVisible()
    await expect(page).toHaveURL(/\/register$/)
  })
})

test.describe('login', () => {
  test('the login form is drawn once, in its own faces: they download with the page, not after its stylesheet', async ({
    page,
  }) => {
    const fontsBeforeStylesheet = new Set<string>()
    let stylesheetArrived = false
    page.on('request', (request) => {
      const file = /\/assets\/([\w-]+)-core-[\w-]+\.woff2$/.exec(request.url())?.[1]
      if (file && !stylesheetArrived) fontsBeforeStylesheet.add(file)
    })
    // The stylesheets name the faces; they arrive late, as on a slow network.
    await page.route('**/*.css', async (route) => {
      const response = await route.fetch()
      await new Promise((resolve) => setTimeout(resolve, 1000))
      stylesheetArrived = true
      await route.fulfill({ response })
    })
    await page.goto('/login')
    await expect(page.getByRole('heading', { name: 'Login to your account' })).toBeVisible()
    expect([...fontsBeforeStylesheet].sort()).toEqual([
      'inter-400',
      'inter-600',
      'playfair-display-400',
    ])
    const loadedFaces = () =>
      page.evaluate(() => {
        const loaded: string[] = []
        document.fonts.forEach((face) => {
          if (face.status === 'loaded')
            loaded.push(`${face.family.replace(/['"]/g, '')} ${face.weight}`)
        })
        return loaded
      })
    await expect.poll(loadedFaces).toEqual(expect.arrayContaining(['Inter 400', 'Inter 600']))
  })

  test('email and password: toast, profile with the provider email', async ({ page, newUser }) => {
    const user = await newUser({ name: 'Charlotte Ashby' })
    await page.goto('/login')
    await expect(page).toHaveTitle('Luxury Living | Login')
    await expect(page.getByRole('heading', { name: 'Login to your account' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Sign up here' })).toHaveAttribute(
      'href',
      '/register',
    )
    await expect(page.getByText('OR', { exact: true })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/reset-password',
    )
    await page.getByLabel('Email address').fill(user.email)
    await page.getByLabel('Password', { exact: true }).fill(user.password)
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect(toast(page, authMessages.loginSuccess)).toBeVisible()
    await expect(page).toHaveURL(/\/profile$/)
    await expect(page).toHaveTitle('Luxury Living | Profile')
    await expect(page.getByRole('heading', { name: 'Hello, Charlotte Ashby' })).toBeVisible()
    await expect(page.getByRole('main').getByText(user.email)).toBeVisible()
    await page.getByRole('link', { name: 'Get Started' }).click()
    await expect(page).toHaveURL(/\/$/)
  })

  test('a wrong password and an unknown email read the same', async ({
    page,
    newUser,
    consoleGuard,
  }) => {
    consoleGuard.allow(/status of 400/) // the identity provider's answer, logged by the browser
    const user = await newUser()
    await page.goto('/login')
    await page.getByLabel('Email address').fill(user.email)
    await page.getByLabel('Password', { exact: true }).fill('WrongPass1')
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect(toast(page, authMessages.loginMismatch)).toBeVisible()
    await page.getByLabel('Email address').fill(uniqueEmail('nobody'))
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect(toast(page, authMessages.loginMismatch)).toHaveCount(2)
    await expect(page).toHaveURL(/\/login$/)
  })

  test('an empty email or password is named as such, not as a mismatch, and asks nobody', async ({
    page,
  }) => {
    let requests = 0
    page.on('request', (request) => {
      if (request.url().includes('accounts:signInWithPassword')) requests += 1
    })
    await page.goto('/login')
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect(page.getByText(authMessages.loginEmailMissing, { exact: true })).toBeVisible()
    await expect(page.getByText(authMessages.loginPasswordMissing, { exact: true })).toBeVisible()
    await page.getByLabel('Email address').fill('someone@example.com')
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect(page.getByText(authMessages.loginEmailMissing, { exact: true })).toHaveCount(0)
    await expect(page.getByText(authMessages.loginPasswordMissing, { exact: true })).toBeVisible()
    await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute(
      'aria-invalid',
      'true',
    )
    await expect(page.getByText(authMessages.loginMismatch)).toHaveCount(0)
    expect(requests).toBe(0)
  })

  test('a double click on "Sign in" sends one request', async ({ page, newUser }) => {
    const user = await newUser()
    let requests = 0
    page.on('request', (request) => {
      if (request.url().includes('accounts:signInWithPassword')) requests += 1
    })
    await page.goto('/login')
    await page.getByLabel('Email address').fill(user.email)
    await page.getByLabel('Password', { exact: true }).fill(user.password)
    await page.getByRole('button', { name: 'Sign in' }).dblclick()
    await expect(page).toHaveURL(/\/profile$/)
    expect(requests).toBe(1)
  })

  for (const provider of ['google', 'github'] as const) {
    const label = provider === 'google' ? 'Google' : 'GitHub'
    test(`${label}: the popup flow ends on the profile with that provider's email`, async ({
      page,
    }) => {
      const email = uniqueEmail(provider)
      await page.goto('/login')
      const popupPromise = page.waitForEvent('popup')
      await page.getByRole('button', { name: `Login with ${label}` }).click()
      await completeSocialPopup(await popupPromise, {
        provider,
        email,
        displayName: `${label} Guest`,
      })
      await expect(toast(page, authMessages.loginSuccess)).toBeVisible()
      await expect(page).toHaveURL(/\/profile$/)
      await expect(page.getByText(email)).toBeVisible()
      const stored = JSON.parse((await storedSession(page)) ?? '{}')
      expect(stored.providers[0]).toEqual({ providerId: `${provider}.com`, email })
    })
  }

  test("a visitor who signs in with a password never downloads Google's popup helpers", async ({
    page,
    newUser,
    signInThroughForm,
  }) => {
    const helpers: string[] = []
    page.on('request', (request) => {
      const url = request.url()
      if (url.startsWith('https://apis.google.com/') || /\/(__|emulator)\/auth\/iframe/.test(url))
        helpers.push(url)
    })
    await signInThroughForm(await newUser())
    await page.goto('/1')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await page.goto('/profile')
    await expect(page.getByRole('heading', { name: 'Saved estates' })).toBeVisible()
    expect(helpers).toEqual([])
  })

  test('@fault closing the popup leaves the page usable with no error toast', async ({ page }) => {
    test.setTimeout(45_000)
    await page.goto('/login')
    const popupPromise = page.waitForEvent('popup')
    await page.getByRole('button', { name: 'Login with Google' }).click()
    const popup = await popupPromise
    await popup.waitForLoadState()
    await popup.close()
    // The SDK notices a closed popup after a few seconds; the buttons come back then.
    await expect(page.getByRole('button', { name: 'Login with Google' })).toBeEnabled({
      timeout: 20_000,
    })
    await expect(page.locator('.Toastify__toast')).toHaveCount(0)
    await expect(page).toHaveURL(/\/login$/)
  })
})

test.describe('session', () => {
  test('logout: toast, home, and the stored user is gone', async ({ page, signedInUser: _ }) => {
    await accountButton(page).click()
    await page.getByRole('button', { name: 'Logout' }).click()
    await expect(toast(page, authMessages.logoutSuccess)).toBeVisible()
    await expect(page).toHaveURL(/\/$/)
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible()
    expect(await storedSession(page)).toBeNull()
  })

  test('a reload of the profile stays there with no flash of the login form', async ({
    page,
    newUser,
    signIn,
  }) => {
    await signIn(await newUser({ name: 'Henry Lowell' }))
    await page.addInitScript(() => {
      const seen: string[] = []
      new MutationObserver(() => {
        if (document.querySelector('input[type="password"]')) seen.push('password-field')
        if (document.querySelector('a[href="/login"].btn')) seen.push('login-button')
      }).observe(document, { childList: true, subtree: true })
      Object.assign(window, { flashes: seen })
    })
    await watchSession(page)
    await page.reload()
    await expect(page.getByRole('heading', { name: 'Hello, Henry Lowell' })).toBeVisible()
    // The SDK has restored its own session, asked the provider about it and reported: a login
    // form would follow a report of no one.
    expect(await sessionReported(page)).toEqual(['kept'])
    await expect(page).toHaveURL(/\/profile$/)
    expect(await page.evaluate(() => (window as unknown as { flashes: string[] }).flashes)).toEqual(
      [],
    )
  })

  test('authUser holds the profile only, never tokens or SDK internals', async ({
    page,
    signedInUser: _,
  }) => {
    const stored = JSON.parse((await storedSession(page)) ?? 'null')
    expect(Object.keys(stored).sort()).toEqual([
      'displayName',
      'email',
      'emailVerified',
      'photoURL',
      'providers',
      'uid',
    ])
    const everything = await page.evaluate(() => JSON.stringify({ ...localStorage }))
    expect(everything).not.toMatch(/token|stsTokenManager|apiKey/i)
  })

  test('a sign-out in one tab signs the other tab out', async ({
    context,
    page,
    signedInUser: _,
  }) => {
    const other = await context.newPage()
    // The other tab as a visitor has it: the app running, not only the page's HTML.
    await openLive(other, '/profile')
    await expect(other.getByRole('heading', { name: /^Hello,/ })).toBeVisible()
    await accountButton(page).click()
    await page.getByRole('button', { name: 'Logout' }).click()
    await expect(other).toHaveURL(/\/login/, { timeout: 3000 })
    expect(await storedSession(other)).toBeNull()
  })

  test('a sign-out holds while another tab is still starting with the session it read before', async ({
    context,
    page,
    newUser,
    signIn,
  }) => {
    await watchSession(context)
    await signIn(await newUser())
    const other = await context.newPage()
    // The other tab's provider has read the shared session and is asking the provider about it:
    // that answer is held until this tab has signed out, as a slow network can hold it.
    let asked!: () => void
    const askedOnce = new Promise<void>((resolve) => (asked = resolve))
    let answer!: () => void
    const answered = new Promise<void>((resolve) => (answer = resolve))
    await other.route(/\/accounts:lookup/, async (route) => {
      asked()
      await answered
      await route.continue()
    })
    await openLive(other, '/profile')
    await askedOnce
    await accountButton(page).click()
    await page.getByRole('button', { name: 'Logout' }).click()
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible()
    await expect(other).toHaveURL(/\/login/)

    const reportedBefore = (await sessionReports(other)).length
    const late = other.waitForResponse(/accounts:lookup/)
    answer()
    await late
    // The answer has had its effect in the other tab: its SDK has reported (the session, back in
    // the storage both tabs share, is ended again: no one).
    expect((await sessionReported(other, reportedBefore)).slice(reportedBefore)).toEqual(['ended'])
    // And the first tab's SDK has looked at that storage since (every 800 ms): twice, so that a
    // look which caught the session on its way back has been followed through.
    const polled = await sessionPolls(page)
    await expect.poll(() => sessionPolls(page)).toBeGreaterThanOrEqual(polled + 2)
    for (const tab of [page, other]) {
      expect(await storedSession(tab)).toBeNull()
      await expect.poll(() => providerSession(tab)).toBeNull()
      await expect(tab.getByRole('link', { name: 'Login' })).toBeVisible()
    }
    await expect(other).toHaveURL(/\/login/)
  })

  // The route table, a test per path and state.
  const landings: [string, RegExp, RegExp][] = [
    ['/', /\/$/, /\/$/],
    ['/login', /\/login$/, /127\.0\.0\.1:\d+\/$/],
    ['/register', /\/register$/, /127\.0\.0\.1:\d+\/$/],
    ['/1', /\/login\?redirectTo=%2F1$/, /\/1$/],
    ['/profile', /\/login\?redirectTo=%2Fprofile$/, /\/profile$/],
    ['/blogs', /\/login\?redirectTo=%2Fblogs$/, /\/blogs$/],
    ['/update', /\/update$/, /\/update$/],
  ]
  for (const [path, guestLanding, memberLanding] of landings) {
    test(`a guest opening ${path} lands where the route table says`, async ({ page }) => {
      await page.goto(path)
      await expect(page).toHaveURL(guestLanding)
      if (path === '/update') await expect(page.getByText(authMessages.noUserNotice)).toBeVisible()
    })

    test(`a signed-in visitor opening ${path} lands where the route table says`, async ({
      page,
      newUser,
    }) => {
      await handSessionTo(page, await newUser())
      await page.goto(path)
      await expect(page).toHaveURL(memberLanding)
      await expect(page.getByRole('button', { name: /^Account menu for/ })).toBeVisible()
    })
  }

  test('after login, a guest sent to the login page comes back where they were going', async ({
    page,
    newUser,
  }) => {
    const user = await newUser()
    await page.goto('/blogs')
    await page.getByLabel('Email address').fill(user.email)
    await page.getByLabel('Password', { exact: true }).fill(user.password)
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect(page).toHaveURL(/\/blogs$/)
    // A target off this site is ignored.
    await page.goto('/login?redirectTo=//evil.example/steal')
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/) // signed in: guest-only page sends home
  })
})

test.describe('update profile', () => {
  test('prefilled, read-only email, success toast, new name and photo in the navbar', async ({
    page,
    newUser,
    signIn,
  }) => {
    const user = await newUser({ name: 'Olivia Grant' })
    await signIn(user)
    await page.goto('/update')
    await expect(page).toHaveTitle('Luxury Living | Update')
    await expect(page.getByRole('heading', { name: 'Update Your Profile' })).toBeVisible()
    await expect(page.getByLabel('Name')).toHaveValue('Olivia Grant')
    await expect(page.getByLabel('Photo URL')).toHaveValue(user.photoURL)
    const email = page.getByLabel(/Email address/)
    await expect(email).toHaveValue(user.email)
    await expect(email).toHaveAttribute('readonly', '')
    await expect(page.getByText('(not changeable)')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login')

    await page.getByLabel('Name').fill('')
    await page.getByLabel('Photo URL').fill('')
    await page.getByRole('button', { name: 'Update Profile' }).click()
    await expect(page.getByText(validation.nameRequired)).toBeVisible()
    await expect(page.getByText(validation.photoRequired)).toBeVisible()

    await page.getByLabel('Name').fill('Olivia Grant-Hale')
    await page.getByLabel('Photo URL').fill(`${PHOTO_HOST}/olivia-new.png`)
    await page.getByRole('button', { name: 'Update Profile' }).click()
    await expect(toast(page, authMessages.updateSuccess)).toBeVisible()
    await expect(page.getByRole('tooltip')).toHaveText('Olivia Grant-Hale')
    await expect(accountButton(page).locator('img')).toHaveAttribute(
      'src',
      `${PHOTO_HOST}/olivia-new.png`,
    )
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/, { timeout: REDIRECT_DELAY_MS + 3000 })
    expect(await findUserByEmail(user.email)).toMatchObject({ displayName: 'Olivia Grant-Hale' })
  })

  test('signed out, the page says so in red', async ({ page }) => {
    await page.goto('/update')
    const notice = page.getByText(authMessages.noUserNotice)
    await expect(notice).toBeVisible()
    expect(await notice.evaluate((element) => getComputedStyle(element).color)).toMatch(
      /rgb\((1[5-9]\d|2\d\d), \d{1,2}, \d{1,2}\)/,
    )
    await expect(page.getByRole('button', { name: 'Update Profile' })).toBeDisabled()
  })

  test('a photo that fails to load falls back to initials', async ({
    page,
    newUser,
    signIn,
    consoleGuard,
  }) => {
    consoleGuard.allow(/status of 404/)
    await page.route(`${PHOTO_HOST}/broken.png`, (route) => route.fulfill({ status: 404 }))
    const user = await newUser({ name: 'Grace Kelly', photoURL: `${PHOTO_HOST}/broken.png` })
    await signIn(user)
    await expect(accountButton(page)).toContainText('GK')
  })
})
