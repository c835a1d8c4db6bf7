import { SITE_NAME } from '@/config/constants'
import type { Translation } from '@/config/translation'
import type { profileMessages as en } from './messages'

export const profileMessages = {
  // "Bonjour Claire Martin", or "Bonjour et bienvenue" for an account with no name.
  hello: 'Bonjour',
  someone: 'et bienvenue',
  yourAccount: 'votre compte',
  // "Connecté en tant que" would need a gender: the session is named instead.
  welcome: {
    before: `Bienvenue chez ${SITE_NAME}. Votre session est ouverte au nom de`,
    after:
      '. Découvrez notre collection de propriétés et laissez nos conseillers organiser pour vous une visite privée.',
  },
  getStarted: 'Commencer',
  savedLoadFailed: 'Nous ne pouvons pas afficher vos propriétés enregistrées pour le moment.',
  savedSearchesLoadFailed:
    'Nous ne pouvons pas afficher vos recherches enregistrées pour le moment.',
} as const satisfies Translation<typeof en>
