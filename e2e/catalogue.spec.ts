import { readFileSync } from 'node:fs'
import { BLOG_EXCERPT_LENGTH, map, SCROLL_TO_TOP_THRESHOLD_PX } from '../src/config/constants'
import { accountMessages } from '../src/features/auth/messages'
import { catalogueVersionHref } from '../src/config/catalogue-version'
import { dataFiles } from '../src/config/paths'
import { estateRecord } from '../src/testing/estate-records'
import {
  appStarted,
  expect,
  LEAFLET_CODE,
  delayAppCode,
  openLive,
  scrollToMap,
  test,
  watchScripts,
} from './support/fixtures'
import { blogMessages } from '../src/features/blog/messages'
import { estatePageMessages } from '../src/features/estates/messages'
import { mapMessages } from '../src/features/map/messages'
import { sharedMessages } from '../src/components/messages'

type RawEstate = ReturnType<typeof estateRecord>
type RawArticle = {
  id: string
  title: string
  content: string
  tags: string[]
  author: string
  date: string
}
const estates = (
  JSON.parse(readFileSync(new URL('../public/data.json', import.meta.url), 'utf8')) as {
    properties: RawEstate[]
  }
).properties
const articles = JSON.parse(
  readFileSync(new URL('../public/blog.json', import.meta.url), 'utf8'),
) as RawArticle[]
const money = (value: number) => `$${value.toLocaleString('en-US')}`

