import { accountMessages, authMessages } from '../src/features/auth/messages'
import { userStorageKey } from '../src/lib/user-storage'
import { actionLinkFor, sendResetEmail, sendVerificationEmail } from './support/account-emails'
import { authUrl, findUserByEmail, type TestUser } from './support/auth-emulator'
import { expect, firstSyncEnded, scrollToMap, test, toast } from './support/fixtures'
import type { Page, Route } from '@playwright/test'
import { blogMessages } from '../src/features/blog/messages'
import { estateMessages } from '../src/features/estates/messages'
import { mapMessages } from '../src/features/map/messages'
import { sharedMessages } from '../src/components/messages'
import { updateProfileMessages } from '../src/app/messages'

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
    await expect(page.getByRole('alert')).toContainText(estateMessages.loadFailed)
    broken = false
    await page.getByRole('button', { name: sharedMessages.retry }).click()
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
    await expect(page.getByRole('alert')).toContainText(blogMessages.loadFailed)
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible()
    broken = false
    await page.getByRole('button', { name: sharedMessages.retry }).click()
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

test('@fault blog.json 5 s late: the journal arrives', async ({ page, signedInUser: _ }) => {
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
  await expect(page.getByRole('alert')).toContainText(estateMessages.loadFailed)
  broken = false
  await page.getByRole('button', { name: sharedMessages.retry }).click()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
})

/**
 * A signed-in page's data starts downloading from the entry (boot/preload-signed-in-page.ts). When
 * that module arrives after the page's loader has run and failed, its late download must not be
 * the one Try again is given: it failed too.
 */
for (const opened of [
  {
    page: 'the journal',
    path: '/blogs',
    file: '**/blog.json',
    message: blogMessages.loadFailed,
    shown: (page: Page) => page.getByRole('article').first(),
  },
  {
    page: 'an estate page',
    path: '/1',
    file: '**/data.json',
    message: estateMessages.loadFailed,
    shown: (page: Page) => page.getByRole('heading', { level: 1 }),
  },
]) {
  test(`@fault ${opened.page} failing before its early download starts: Try again still recovers`, async ({
    page,
    consoleGuard,
    newUser,
    signIn,
  }) => {
    consoleGuard.allow(expectedLogs)
    await signIn(await newUser())
    let broken = true
    await page.route(opened.file, (route) =>
      broken ? route.fulfill({ status: 404, body: 'Not found' }) : route.fallback(),
    )
    // Every download the page asks for, in the order asked, noted in the page as it asks.
    await page.addInitScript(() => {
      const asked: string[] = []
      Object.assign(window, { downloadsAsked: asked })
      const { fetch } = window
      window.fetch = (input, init) => {
        asked.push(new URL(input instanceof Request ? input.url : input, location.href).pathname)
        return fetch(input, init)
      }
    })
    // The file itself or its catalogue version's copy (/catalogue/{id}/data.json, decision 054).
    const downloadsOf = (file: string) =>
      page.evaluate(
        (path) =>
          (window as unknown as { downloadsAsked: string[] }).downloadsAsked.filter((asked) =>
            asked.endsWith(path),
          ).length,
        `/${file.replace('**/', '')}`,
      )
    let release = () => {}
    const released = new Promise<void>((resolve) => (release = resolve))
    let held!: (url: string) => void
    const moduleAsked = new Promise<string>((resolve) => (held = resolve))
    await page.route('**/preload-signed-in-page-*.js', async (route) => {
      held(route.request().url())
      await released
      await route.fallback()
    })
    await page.goto(opened.path)
    await expect(page.getByRole('alert')).toContainText(opened.message)
    const before = await downloadsOf(opened.file)
    expect(before, 'the page is seen asking for the file').toBeGreaterThan(0)
    release()
    // The late module has arrived and the entry has run it: importing it here settles once it has
    // run, and the entry's own use of it (queued first) has by the next task.
    await page.evaluate(
      async (url) => {
        await import(url)
        await new Promise((resolve) => setTimeout(resolve, 0))
      },
      await moduleAsked,
    )
    // Without the fix it has asked for the file again, and that failed download would be the one
    // Try again is given; with it, it asked for nothing.
    expect(await downloadsOf(opened.file)).toBe(before)
    broken = false
    await page.getByRole('button', { name: sharedMessages.retry }).click()
    await expect(opened.shown(page)).toBeVisible()
  })
}

