import AxeBuilder from '@axe-core/playwright'
import { test as base, expect, type BrowserContext, type Page } from '@playwright/test'
import { readFileSync } from 'node:fs'
import { SYNCED_SAVED_ESTATES_KEY } from '../../src/features/saved/saved-estates-sync'
import { PAGE_SETTLES_MS } from '../../src/lib/after-page-settles'
import { userStorageKey } from '../../src/lib/user-storage'
import { createUser, deleteUser, type TestUser } from './auth-emulator'
import { handSessionTo } from './session'
import { installOfflineThirdParties } from './social-popup'

const tile = readFileSync(new URL('../fixtures/tile.png', import.meta.url))
const avatar = readFileSync(new URL('../fixtures/avatar.png', import.meta.url))

/** Test users' photos live on this made-up host; the browser tests answer it with a local image. */
export const PHOTO_HOST = 'https://images.example.com'

/** Third parties this offline machine cannot reach, answered locally (tests only). */
async function answerThirdParties(context: BrowserContext) {
  await installOfflineThirdParties(context)
  await context.route(/tile\.openstreetmap\.org\//, (route) =>
    route.fulfill({ body: tile, contentType: 'image/png' }),
  )
  await context.route(`${PHOTO_HOST}/**`, (route) =>
    route.fulfill({ body: avatar, contentType: 'image/png' }),
  )
}

type ConsoleGuard = {
  /** Console errors matching this are expected by the test and do not fail it. */
  allow: (pattern: RegExp) => void
  errors: string[]
}

type Fixtures = {
  consoleGuard: ConsoleGuard
  newUser: (overrides?: Partial<Omit<TestUser, 'uid'>>) => Promise<TestUser>
  /** Signs in over the emulator's API and opens the profile: for tests not about signing in. */
  signIn: (user: TestUser, page?: Page) => Promise<void>
  /** Signs in as a visitor does, through the login form, and lands on the profile. */
  signInThroughForm: (user: TestUser, page?: Page) => Promise<void>
  /**
   * A new account, signed in on the test's page (at its profile) before the test starts: the
   * set-up of most signed-in tests; one that needs no more of it takes it as `signedInUser: _`.
   * A test that sets something up before signing in, or needs a particular account, uses newUser
   * and signIn.
   */
  signedInUser: TestUser
}

/**
 * The profile drawn whole, its lazily loaded part too: a test that goes on to refuse the app's
 * code does not catch this page still loading its own.
 */
async function expectWholeProfile(page: Page) {
  await expect(page).toHaveURL(/\/profile$/)
  await expect(page.getByRole('heading', { name: 'Saved estates' })).toBeVisible()
}

export const test = base.extend<Fixtures>({
  context: async ({ context }, use) => {
    await answerThirdParties(context)
    await use(context)
  },

  consoleGuard: [
    async ({ context }, use, testInfo) => {
      const errors: string[] = []
      const allowed: RegExp[] = []
      const watch = (page: Page) => {
        page.on('console', (message) => {
          if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`)
        })
        page.on('pageerror', (error) => errors.push(`${page.url()}: uncaught ${error.message}`))
      }
      // Every CSP violation in any page or popup is reported as a console error, so it fails the test.
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          console.error(
            `CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline'}`,
          )
        })
      })
      context.pages().forEach(watch)
      context.on('page', watch)
      await use({ allow: (pattern) => allowed.push(pattern), errors })
      const unexpected = errors.filter((error) => !allowed.some((pattern) => pattern.test(error)))
      // The violations no test asked for (a test of the policy causes its own and allows them).
      const violations = unexpected.filter((error) => error.includes('CSP violation')).length
      testInfo.annotations.push({ type: 'csp-violations', description: String(violations) })
      expect(unexpected, 'console errors during the test').toEqual([])
    },
    { auto: true },
  ],

  newUser: async ({}, use) => {
    const created: TestUser[] = []
    await use(async (overrides) => {
      const user = await createUser(overrides)
      created.push(user)
      return user
    })
    await Promise.all(created.map((user) => deleteUser(user.uid)))
  },

  signIn: async ({ page }, use) => {
    await use(async (user, target = page) => {
      await handSessionTo(target, user)
      await target.goto('/profile')
      await expectWholeProfile(target)
    })
  },

  signedInUser: async ({ newUser, signIn }, use) => {
    const user = await newUser()
    await signIn(user)
    await use(user)
  },

  signInThroughForm: async ({ page }, use) => {
    await use(async (user, target = page) => {
      await target.goto('/login')
      await target.getByLabel('Email address').fill(user.email)
      await target.getByLabel('Password', { exact: true }).fill(user.password)
      await target.getByRole('button', { name: 'Sign in' }).click()
      await expectWholeProfile(target)
    })
  },
})

export { expect }

/**
 * A toast with this text, as a visitor sees it. One on its way out (react-toastify marks it
 * `data-in="false"` while it slides away) is not told again: the same message twice in a few
 * seconds, as in a quick sign-out, sign-in and sign-out, must not read as two.
 */
export const toast = (page: Page, text: string | RegExp) =>
  page.locator('.Toastify__toast:not([data-in="false"])').filter({ hasText: text })

