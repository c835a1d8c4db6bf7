import { expect, it } from 'vitest'
import { robotsOf, sitemapOf } from './search-engine-files'

it('lists a page once per language, each with every language as its alternate', () => {
  const alternates = [
    { hreflang: 'en', href: 'https://example.com/login' },
    { hreflang: 'fr', href: 'https://example.com/fr/login' },
    { hreflang: 'x-default', href: 'https://example.com/login' },
  ]
  const sitemap = sitemapOf([alternates])
  const locs = [...sitemap.matchAll(/<loc>(.*?)<\/loc>/g)].map((match) => match[1])
  expect(locs).toEqual(['https://example.com/login', 'https://example.com/fr/login'])
  for (const url of sitemap.split('<url>').slice(1))
    expect(url.match(/<xhtml:link rel="alternate" hreflang="(en|fr|x-default)"/g)).toHaveLength(3)
})

it('escapes an address', () => {
  expect(sitemapOf([[{ hreflang: 'en', href: 'https://example.com/?a=1&b=2' }]])).toContain(
    '<loc>https://example.com/?a=1&amp;b=2</loc>',
  )
})

it('keeps crawlers out of the back office and points them to the sitemap', () => {
  const robots = robotsOf('https://example.com')
  expect(robots).toMatch(/^Disallow: \/admin$/m)
  expect(robots).toMatch(/^Sitemap: https:\/\/example\.com\/sitemap\.xml$/m)
})