/** Requests for a lazy part's code fail until the returned function is called: then they go through. */
async function unreachableUntilBack(page: Page, code: RegExp) {
  let broken = true
  await page.route(code, (route) =>
    broken ? route.abort('internetdisconnected') : route.fallback(),
  )
  return () => {
    broken = false
  }
}

test("@fault the map's code unreachable: a message, and the map on retry", async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.allow(expectedLogs)
  const back = await unreachableUntilBack(page, /estates-map[\w-]*\.js$/)
  await page.goto('/')
  await page.getByRole('button', { name: 'Map', exact: true }).click()
  await expect(page.getByRole('alert')).toContainText(estateMessages.mapLoadFailed)
  back()
  await page.getByRole('button', { name: sharedMessages.retry }).click()
  await expect(page.getByRole('region', { name: mapMessages.matchesMap })).toBeVisible()
})

test("@fault the password form's code unreachable: the profile form works, and the password form on retry", async ({
  page,
  consoleGuard,
  newUser,
  signIn,
}) => {
  consoleGuard.allow(expectedLogs)
  const back = await unreachableUntilBack(page, /change-password-form[\w-]*\.js$/)
  await signIn(await newUser())
  await page.goto('/update')
  await expect(page.getByRole('alert')).toContainText(updateProfileMessages.passwordFormLoadFailed)
  await expect(page.getByRole('button', { name: updateProfileMessages.submit })).toBeEnabled()
  back()
  await page.getByRole('button', { name: sharedMessages.retry }).click()
  await expect(
    page.getByRole('heading', { name: accountMessages.changePassword, level: 2 }),
  ).toBeVisible()
})

// The identity provider unreachable during each path that asks it something (issue 18's account
// paths included): the visitor is told, nothing typed or stored is lost, and once it answers again
// the same step goes through.
const identity = `${authUrl}/**`
const unreachable = 'We could not reach the sign-in service. Check your connection and try again.'
const account = accountMessages
/** How long the provider's failure may take to show (the SDK retries before it gives up). */
const toFail = { timeout: 15_000 }

type AccountFixtures = {
  page: Page
  newUser: (overrides?: Partial<Omit<TestUser, 'uid'>>) => Promise<TestUser>
  signIn: (user: TestUser) => Promise<void>
}
type Cut<T> = {
  /** With the provider unreachable: what the visitor does and is told. */
  unreachable: (page: Page, state: T) => Promise<void>
  /** With it back: the same step goes through. */
  back?: (page: Page, state: T) => Promise<void>
}
type UnreachableCase<T> = Cut<T> & {
  during: string
  /** Everything before the provider is cut off. */
  arrange: (fixtures: AccountFixtures) => Promise<T>
  /** A second cut, later on the same path. */
  then?: Cut<T>
}

/** One case of the table, its state's type checked against its own steps. */
function unreachableCase<T>({ during, arrange, then, ...first }: UnreachableCase<T>) {
  return {
    title: `@fault identity provider unreachable ${during}`,
    run: async (fixtures: AccountFixtures) => {
      const { page } = fixtures
      const state = await arrange(fixtures)
      for (const cut of then ? [first, then] : [first]) {
        await page.route(identity, (route) => route.abort('internetdisconnected'))
        await cut.unreachable(page, state)
        await page.unroute(identity)
        await cut.back?.(page, state)
      }
    },
  }
}

function newUserAt(path: string) {
  return async ({ page, newUser }: AccountFixtures) => {
    const user = await newUser()
    await page.goto(path)
    return user
  }
}

async function signedInUser({ newUser, signIn }: AccountFixtures) {
  const user = await newUser()
  await signIn(user)
  return user
}

const passwordSection = (page: Page) => page.getByRole('region', { name: 'Change password' })
const deleteDialog = (page: Page) => page.getByRole('dialog', { name: account.deleteTitle })
const verificationBanner = (page: Page) => page.getByRole('region', { name: 'Email verification' })
const savedKey = (user: TestUser) => userStorageKey(user.uid, 'saved-estates')