test.describe('signed in', () => {
  test.beforeEach(async ({ signedInUser: _ }) => {})

  for (const estate of [estates[0], estates[estates.length - 1]]) {
    if (!estate) continue
    test(`the detail page of estate ${estate.id} shows its own values`, async ({ page }) => {
      await page.goto(`/${estate.id}`)
      await expect(page).toHaveTitle('Luxury Living | Detail')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(estate.estate_title)
      await expect(page.getByText(`Segment Name: ${estate.segment_name}`)).toBeVisible()
      const sentence = page.getByText(estate.description.slice(0, 40))
      await expect(sentence).toContainText(money(estate.price))
      await expect(sentence).toContainText(
        `${estate.area_sq_ft.toLocaleString('en-US')} square feet`,
      )
      await expect(sentence).toContainText(estate.location)
      await expect(sentence).toContainText(estate.status)
      await expect(page.getByRole('heading', { name: 'Facilities:' })).toBeVisible()
      await expect(page.getByRole('main').getByRole('listitem')).toHaveText(estate.facilities)
      await expect(page.getByText('The Location is right here:')).toBeVisible()
      const header = page.locator('article header img')
      await expect
        .poll(() => header.evaluate((image) => (image as HTMLImageElement).naturalWidth))
        .toBeGreaterThan(0)
    })
  }

  test('the map loads tiles, a 22x32 marker, and a popup with the location', async ({ page }) => {
    const estate = estates[1] ?? estates[0]
    if (!estate) throw new Error('no estates')
    await page.goto(`/${estate.id}`)
    await scrollToMap(page)
    const mapRegion = page.getByRole('region', { name: `Map of ${estate.location}` })
    await expect(mapRegion).toBeVisible()
    expect((await mapRegion.boundingBox())?.height).toBe(map.heightPx)
    await expect(mapRegion.locator('img.leaflet-tile-loaded').first()).toBeVisible()
    await expect(mapRegion.getByText('OpenStreetMap')).toBeVisible()
    const marker = mapRegion.locator('img.leaflet-marker-icon')
    const size = await marker.evaluate((image) => [image.clientWidth, image.clientHeight])
    expect(size).toEqual(map.markerSize)
    await marker.click()
    await expect(mapRegion.locator('.leaflet-popup-content')).toHaveText(estate.location)
    await expect(page.getByText(mapMessages.tilesUnavailable)).toHaveCount(0)
  })

  test('when the tile server fails, the marker and popup still work with a note', async ({
    page,
    consoleGuard,
  }) => {
    consoleGuard.allow(/status of 503|ERR_FAILED/)
    await page.route(/tile\.openstreetmap\.org\//, (route) => route.fulfill({ status: 503 }))
    const estate = estates[0]
    if (!estate) throw new Error('no estates')
    await page.goto(`/${estate.id}`)
    await scrollToMap(page)
    await expect(page.getByText(mapMessages.tilesUnavailable)).toBeVisible()
    await page.locator('img.leaflet-marker-icon').click()
    await expect(page.locator('.leaflet-popup-content')).toHaveText(estate.location)
  })

  test('an estate without coordinates says its location is unavailable', async ({ page }) => {
    await page.route('**/data.json', (route) =>
      route.fulfill({
        json: { properties: [estateRecord({ id: '77', coordinates: 'somewhere' })] },
      }),
    )
    await page.goto('/77')
    await expect(page.getByText(estatePageMessages.locationUnavailable)).toBeVisible()
    await expect(page.locator('.leaflet-container')).toHaveCount(0)
  })

  test('ids compare as text: a numeric id in the file matches its path', async ({ page }) => {
    await page.route('**/data.json', (route) =>
      route.fulfill({ json: [estateRecord({ id: 7, estate_title: 'Number Seven' })] }),
    )
    await page.goto('/7')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Number Seven')
  })

  test('the scroll-to-top button appears after scrolling and brings the page back up', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 700 })
    await openLive(page, `/${estates[0]?.id}`)
    const button = page.getByRole('button', { name: 'Scroll to top' })
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(button).toHaveCount(0)
    await page.mouse.wheel(0, SCROLL_TO_TOP_THRESHOLD_PX + 200)
    await expect(button).toBeVisible()
    await button.click()
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
    await expect(button).toHaveCount(0)
  })

  test("an estate page fetches its data, its module and its photo while the app's code is still on its way, each once", async ({
    page,
  }) => {
    const estate = estates[0]
    if (!estate) throw new Error('public/data.json has no estates')
    const photo = new RegExp(`^${estate.image.replace(/-\d+\.avif$/, '')}-\\d+\\.avif$`)
    const appCode = await delayAppCode(page)
    await page.goto(`/${estate.id}`)
    const hero = page.locator('article header img')
    await expect(page.getByRole('heading', { level: 1, name: estate.estate_title })).toBeVisible()
    await expect(hero).toHaveJSProperty('complete', true)
    await expect.poll(() => appCode.arrived()).toBe(true)
    await appStarted(page)
    const early = appCode.early()
    // The page's own catalogue version's copy (decision 054).
    const catalogue = await page.locator('meta[name="catalogue"]').getAttribute('content')
    const estatesFile = catalogueVersionHref(catalogue ?? '', dataFiles.estates)
    expect(early).toContain(estatesFile)
    // The estate page's own module, known by its text.
    expect(appCode.startedEarly('The Location is right here:')).toBe(true)
    expect(early.some((path) => photo.test(path))).toBe(true)
    // The page's loader took over the load its entry started, and its <img> the preloaded photo.
    expect(appCode.requested.filter((path) => path === estatesFile)).toHaveLength(1)
    expect(appCode.requested.filter((path) => photo.test(path))).toHaveLength(1)
  })

  test("an estate's page and an article, photos and all, are painted before any of the app's code runs", async ({
    page,
    consoleGuard,
  }) => {
    consoleGuard.allow(/Failed to load resource/)
    // Only the HTML, the stylesheet, the fonts and the photos: no script of the app arrives.
    await page.route('**/assets/*.js', (route) => route.abort())
    const estate = estates[0]
    const article = articles[0]
    if (!estate || !article) throw new Error('the data files are empty')
    await page.goto(`/${estate.id}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(estate.estate_title)
    await expect(page.locator('article header img')).toHaveJSProperty('complete', true)
    expect(
      await page
        .locator('article header img')
        .evaluate((img: HTMLImageElement) => img.naturalWidth),
    ).toBeGreaterThan(0)
    await expect(page.getByText(money(estate.price), { exact: true })).toBeVisible()
    await page.goto(`/blogs/${article.id}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.title)
    const photo = page.locator('main article > img')
    await expect(photo).toHaveJSProperty('complete', true)
    expect(await photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
  })

  test('an unknown estate id shows its not-found page', async ({ page }) => {
    await page.goto('/no-such-estate')
    await expect(page).toHaveTitle('Luxury Living | Estate not found')
    await expect(
      page.getByRole('heading', { name: estatePageMessages.notFound.title }),
    ).toBeVisible()
    await page.getByRole('link', { name: estatePageMessages.notFound.action }).click()
    await expect(page.getByRole('heading', { name: 'Estates' })).toBeVisible()
  })

  test("the journal's cards and first photos are painted before any of the app's code runs", async ({
    page,
    consoleGuard,
  }) => {
    consoleGuard.allow(/Failed to load resource/)
    // Only the HTML, the stylesheet, the fonts and the photos: no script of the app arrives.
    await page.route('**/assets/*.js', (route) => route.abort())
    await page.goto('/blogs')
    await expect(page.getByRole('heading', { name: 'Blogs', level: 1 })).toBeVisible()
    await expect(page.getByRole('article')).toHaveCount(articles.length)
    const photos = page.getByRole('article').locator('img')
    // The first row's photos load at once, the first at high priority; the rest as they near.
    await expect(photos.first()).toHaveAttribute('fetchpriority', 'high')
    await expect(photos.first()).toHaveJSProperty('complete', true)
    for (const index of [0, 1, 2])
      await expect(photos.nth(index)).toHaveAttribute('loading', 'eager')
    await expect(photos.nth(3)).toHaveAttribute('loading', 'lazy')
  })

  test("an article's data and code are requested while the app's code is still on its way, the data once", async ({
    page,
  }) => {
    const article = articles[1]
    if (!article) throw new Error('public/blog.json has fewer than two articles')
    const appCode = await delayAppCode(page)
    await page.goto(`/blogs/${article.id}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.title)
    await expect.poll(() => appCode.arrived()).toBe(true)
    expect(appCode.early()).toContain(dataFiles.blog)
    // The article page's own module, known by its text.
    expect(appCode.startedEarly(blogMessages.backToBlogs)).toBe(true)
    // The app drew the page over its HTML (React's own node, not the HTML's), from the one
    // download the entry started.
    await page.waitForFunction(() => {
      const heading = document.querySelector('main h1')
      return !!heading && Object.keys(heading).some((key) => key.startsWith('__reactFiber$'))
    })
    expect(appCode.requested.filter((path) => path === dataFiles.blog)).toHaveLength(1)
    await page.getByRole('link', { name: blogMessages.backToBlogs }).click()
    await expect(page.getByRole('heading', { name: 'Blogs', level: 1 })).toBeVisible()
  })

  test("the journal's data and code are requested while the app's code is still on its way, the data once", async ({
    page,
  }) => {
    const appCode = await delayAppCode(page)
    await page.goto('/blogs')
    await expect(page.getByRole('article')).toHaveCount(articles.length)
    await expect.poll(() => appCode.arrived()).toBe(true)
    expect(appCode.early()).toContain(dataFiles.blog)
    // The journal page's own module, known by its text.
    expect(appCode.startedEarly('Notes from our advisers')).toBe(true)
    // The page's loader took over the download the entry started.
    await expect(page.getByRole('button', { name: sharedMessages.retry })).toHaveCount(0)
    expect(appCode.requested.filter((path) => path === dataFiles.blog)).toHaveLength(1)
  })

  test('the blog cards show excerpt, tags, author and date; Read More opens the article', async ({
    page,
  }) => {
    await page.goto('/blogs')
    await expect(page).toHaveTitle('Luxury Living | Blogs')
    await expect(page.getByRole('article')).toHaveCount(articles.length)
    for (const article of articles) {
      const card = page.getByRole('article', { name: article.title, exact: true })
      await expect(card.getByTestId('excerpt')).toHaveText(
        `${article.content.slice(0, BLOG_EXCERPT_LENGTH)}...`,
      )
      await expect(card.getByRole('listitem')).toHaveText(article.tags.map((tag) => `#${tag}`))
      await expect(card).toContainText(article.author)
      await expect(card.locator('time')).toHaveAttribute('datetime', article.date)
      await expect(card.locator('time')).toHaveText(/^\d{1,2} [A-Z][a-z]+ \d{4}$/)
    }
    const first = articles[0]
    if (!first) throw new Error('no articles')
    await page
      .getByRole('article', { name: first.title, exact: true })
      .getByRole('link', { name: /Read More/ })
      .click()
    await expect(page).toHaveURL(new RegExp(`/blogs/${first.id}$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.title)
    const lastParagraph = first.content.split(/\n{2,}/).at(-1) ?? ''
    await expect(page.getByText(lastParagraph)).toBeVisible()
  })

  test('an unknown article shows its not-found page', async ({ page }) => {
    await page.goto('/blogs/nope')
    await expect(page.getByRole('heading', { name: blogMessages.notFound.title })).toBeVisible()
    await page.getByRole('link', { name: blogMessages.notFound.action }).click()
    await expect(page).toHaveURL(/\/blogs$/)
  })

  test('a failing blog file shows a message and recovers on retry', async ({
    page,
    consoleGuard,
  }) => {
    consoleGuard.allow(/could not load the journal|status of 500/i)
    let fail = true
    await page.route('**/blog.json', (route) =>
      fail ? route.fulfill({ status: 500, body: 'oops' }) : route.fallback(),
    )
    await page.goto('/blogs')
    await expect(page.getByRole('alert')).toContainText(blogMessages.loadFailed)
    fail = false
    await page.getByRole('button', { name: sharedMessages.retry }).click()
    await expect(page.getByRole('article')).toHaveCount(articles.length)
  })
})

test('Leaflet is not downloaded on the home page or the other pages', async ({
  page,
  newUser,
  signIn,
}) => {
  const scripts = watchScripts(page.context())
  await page.goto('/')
  await expect(page.getByRole('article').first()).toBeVisible()
  await signIn(await newUser())
  await page.goto('/blogs')
  await expect(page.getByRole('article').first()).toBeVisible()
  expect(await scripts.loaded(LEAFLET_CODE)).toBe(false)
  await page.goto(`/${estates[0]?.id}`)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  // Below the fold, the map's code waits until the visitor scrolls towards it.
  expect(await scripts.loaded(LEAFLET_CODE)).toBe(false)
  await scrollToMap(page)
  await expect(page.locator('.leaflet-container')).toBeVisible()
  expect(await scripts.loaded(LEAFLET_CODE)).toBe(true)
})

test.describe("before any of the app's code", () => {
  // Every script of the app refused, none answered by the service worker either.
  test.use({ serviceWorkers: 'block' })

  test("the profile greets the visitor by name and the reminder gives their address, from the page's HTML alone", async ({
    page,
    newUser,
    signIn,
    consoleGuard,
  }) => {
    // A name that is markup: it must be shown as the words it is.
    const user = await newUser({ name: '<img src=x onerror=alert(1)> Ada' })
    await signIn(user)
    consoleGuard.allow(/Failed to load resource/)
    await page.route('**/assets/*.js', (route) => route.abort())
    await page.goto('/profile')
    const greeting = page.getByRole('heading', { level: 1 })
    await expect(greeting).toHaveText(`Hello, ${user.name}`)
    await expect(page.locator('main p').first()).toContainText(
      `You are signed in as ${user.email}.`,
    )
    await expect(page.getByRole('region', { name: 'Email verification' })).toContainText(
      accountMessages.verifyBannerDetail(user.email),
    )
    await expect(page.locator('img[src="x"]')).toHaveCount(0)
    // With its code, the app draws the same greeting, with the page's controls.
    await page.unroute('**/assets/*.js')
    await page.reload()
    await expect(page.getByRole('link', { name: 'Get Started' })).toBeVisible()
    await expect(greeting).toHaveText(`Hello, ${user.name}`)
  })
})

test('a guest opening an estate or the blog lands on the login page', async ({ page }) => {
  const requested: string[] = []
  page.context().on('request', (request) => requested.push(new URL(request.url()).pathname))
  await page.goto(`/${estates[0]?.id}`)
  await expect(page).toHaveURL(/\/login\?redirectTo=/)
  await expect(page.getByRole('heading', { name: 'Login to your account' })).toBeVisible()
  // Nothing of the catalogue is downloaded for a guest, who cannot see it: the entry starts none
  // of an estate page's early preload. The page's own HTML names its header photo, whose
  // download starts with the HTML (as the journal's first photos do): that one, no other.
  expect(requested).not.toContain(dataFiles.estates)
  const ownPhoto = estates[0]?.image.replace(/-\d+\.avif$/, '') ?? ''
  expect(
    requested.filter(
      (path) => path.startsWith('/images/estates/') && !path.startsWith(`${ownPhoto}-`),
    ),
  ).toEqual([])
  await page.goto('/blogs')
  await expect(page).toHaveURL(/\/login\?redirectTo=/)
  await expect(page.getByRole('heading', { name: 'Login to your account' })).toBeVisible()
  expect(requested).not.toContain(dataFiles.blog)
  await page.goto('/blogs/1')
  await expect(page).toHaveURL(/\/login\?redirectTo=/)
})
