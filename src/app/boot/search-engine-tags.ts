import { ESTATES_PAGE_SIZE, SITE_NAME } from '@/config/constants'
import { env } from '@/config/env'
import {
  DEFAULT_LANGUAGE,
  LANGUAGE,
  languageNames,
  languages,
  localise,
  type Language,
} from '@/config/languages'
import { paths } from '@/config/paths'
import { previewImage, siteDescription, structuredDataWords as words } from '@/config/seo'
import type { Estate } from '@/features/estates/estate-schema'
import { onTheMarket } from '@/features/estates/estate-status'
import { publicPages } from '../pages'

/** Site paths under the site's origin; a URL that is absolute already stays as it is. */
const absolute = (path: string) => new URL(path, env.VITE_SITE_ORIGIN).href

/** A page's address in a language (this build's unless told), absolute. */
const addressOf = (path: string, language: Language = LANGUAGE) =>
  absolute(localise(path, language))

/**
 * A public page in every language, for search engines: `hreflang` each language's address, and
 * `x-default` English's (the site's root: no redirect by language there, decision 037).
 */
export const alternatesOf = (path: string) => [
  ...languages.map((language) => ({ hreflang: language, href: addressOf(path, language) })),
  { hreflang: 'x-default', href: addressOf(path, DEFAULT_LANGUAGE) },
]

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

const tag = (name: string, attributes: Record<string, string | number>) =>
  `<${name} ${Object.entries(attributes)
    .map(([key, value]) => `${key}="${escapeAttribute(String(value))}"`)
    .join(' ')}>`

/**
 * The head of a page's HTML for search engines and link previews: its description, canonical URL
 * (public pages only) and Open Graph and Twitter card tags with the preview image. `path` null:
 * the HTML that answers any path.
 */
export function headTagsFor(path: string | null, title: string) {
  const page = path === null ? undefined : publicPages().find((page) => page.path === path)
  const description = page?.description ?? siteDescription
  const meta = (key: 'name' | 'property', name: string, content: string | number) =>
    tag('meta', { [key]: name, content })
  const canonical = page ? addressOf(page.path) : undefined
  const alternates = page ? alternatesOf(page.path) : []
  const tags = [
    meta('name', 'description', description),
    ...(canonical ? [tag('link', { rel: 'canonical', href: canonical })] : []),
    ...alternates.map((alternate) => tag('link', { rel: 'alternate', ...alternate })),
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:locale', languageNames[LANGUAGE].ogLocale),
    ...languages
      .filter((language) => language !== LANGUAGE)
      .map((language) => meta('property', 'og:locale:alternate', languageNames[language].ogLocale)),
    meta('property', 'og:title', page?.title ?? title),
    meta('property', 'og:description', description),
    ...(canonical ? [meta('property', 'og:url', canonical)] : []),
    meta('property', 'og:image', absolute(previewImage.path)),
    meta('property', 'og:image:width', previewImage.width),
    meta('property', 'og:image:height', previewImage.height),
    meta('property', 'og:image:alt', previewImage.alt),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', page?.title ?? title),
    meta('name', 'twitter:description', description),
    meta('name', 'twitter:image', absolute(previewImage.path)),
  ]
  return { tags, canonical, alternates }
}

/**
 * An estate's price as an offer's: none on request (Google refuses one such as "POA"); a rent's
 * by the month, as a unit price with the Offer's own price beside it (a price only in the
 * specification was not shown: field notes), and leased out rather than sold.
 */
function priceOf({ price, monthly }: Estate) {
  if (price === null) return {}
  const perMonth = {
    '@type': 'QuantitativeValue',
    value: 1,
    unitCode: 'MON',
    unitText: words.month,
  }
  return monthly
    ? {
        price,
        priceCurrency: 'USD',
        businessFunction: 'http://purl.org/goodrelations/v1#LeaseOut',
        priceSpecification: {
          '@type': 'UnitPriceSpecification',
          price,
          priceCurrency: 'USD',
          unitCode: 'MON',
          referenceQuantity: perMonth,
        },
      }
    : { price, priceCurrency: 'USD' }
}

/**
 * schema.org data for the home page: the agency, and the first page of the estates on the market
 * as offers with their prices (a sold or let estate is offered no more). A data block, never run:
 * the CSP does not apply to it, and `<` is escaped so no text from the data file can close it.
 */
export function structuredDataFor(collection: readonly Estate[]) {
  const estates = collection.filter((estate) => onTheMarket.includes(estate.availability))
  const data = [
    {
      '@context': 'https://schema.org',
      '@type': 'RealEstateAgent',
      name: SITE_NAME,
      url: addressOf(paths.home.href()),
      logo: absolute('/favicon.svg'),
      image: absolute(previewImage.path),
      description: siteDescription,
      inLanguage: LANGUAGE,
      foundingDate: '1960',
    },
    {
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      name: words.estates,
      numberOfItems: Math.min(estates.length, ESTATES_PAGE_SIZE),
      itemListElement: estates.slice(0, ESTATES_PAGE_SIZE).map((estate, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        item: {
          '@type': 'Offer',
          name: estate.title,
          url: addressOf(paths.estate.href(estate.id)),
          ...priceOf(estate),
          itemOffered: {
            '@type': 'Accommodation',
            name: estate.title,
            description: estate.description,
            image: absolute(estate.image),
            address: estate.location,
            floorSize: { '@type': 'QuantitativeValue', value: estate.areaSqFt, unitCode: 'FTK' },
          },
        },
      })),
    },
  ]
  return `<script type="application/ld+json">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`
}
