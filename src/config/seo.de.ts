import { SITE_NAME } from './constants'
import type { Translation } from '@/config/translation'
import type * as en from './seo'

// The site's name typed out, as in the English file (build-time words out of the entry).
export const siteDescription =
  'Luxury Living: eine kuratierte Kollektion von Apartments, Stadthäusern, Familienhäusern und Seniorenresidenzen, jede Immobilie ausgewählt für ihre Lage, ihre Handwerkskunst und das Leben, das sie ermöglicht.' satisfies Translation<
    typeof en.siteDescription
  >

export const pageDescriptions = {
  home: siteDescription,
  login:
    'Melden Sie sich bei Luxury Living mit Ihrer E-Mail-Adresse, mit Google oder GitHub an, um jede Immobilie im Detail, ihre Lage und unser Journal zu entdecken.',
  register:
    'Erstellen Sie Ihr Luxury-Living-Konto, um jede Immobilie im Detail, ihre Lage auf der Karte und die Notizen unserer Berater zu entdecken.',
} as const satisfies Translation<typeof en.pageDescriptions>

export const structuredDataWords = {
  estates: 'Immobilien',
  month: 'Monat',
} as const satisfies Translation<typeof en.structuredDataWords>

// The image's words are English: the text says which words it shows.
export const previewImage = {
  path: '/images/preview/luxury-living-1200x630.jpg',
  width: 1200,
  height: 630,
  alt: `${SITE_NAME}: eine Villa in der Abenddämmerung, mit den Worten „Residences of rare distinction“`,
} as const satisfies Translation<typeof en.previewImage>
