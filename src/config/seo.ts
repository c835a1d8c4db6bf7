import { SITE_NAME } from './constants'

/**
 * What search engines and link previews show of the site and its public pages (see
 * src/app/boot/search-engine-tags.ts); the page manifest (src/app/pages.ts) gives each its own.
 */
// The site's name typed out: a template with SITE_NAME would keep these build-time words in the
// entry (the bundler cannot drop an interpolation it does not know is free of side effects).
export const siteDescription =
  'Luxury Living: a curated collection of apartments, townhouses, family homes and senior residences, each chosen for its setting, its craftsmanship and the life it makes possible.'

/** Each public page's description, by its id in the page manifest, which names the others. */
export const pageDescriptions = {
  home: siteDescription,
  login:
    'Sign in to Luxury Living with your email, Google or GitHub to see every estate in detail, its location and our journal.',
  register:
    'Create your Luxury Living account to see every estate in detail, its location on the map, and the notes of our advisers.',
} as const

/** The words of the home page's structured data (search-engine-tags.ts): its list, a rent's period. */
export const structuredDataWords = { estates: 'Estates', month: 'month' } as const

export const previewImage = {
  path: '/images/preview/luxury-living-1200x630.jpg',
  width: 1200,
  height: 630,
  alt: `${SITE_NAME}: a villa at dusk, with the words "Residences of rare distinction"`,
} as const
