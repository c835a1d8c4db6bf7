import { SITE_NAME } from './constants'

/**
 * What search engines and link previews show of the site (see src/app/boot/search-engine-tags.ts);
 * each public page's own head is in the page manifest (src/app/pages.ts).
 */
export const siteDescription =
  'Luxury Living: a curated collection of apartments, townhouses, family homes and senior residences, each chosen for its setting, its craftsmanship and the life it makes possible.'

export const previewImage = {
  path: '/images/preview/luxury-living-1200x630.jpg',
  width: 1200,
  height: 630,
  alt: `${SITE_NAME}: a villa at dusk, with the words "Residences of rare distinction"`,
} as const
