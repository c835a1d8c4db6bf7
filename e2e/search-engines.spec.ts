import { readFileSync } from 'node:fs'
import { loadEnv } from 'vite'
import { parseEnv } from '../src/config/env-schema'
import { ESTATES_PAGE_SIZE } from '../src/config/constants'
import { languages, localise } from '../src/config/languages'
import { publicPages } from '../src/app/pages'
import { previewImage } from '../src/config/seo'
import * as frenchSeo from '../src/config/seo.fr'
import { estateRecord } from '../src/testing/estate-records'
import { expect, test } from './support/fixtures'
import { collectionMessages } from '../src/features/estates/messages'

type RawEstate = ReturnType<typeof estateRecord> & {
  price_on_request?: boolean
  availability?: string
}
/** The estates the home page lists, and offers: those on the market (not sold, not let). */
const estates = (
  JSON.parse(readFileSync(new URL('../public/data.json', import.meta.url), 'utf8')) as {
    properties: RawEstate[]
  }
).properties.filter(({ availability }) => availability !== 'sold' && availability !== 'let')
/** A rent's price is a month's. */
const perMonth = (estate: RawEstate) => (estate.status === 'rent' ? ' / month' : '')

// The origin the build was given for absolute URLs (a setting, as the build reads it).
const origin = parseEnv(loadEnv('production', process.cwd(), 'VITE_')).VITE_SITE_ORIGIN
const absolute = (path: string) => new URL(path, origin).href

// What a crawler or a link preview reads: the HTML as served, with no JavaScript run.
test.use({ javaScriptEnabled: false })

for (const page of publicPages()) {
  test(`${page.path} tells search engines and link previews what it is`, async ({ page: tab }) => {
    await tab.goto(page.path)
    await expect(tab).toHaveTitle(page.title)
    const head = tab.locator('head')
    const content = (selector: string) => head.locator(selector).getAttribute('content')
    expect(await content('meta[name="description"]')).toBe(page.description)
    await expect(head.locator('link[rel="canonical"]')).toHaveAttribute('href', absolute(page.path))
    expect(await content('meta[property="og:title"]')).toBe(page.title)
    expect(await content('meta[property="og:description"]')).toBe(page.description)
    expect(await content('meta[name="twitter:card"]')).toBe('summary_large_image')
    const image = await content('meta[property="og:image"]')
    expect(image).toBe(absolute(previewImage.path))
    // The preview image is there, at the size the tags say.
    const response = await tab.request.get(new URL(image ?? '').pathname)
    expect(response.headers()['content-type']).toBe('image/jpeg')
    expect(await content('meta[property="og:image:width"]')).toBe(String(previewImage.width))
  })
}

test('the home page HTML holds the first page of estates, titles and prices, for a crawler', async ({
  page,
}) => {
  await page.goto('/')
  const cards = page.getByRole('article')
  const expected = estates.slice(0, ESTATES_PAGE_SIZE)
  await expect(cards).toHaveCount(expected.length)
  for (const [index, estate] of expected.entries()) {
    const card = cards.nth(index)
    await expect(card).toHaveAccessibleName(estate.estate_title)
    if (estate.price_on_request) {
      await expect(card).toContainText('Price on request')
      await expect(card).not.toContainText('$')
    } else
      await expect(card).toContainText(
        `Price: $${estate.price.toLocaleString('en-US')}${perMonth(estate)}`,
      )
    await expect(card.getByRole('link', { name: /View Property/ })).toHaveAttribute(
      'href',
      `/${estate.id}`,
    )
  }
  // Without JavaScript the photos are there too (with it, the app's cards bring them).
  const photo = cards.first().locator('img')
  await photo.scrollIntoViewIfNeeded()
  await expect
    .poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0)
  const onRequest = estates.filter((estate) => estate.price_on_request).length
  await expect(
    page.getByText(collectionMessages.search.count(estates.length, onRequest), { exact: true }),
  ).toBeVisible()
})

