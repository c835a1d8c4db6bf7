import type { Page } from '@playwright/test'
import { readFileSync, writeFileSync } from 'node:fs'
import { serviceWorkerUrl } from '../src/config/paths'
import type { estateRecord } from '../src/testing/estate-records'
import { expect, test, toast } from './support/fixtures'
import { appMessages } from '../src/app/messages'
import { pageTitles as frenchTitles } from '../src/app/messages.fr'
import { sharedMessages } from '../src/components/messages'
import { sharedMessages as frenchShared } from '../src/components/messages.fr'
import { pageTitle } from '../src/config/constants'

// The service worker is what these tests are about: it runs here. The other specs block it
// (playwright.config.ts), as their page.route stand-ins must see every request the page makes.
test.use({ serviceWorkers: 'allow' })
// One test at a time: the update test changes the worker script the Hosting emulator serves.
test.describe.configure({ mode: 'default' })

/** The worker script as the Hosting emulator serves it (firebase.json: "public": "dist"). */
const servedWorker = new URL(`../dist${serviceWorkerUrl}`, import.meta.url)
/** The served worker script before a test changed it, put back after that test. */
let servedBefore: string | undefined
test.afterEach(() => {
  if (servedBefore !== undefined) writeFileSync(servedWorker, servedBefore)
  servedBefore = undefined
})

type RawEstate = ReturnType<typeof estateRecord> & { availability?: string }
const estates = (
  JSON.parse(readFileSync(new URL('../public/data.json', import.meta.url), 'utf8')) as {
    properties: RawEstate[]
  }
).properties
const estateById = (id: string) => {
  const estate = estates.find((candidate) => String(candidate.id) === id)
  if (!estate) throw new Error(`no estate ${id} in data.json`)
  return estate
}

/** The worker is installed and controls the page (it registers after the page's load). */
async function waitForWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
  })
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
    .toBe(true)
}

/** Every URL in the page's Cache Storage. */
const cachedUrls = (page: Page) =>
  page.evaluate(async () => {
    const urls: string[] = []
    for (const name of await caches.keys())
      for (const request of await (await caches.open(name)).keys()) urls.push(request.url)
    return urls
  })

const offlineNote = (page: Page) =>
  page.getByRole('status').filter({ hasText: sharedMessages.offline })

test('the collection and a visited estate open offline, with a quiet note until back online', async ({
  page,
  context,
  consoleGuard,
  newUser,
  signIn,
}) => {
  // Offline, the identity provider cannot be asked about the cached session: the browser says so
  // (a failed request), the page does not (no uncaught error, no error of its own).
  consoleGuard.allow(/net::ERR_INTERNET_DISCONNECTED/)
  const estate = estateById('1')
  await signIn(await newUser())
  await page.goto('/')
  const firstCard = page.getByRole('article', { name: estates[0]!.estate_title, exact: true })
  await expect(firstCard).toBeVisible()
  await waitForWorker(page)
  await page.goto('/1')
  const title = page.getByRole('heading', { level: 1, name: estate.estate_title })
  await expect(title).toBeVisible()
  const hero = page.getByRole('main').locator('header img')
  const photoWidth = () => hero.evaluate((image: HTMLImageElement) => image.naturalWidth)
  await expect.poll(photoWidth).toBeGreaterThan(0)
  const widthSeen = await photoWidth()
  await expect(offlineNote(page)).toHaveCount(0)

  await context.setOffline(true)
  await page.reload()
  await expect(title).toBeVisible()
  await expect(offlineNote(page)).toBeVisible()
  // The photo seen online is there offline too.
  await expect.poll(photoWidth).toBe(widthSeen)

  await page.goto('/')
  await expect(firstCard).toBeVisible()
  // The estates on the market: the sold and let ones are the Sold view.
  await expect(page.getByRole('article')).toHaveCount(
    estates.filter((e) => e.availability !== 'sold' && e.availability !== 'let').length,
  )
  await expect(offlineNote(page)).toBeVisible()
  await page.reload()
  await expect(firstCard).toBeVisible()
  await expect(offlineNote(page)).toBeVisible()
  // Still signed in: the cached session drew the account menu, and nothing sent the visitor away.
  await page
    .getByRole('link', { name: /View Property/ })
    .first()
    .click()
  await expect(page).toHaveURL(/\/1$/)
  await expect(title).toBeVisible()

  await context.setOffline(false)
  await expect(offlineNote(page)).toHaveCount(0)
  await expect(page.getByRole('status').first()).toBeAttached()
})