/** Leaflet's code, whatever chunk it travels in (CI's bundle check knows it by the same text). */
export const LEAFLET_CODE = (
  JSON.parse(readFileSync(new URL('../../bench/budget.json', import.meta.url), 'utf8')) as {
    bundles: { mapCode: string }
  }
).bundles.mapCode
/** React's renderer, whatever chunk it travels in (the key it gives a root's container). */
export const REACT_DOM_CODE = '__reactContainer$'

/**
 * The scripts a page downloads, kept by content, so a test names code by what it is rather than by
 * the chunk file it happens to travel in.
 */
export function watchScripts(context: BrowserContext) {
  const bodies: Promise<string>[] = []
  context.on('response', (response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.text().catch(() => ''))
  })
  return {
    loaded: async (code: string) => (await Promise.all(bodies)).some((body) => body.includes(code)),
  }
}

/**
 * Every script the page loads passes through `hold` with its text before it is delivered: the
 * test may keep one back (await) to play a slow network for it. A request the page gave up on
 * (it navigated, or the test ended) is let go.
 */
export async function holdScripts(page: Page, hold: (path: string, body: string) => Promise<void>) {
  await page.route('**/*.js', async (route) => {
    const fetched = await route
      .fetch()
      .then(async (response) => ({ response, body: await response.text() }))
      .catch(() => null)
    if (!fetched) return route.abort().catch(() => undefined)
    await hold(new URL(route.request().url()).pathname, fetched.body)
    await route.fulfill(fetched).catch(() => undefined)
  })
}

/**
 * React's renderer arrives `delayMs` late, as on a slow network; returns what was requested before
 * it did, and each script's text, so a test can say what a page starts without waiting for the app.
 */
export async function delayAppCode(page: Page, delayMs = 1500) {
  const beforeAppCode = new Set<string>()
  const requested: string[] = []
  const scriptBodies = new Map<string, string>()
  let arrived = false
  page.context().on('request', (request) => {
    const path = new URL(request.url()).pathname
    requested.push(path)
    if (!arrived) beforeAppCode.add(path)
  })
  await holdScripts(page, async (path, body) => {
    scriptBodies.set(path, body)
    if (body.includes(REACT_DOM_CODE)) {
      await new Promise((resolve) => setTimeout(resolve, delayMs))
      arrived = true
    }
  })
  return {
    requested,
    arrived: () => arrived,
    /** Paths requested before the renderer arrived. */
    early: () => [...beforeAppCode],
    /** Whether a script requested before the renderer arrived holds this text. */
    startedEarly: (text: string) =>
      [...beforeAppCode].some((path) => scriptBodies.get(path)?.includes(text)),
  }
}

/**
 * The app has taken over from the page's HTML: pages are painted from their HTML first (decisions
 * 004, 020), with every control disabled until the app draws the same page over it. A visitor
 * waits for a control to come alive; a test does too before it scrolls to, or types into, one.
 */
export async function appStarted(page: Page) {
  await expect(page.locator('button[aria-controls="mobile-menu"]')).toBeEnabled()
}

/**
 * Serves `records` as the estates' data file and returns the page's console warnings as they
 * come: what the data parser says of the records it skips or mends.
 */
export async function serveEstates(page: Page, records: unknown[]) {
  const warnings: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text())
  })
  await page.route('**/data.json', (route) => route.fulfill({ json: records }))
  return warnings
}

/** Opens a page, then waits for the app to have taken it over (see appStarted). */
export async function openLive(page: Page, path: string) {
  await page.goto(path)
  await appStarted(page)
}

/** Scrolls to an estate's map as a visitor does: below the fold, it loads only near the viewport. */
export async function scrollToMap(page: Page) {
  await appStarted(page)
  await page.getByRole('heading', { name: 'The Location is right here:' }).scrollIntoViewIfNeeded()
}

/**
 * The page's accessibility violations, by axe, as "rule: elements" lines (an empty list passes);
 * `within` limits the scan to a CSS selector's part. Legacy mode runs axe in the page itself: the
 * default also opens a blank page to merge each frame's results, 2.4 times the time of a scan of
 * the home page on a busy machine (4.5 s against 1.9 s), for frames our pages do not have.
 */
export async function accessibilityViolations(page: Page, within?: string) {
  const axe = new AxeBuilder({ page }).setLegacyMode(true)
  if (within) axe.include(within)
  const { violations } = await axe.analyze()
  return violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target).join(' | ')}`)
}

/**
 * A change reaching the server (or the server's list reaching the page) after the page's own
 * work: the saved estates' sync (once the first page has settled, then the identity SDK's start
 * and a token) or the account clean-up trigger. On a busy machine more than an expectation's 7 s.
 */
export const REACHES_SERVER = { timeout: PAGE_SETTLES_MS + 15_000 }

/**
 * The saved estates' first sync with the account has ended (decision 035). It rewrites this
 * browser's list when it ends, so a test that writes the list itself waits for it first.
 */
export async function firstSyncEnded(page: Page, uid: string) {
  const key = userStorageKey(uid, SYNCED_SAVED_ESTATES_KEY)
  await expect
    .poll(() => page.evaluate((name) => localStorage.getItem(name), key), REACHES_SERVER)
    .not.toBeNull()
}
