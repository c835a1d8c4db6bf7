import { ESTATES_PAGE_SIZE, SITE_NAME } from '@/config/constants'
import { env } from '@/config/env'
import { paths } from '@/config/paths'
import { previewImage, siteDescription } from '@/config/seo'
import type { Estate } from '@/features/estates/estate-schema'
import { onTheMarket } from '@/features/estates/estate-status'
import { publicPages } from '../pages'

/** Site paths under the site's origin; a URL that is absolute already stays as it is. */
const absolute = (path: string) => new URL(path, env.VITE_SITE_ORIGIN).href

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
  const canonical = page ? absolute(page.path) : undefined
  const tags = [
    meta('name', 'description', description),
    ...(canonical ? [tag('link', { rel: 'canonical', href: canonical })] : []),
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:type', 'website'),
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
  return { tags, canonical }
}

/**
 * An estate's price as an offer's: none on request (Google refuses one such as "POA"); a rent's
 * by the month, as a unit price with the Offer's own price beside it (a price only in the
 * specification was not shown: field notes), and leased out rather than sold.
 */
function priceOf({ price, monthly }: Estate) {
  if (price === null) return {}
  const perMonth = { '@type': 'QuantitativeValue', value: 1, unitCode: 'MON', unitText: 'month' }
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
      url: absolute(paths.home.href()),
      logo: absolute('/favicon.svg'),
      image: absolute(previewImage.path),
      description: siteDescription,
      foundingDate: '1960',
    },
    {
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      name: 'Estates',
      numberOfItems: Math.min(estates.length, ESTATES_PAGE_SIZE),
      itemListElement: estates.slice(0, ESTATES_PAGE_SIZE).map((estate, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        item: {
          '@type': 'Offer',
          name: estate.title,
          url: absolute(paths.estate.href(estate.id)),
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
