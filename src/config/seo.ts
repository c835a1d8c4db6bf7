import { pageTitle, SITE_NAME } from './constants'
import { paths } from './paths'

/** What search engines and link previews show of the site (see src/app/boot/search-engine-tags.ts). */
export const siteDescription =
  'Luxury Living: a curated collection of apartments, townhouses, family homes and senior residences, each chosen for its setting, its craftsmanship and the life it makes possible.'

export const previewImage = {
  path: '/images/preview/luxury-living-1200x630.jpg',
  width: 1200,
  height: 630,
  alt: `${SITE_NAME}: a villa at dusk, with the words "Residences of rare distinction"`,
} as const

/**
 * The pages anyone may open, with their own titles and descriptions: each is in the sitemap and
 * carries a canonical URL and preview tags. Estate pages, the journal and the profile need a
 * sign-in (the spec), so search engines are not sent there.
 */
export const publicPages = [
  {
    path: paths.home.href(),
    title: pageTitle('Home'),
    description: siteDescription,
  },
  {
    path: paths.login.href(),
    title: pageTitle('Login'),
    description:
      'Sign in to Luxury Living with your email, Google or GitHub to see every estate in detail, its location and our journal.',
  },
  {
    path: paths.register.href(),
    title: pageTitle('Register'),
    description:
      'Create your Luxury Living account to see every estate in detail, its location on the map, and the notes of our advisers.',
  },
] as const

export const publicPageAt = (path: string) => publicPages.find((page) => page.path === path)