test('a page never opened before opens offline from the app shell', async ({
  page,
  context,
  consoleGuard,
  newUser,
  signIn,
}) => {
  consoleGuard.allow(/net::ERR_INTERNET_DISCONNECTED/)
  await signIn(await newUser())
  await waitForWorker(page)
  await context.setOffline(true)
  // The profile page was never loaded from the network as a page, yet the app shell answers it.
  await page.goto('/profile')
  await expect(offlineNote(page)).toBeVisible()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
})

test('in French, the French worker answers a French page never opened with the French shell', async ({
  page,
  context,
  consoleGuard,
}) => {
  consoleGuard.allow(/net::ERR_INTERNET_DISCONNECTED/)
  await page.goto('/fr/')
  await waitForWorker(page)
  // Each language's own worker and scope (decision 037): a French visitor keeps French shells.
  const registration = await page.evaluate(async () => {
    const ready = await navigator.serviceWorker.ready
    return { scope: ready.scope, script: navigator.serviceWorker.controller?.scriptURL }
  })
  expect(new URL(registration.scope).pathname).toBe('/fr/')
  expect(new URL(registration.script ?? '').pathname).toBe('/fr/sw.js')

  await context.setOffline(true)
  await page.goto('/fr/register')
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
  await expect(page).toHaveTitle(pageTitle(frenchTitles.register))
  await expect(page.getByRole('status').filter({ hasText: frenchShared.offline })).toBeVisible()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
})

/** The workers of the page's registration: a new version installing, or installed and waiting. */
const newVersionOf = (page: Page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration()
    return {
      installing: Boolean(registration?.installing),
      waiting: Boolean(registration?.waiting),
      // The page is under the version that was active when it loaded, not the waiting one.
      underActive: navigator.serviceWorker.controller === registration?.active,
    }
  })

test('a new version is announced with "Reload to update"; pressing it reloads under it, once', async ({
  page,
}) => {
  // From each document's start: when the app's registration of its worker has settled (the moment
  // it announces a version found waiting), and each reload the page starts (Navigation API).
  await page.addInitScript(() => {
    const watch = { registered: false, reloads: 0 }
    Object.assign(window, { workerWatch: watch })
    const { register } = ServiceWorkerContainer.prototype
    ServiceWorkerContainer.prototype.register = function (...args: Parameters<typeof register>) {
      const registering = register.apply(this, args)
      registering.then(() => (watch.registered = true)).catch(() => undefined)
      return registering
    }
    const { navigation } = window as unknown as { navigation: EventTarget }
    navigation.addEventListener('navigate', (event) => {
      if ((event as Event & { navigationType: string }).navigationType === 'reload')
        watch.reloads += 1
    })
  })
  const workerWatch = () =>
    page.evaluate(
      () =>
        (window as unknown as { workerWatch: { registered: boolean; reloads: number } })
          .workerWatch,
    )
  await page.goto('/')
  await waitForWorker(page)
  const checkForUpdate = () =>
    page.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration())?.update()
    })
  // The same version deployed again: nothing to announce. The check has answered (update()
  // settles once the script is fetched and compared, a new version installing by then), and the
  // app announces a version only once it is installed and waiting.
  await checkForUpdate()
  expect(await newVersionOf(page)).toEqual({ installing: false, waiting: false, underActive: true })
  await expect(page.getByRole('button', { name: appMessages.newVersion.reload })).toHaveCount(0)

  // The next deploy: a changed worker script, which also answers which version it is. Hosting
  // serves what is in dist/, as a deploy replaces it (the browser fetches a worker's script itself,
  // out of page.route's reach).
  const nextVersion = `
self.addEventListener('message', (event) => {
  if (event.data === 'version?') event.ports[0]?.postMessage('next')
})
`
  // (Without a change left behind by a run cut short.)
  const current = readFileSync(servedWorker, 'utf8').replace(nextVersion, '')
  servedBefore = current
  writeFileSync(servedWorker, `${current}${nextVersion}`)
  await checkForUpdate()
  const notice = toast(page, appMessages.newVersion.ready)
  await expect(notice).toBeVisible()
  await expect(notice).toHaveAttribute('role', 'status')
  // It waits: the page is still under the version it loaded with.
  expect(await newVersionOf(page)).toEqual({ installing: false, waiting: true, underActive: true })
  // Only the next version answers (the bound is for a failure's sake).
  const versionOfController = () =>
    page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          const channel = new MessageChannel()
          channel.port1.onmessage = (event) => resolve(String(event.data))
          navigator.serviceWorker.controller?.postMessage('version?', [channel.port2])
          setTimeout(() => resolve('no answer'), 5000)
        }),
    )

  let loads = 0
  page.on('load', () => loads++)
  await page.evaluate(() => Object.assign(window, { beforeUpdate: true }))
  await notice.getByRole('button', { name: appMessages.newVersion.reload }).click()
  await expect
    .poll(() => page.evaluate(() => 'beforeUpdate' in window).catch(() => true))
    .toBe(false)
  await expect(page.getByRole('article').first()).toBeVisible()
  expect(await versionOfController()).toBe('next')
  // The page opened under the new version has registered its worker, where it would announce a
  // version still waiting or start another reload: none waits, and it started none.
  await expect.poll(async () => (await workerWatch()).registered).toBe(true)
  expect(await newVersionOf(page)).toEqual({ installing: false, waiting: false, underActive: true })
  expect((await workerWatch()).reloads).toBe(0)
  expect(loads).toBe(1)
  await expect(page.getByRole('button', { name: appMessages.newVersion.reload })).toHaveCount(0)
})