const unreachableCases = [
  unreachableCase({
    during: 'during login',
    arrange: newUserAt('/login'),
    unreachable: async (page, user) => {
      await page.getByLabel('Email address').fill(user.email)
      await page.getByLabel('Password', { exact: true }).fill(user.password)
      await page.getByRole('button', { name: 'Sign in' }).click()
      await expect(toast(page, unreachable)).toBeVisible(toFail)
    },
    back: async (page) => {
      await page.getByRole('button', { name: 'Sign in' }).click()
      await expect(page).toHaveURL(/\/profile$/)
    },
  }),
  unreachableCase({
    during: 'during registration',
    arrange: async ({ page }) => {
      await page.goto('/register')
    },
    unreachable: async (page) => {
      await page.getByLabel('Name').fill('Offline Olive')
      await page.getByLabel('Photo URL').fill('https://images.example.com/olive.png')
      await page.getByLabel('Email address').fill(`olive-${Date.now()}@example.com`)
      await page.getByLabel('Password', { exact: true }).fill('Olive1234')
      await page.getByRole('button', { name: 'Register' }).click()
      await expect(toast(page, authMessages.registerFailed(unreachable))).toBeVisible(toFail)
      // Nothing typed is lost: the form still holds it for another try.
      await expect(page.getByLabel('Name')).toHaveValue('Offline Olive')
      await expect(page.getByRole('button', { name: 'Register' })).toBeEnabled()
    },
  }),
  unreachableCase({
    during: 'during a profile update',
    arrange: async ({ page, newUser, signIn }) => {
      await signIn(await newUser({ name: 'Steady Sam' }))
      await page.goto('/update')
    },
    unreachable: async (page) => {
      await page.getByLabel('Name').fill('Sam Updated')
      await page.getByRole('button', { name: 'Update Profile' }).click()
      await expect(toast(page, authMessages.updateFailed(unreachable))).toBeVisible(toFail)
      await expect(page.getByLabel('Name')).toHaveValue('Sam Updated')
      await expect(page.getByRole('tooltip')).toHaveText('Steady Sam')
    },
  }),
  unreachableCase({
    during: 'during logout: signing out still works',
    arrange: signedInUser,
    unreachable: async (page) => {
      await page.getByRole('button', { name: /^Account menu for/ }).click()
      await page.getByRole('button', { name: 'Logout' }).click()
      await expect(toast(page, authMessages.logoutSuccess)).toBeVisible()
      await expect(page.getByRole('link', { name: 'Login' })).toBeVisible()
    },
  }),
  unreachableCase({
    during: 'while asking for a reset link',
    arrange: newUserAt('/reset-password'),
    unreachable: async (page, user) => {
      await page.getByLabel('Email address').fill(user.email)
      await page.getByRole('button', { name: 'Send reset link' }).click()
      await expect(toast(page, account.resetFailed(unreachable))).toBeVisible(toFail)
      await expect(page.getByText(account.resetSent)).toHaveCount(0) // nothing claimed that did not happen
      await expect(page.getByLabel('Email address')).toHaveValue(user.email)
    },
    back: async (page) => {
      await page.getByRole('button', { name: 'Send reset link' }).click()
      await expect(page.getByRole('main').getByRole('status')).toHaveText(account.resetSent)
    },
  }),
  unreachableCase({
    during: 'while a reset link is checked, then while the new password is set',
    arrange: async ({ page, newUser }) => {
      const user = await newUser()
      await sendResetEmail(user.email)
      const link = await actionLinkFor(user.email, 'PASSWORD_RESET')
      await page.goto('/')
      return { user, link }
    },
    unreachable: async (page, { link }) => {
      await page.goto(link)
      await expect(page.getByRole('alert')).toContainText(
        account.linkCheckFailed(unreachable),
        toFail,
      )
    },
    back: async (page, { user }) => {
      await page.getByRole('button', { name: sharedMessages.retry }).click()
      await expect(page.getByText(`For ${user.email}`)).toBeVisible()
    },
    then: {
      unreachable: async (page) => {
        await page.getByLabel('New password').fill('Shoreline4')
        await page.getByRole('button', { name: 'Set new password' }).click()
        await expect(toast(page, account.newPasswordFailed(unreachable))).toBeVisible(toFail)
        await expect(page.getByLabel('New password')).toHaveValue('Shoreline4')
      },
      back: async (page) => {
        await page.getByRole('button', { name: 'Set new password' }).click()
        await expect(page.getByRole('main').getByRole('status')).toContainText(
          account.newPasswordSet,
        )
      },
    },
  }),
  unreachableCase({
    during: 'during a password change',
    arrange: async (fixtures) => {
      const user = await signedInUser(fixtures)
      const { page } = fixtures
      await page.goto('/update')
      await passwordSection(page).getByLabel('Current password').fill(user.password)
      await passwordSection(page).getByLabel('New password').fill('Meadow77')
    },
    unreachable: async (page) => {
      await passwordSection(page).getByRole('button', { name: 'Change password' }).click()
      await expect(toast(page, account.passwordChangeFailed(unreachable))).toBeVisible(toFail)
      await expect(passwordSection(page).getByLabel('New password')).toHaveValue('Meadow77')
    },
    back: async (page) => {
      await passwordSection(page).getByRole('button', { name: 'Change password' }).click()
      await expect(toast(page, account.passwordChanged)).toBeVisible()
    },
  }),
  unreachableCase({
    during: 'during account deletion: nothing is deleted',
    arrange: async (fixtures) => {
      const user = await signedInUser(fixtures)
      const { page } = fixtures
      await firstSyncEnded(page, user.uid)
      await page.evaluate((key) => localStorage.setItem(key, '["3"]'), savedKey(user))
      await page.getByRole('button', { name: 'Delete account' }).click()
      await deleteDialog(page).getByLabel('Password', { exact: true }).fill(user.password)
      return user
    },
    unreachable: async (page, user) => {
      await deleteDialog(page).getByRole('button', { name: 'Delete my account' }).click()
      await expect(deleteDialog(page).getByRole('alert')).toHaveText(
        account.deleteFailed(unreachable),
        toFail,
      )
      expect(await findUserByEmail(user.email)).toBeDefined()
      expect(await page.evaluate((key) => localStorage.getItem(key), savedKey(user))).toBe('["3"]')
      await expect(page).toHaveURL(/\/profile$/)
    },
    back: async (page, user) => {
      await deleteDialog(page).getByRole('button', { name: 'Delete my account' }).click()
      await expect(toast(page, account.deleted)).toBeVisible()
      expect(await findUserByEmail(user.email)).toBeUndefined()
    },
  }),
  unreachableCase({
    during: 'while resending the verification email',
    arrange: signedInUser,
    unreachable: async (page) => {
      await verificationBanner(page).getByRole('button', { name: 'Resend email' }).click()
      await expect(verificationBanner(page)).toContainText(
        account.verificationFailed(unreachable),
        toFail,
      )
    },
    // A failed send does not count against the one-a-minute limit.
    back: async (page, user) => {
      await verificationBanner(page).getByRole('button', { name: 'Resend email' }).click()
      await expect(verificationBanner(page)).toContainText(account.verificationSent(user.email))
    },
  }),
  unreachableCase({
    during: 'while a verification link is followed',
    arrange: async ({ page, newUser }) => {
      const user = await newUser()
      await sendVerificationEmail(user.email, user.password)
      const link = await actionLinkFor(user.email, 'VERIFY_EMAIL')
      await page.goto('/')
      return link
    },
    unreachable: async (page, link) => {
      await page.goto(link)
      await expect(page.getByRole('alert')).toContainText(
        account.linkCheckFailed(unreachable),
        toFail,
      )
    },
    back: async (page) => {
      await page.getByRole('button', { name: sharedMessages.retry }).click()
      await expect(page.getByRole('main').getByRole('status')).toContainText(account.emailVerified)
    },
  }),
]

for (const { title, run } of unreachableCases) {
  test(title, async ({ page, consoleGuard, newUser, signIn }) => {
    consoleGuard.allow(expectedLogs)
    await run({ page, newUser, signIn })
  })
}

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
  await expect(page.getByText(mapMessages.tilesUnavailable)).toBeVisible()
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
  await expect(page.getByRole('button', { name: /^Save (?!this search$)/ }).first()).toBeVisible()
  await context.setOffline(true)
  await expect(page.getByText(/You are offline/)).toBeVisible()
  // What is on screen stays; a page that needs new data says so.
  await expect(page.getByRole('article').first()).toBeVisible()
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blogs' }).click()
  await expect(page.getByRole('alert')).toContainText(
    new RegExp(`${blogMessages.loadFailed}|${sharedMessages.pageLoadFailed}`),
  )
  await context.setOffline(false)
  await expect(page.getByText(/You are offline/)).toHaveCount(0)
  await page.getByRole('button', { name: sharedMessages.retry }).click()
  await expect(page.getByRole('article').first()).toBeVisible()
  await expect(page).toHaveURL(/\/blogs$/)
})
