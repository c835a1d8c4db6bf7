import { SITE_NAME } from './constants'
import type { Translation } from '@/config/translation'
import type * as en from './seo'

// The site's name typed out, as in the English file (build-time words out of the entry).
export const siteDescription =
  'Luxury Living\u202f: une collection choisie d’appartements, d’hôtels particuliers, de maisons familiales et de résidences pour seniors, chacun retenu pour son cadre, la qualité de sa réalisation et l’art de vivre qu’il rend possible.' satisfies Translation<
    typeof en.siteDescription
  >

export const pageDescriptions = {
  home: siteDescription,
  login:
    'Connectez-vous à Luxury Living avec votre adresse e-mail, Google ou GitHub pour découvrir chaque propriété en détail, sa situation et notre Journal.',
  register:
    'Créez votre compte Luxury Living pour découvrir chaque propriété en détail, sa situation sur la carte et les carnets de nos conseillers.',
} as const satisfies Translation<typeof en.pageDescriptions>

export const structuredDataWords = {
  estates: 'Propriétés',
  month: 'mois',
} as const satisfies Translation<typeof en.structuredDataWords>

// The image's words are English: the text says which words it shows.
export const previewImage = {
  path: '/images/preview/luxury-living-1200x630.jpg',
  width: 1200,
  height: 630,
  alt: `${SITE_NAME}\u202f: une villa au crépuscule, avec les mots «\u202fResidences of rare distinction\u202f»`,
} as const satisfies Translation<typeof en.previewImage>