test('signing in under the worker: the identity provider is neither intercepted nor cached', async ({
  page,
  newUser,
  signInThroughForm,
}) => {
  await page.goto('/login')
  await waitForWorker(page)
  const identityCalls: { url: string; fromWorker: boolean }[] = []
  page.on('response', (response) => {
    if (/identitytoolkit|securetoken|:9099\//.test(response.url()))
      identityCalls.push({ url: response.url(), fromWorker: response.fromServiceWorker() })
  })
  await signInThroughForm(await newUser())
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  expect(identityCalls.length).toBeGreaterThan(0)
  expect(identityCalls.filter((call) => call.fromWorker)).toEqual([])
  // The app shell and the data are cached; nothing of the identity provider, the API or /__/.
  const cached = await cachedUrls(page)
  expect(cached.some((url) => new URL(url).pathname === '/index.html')).toBe(true)
  expect(cached.filter((url) => /:9099|googleapis|\/__\/|\/api\//.test(url))).toEqual([])
})

test('installable: a manifest with the brand and its icons, and a worker Chromium accepts', async ({
  page,
  request,
  context,
}) => {
  await page.goto('/')
  await waitForWorker(page)
  const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href')
  expect(manifestHref).toBe('/manifest.webmanifest')
  const cdp = await context.newCDPSession(page)
  const { errors, data } = (await cdp.send('Page.getAppManifest')) as {
    errors: unknown[]
    data?: string
  }
  expect(errors).toEqual([])
  const manifest = JSON.parse(data ?? '{}') as {
    name: string
    theme_color: string
    display: string
    icons: { src: string; sizes: string; purpose?: string }[]
  }
  expect(manifest).toMatchObject({ name: 'Luxury Living', display: 'standalone' })
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute(
    'content',
    manifest.theme_color,
  )
  const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
    installabilityErrors: unknown[]
  }
  // A test's browser context is incognito-like, where Chromium offers no install: the one reason.
  expect(installabilityErrors).toEqual([{ errorId: 'in-incognito', errorArguments: [] }])
  for (const icon of manifest.icons) {
    const response = await request.get(icon.src)
    expect(response.status(), icon.src).toBe(200)
    expect(response.headers()['content-type']).toBe('image/png')
  }
  expect(manifest.icons.map((icon) => icon.purpose ?? 'any')).toContain('maskable')
  // The worker script is never kept by the browser's HTTP cache: a deploy is seen at once.
  const worker = await request.get(serviceWorkerUrl)
  expect(worker.headers()['cache-control']).toBe('no-cache')
  expect(worker.headers()['content-security-policy']).toContain("worker-src 'self'")
  const touchIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href')
  expect((await request.get(touchIcon ?? '')).status()).toBe(200)
})