test('the home page lists its estates as structured data, with prices, and the agency', async ({
  page,
}) => {
  await page.goto('/')
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
  expect(blocks).toHaveLength(1)
  const data = JSON.parse(blocks[0] ?? '') as {
    '@type': string
    name?: string
    itemListElement?: {
      position: number
      item: { name: string; price?: number; priceCurrency?: string }
    }[]
  }[]
  expect(data.find((entry) => entry['@type'] === 'RealEstateAgent')?.name).toBe('Luxury Living')
  const list = data.find((entry) => entry['@type'] === 'ItemList')
  const expected = estates.slice(0, ESTATES_PAGE_SIZE)
  expect(
    list?.itemListElement?.map(({ item }) => [item.name, item.price, item.priceCurrency]),
  ).toEqual(
    // An estate on request is an offer without a price (Google refuses one such as "POA").
    expected.map((estate) =>
      estate.price_on_request
        ? [estate.estate_title, undefined, undefined]
        : [estate.estate_title, Number(estate.price), 'USD'],
    ),
  )
})

test('the French home page says its structured data in French', async ({ page }) => {
  await page.goto('/fr/')
  const [block = ''] = await page.locator('script[type="application/ld+json"]').allTextContents()
  type Offer = { name: string; itemOffered: { name: string; description: string; address: string } }
  const data = JSON.parse(block) as {
    '@type': string
    name?: string
    inLanguage?: string
    description?: string
    itemListElement?: { item: Offer }[]
  }[]
  const agent = data.find((entry) => entry['@type'] === 'RealEstateAgent')
  expect(agent).toMatchObject({ inLanguage: 'fr', description: frenchSeo.siteDescription })
  const list = data.find((entry) => entry['@type'] === 'ItemList')
  expect(list?.name).toBe(frenchSeo.structuredDataWords.estates)
  const french = (
    JSON.parse(readFileSync(new URL('../public/data.fr.json', import.meta.url), 'utf8')) as {
      properties: Record<string, { estate_title: string; description: string; location: string }>
    }
  ).properties
  expect(list?.itemListElement?.map(({ item }) => [item.name, item.itemOffered])).toEqual(
    estates.slice(0, ESTATES_PAGE_SIZE).map((estate) => {
      const texts = french[String(estate.id)]
      return [
        texts?.estate_title,
        expect.objectContaining({
          name: texts?.estate_title,
          description: texts?.description,
          address: texts?.location,
        }),
      ]
    }),
  )
})

test('robots.txt and sitemap.xml are served, listing the public pages only, in every language', async ({
  request,
}) => {
  const robots = await request.get('/robots.txt')
  expect(robots.status()).toBe(200)
  expect(robots.headers()['content-type']).toMatch(/^text\/plain/)
  expect(await robots.text()).toContain(`Sitemap: ${absolute('/sitemap.xml')}`)
  const sitemap = await request.get('/sitemap.xml')
  expect(sitemap.status()).toBe(200)
  expect(sitemap.headers()['content-type']).toMatch(/xml/)
  const urls = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])
  expect(urls).toEqual(
    publicPages().flatMap((page) =>
      languages.map((language) => absolute(localise(page.path, language))),
    ),
  )
})

test('a page behind sign-in has a description but no canonical URL of its own', async ({
  page,
}) => {
  await page.goto('/1')
  await expect(page.locator('head meta[name="description"]')).toHaveCount(1)
  await expect(page.locator('head link[rel="canonical"]')).toHaveCount(0)
})

test('a page in French says so, and names itself in every language', async ({ page }) => {
  await page.goto('/fr/login')
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
  const head = page.locator('head')
  await expect(head.locator('link[rel="canonical"]')).toHaveAttribute('href', absolute('/fr/login'))
  for (const [hreflang, path] of [
    ['en', '/login'],
    ['fr', '/fr/login'],
    ['de', '/de/login'],
    ['x-default', '/login'],
  ])
    await expect(head.locator(`link[rel="alternate"][hreflang="${hreflang}"]`)).toHaveAttribute(
      'href',
      absolute(path!),
    )
  await expect(head.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'fr_FR')
  await expect(head.locator('meta[property="og:locale:alternate"]')).toHaveCount(2)
})
