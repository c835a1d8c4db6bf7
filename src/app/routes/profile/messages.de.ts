import { SITE_NAME } from '@/config/constants'
import type { Translation } from '@/config/translation'
import type { profileMessages as en } from './messages'

export const profileMessages = {
  // "Hallo Claire Martin", or "Hallo und willkommen" for an account with no name.
  hello: 'Hallo',
  someone: 'und willkommen',
  yourAccount: 'Ihr Konto',
  welcome: {
    before: `Willkommen bei ${SITE_NAME}. Sie sind angemeldet als`,
    after:
      '. Entdecken Sie unsere Kollektion, und lassen Sie sich von unseren Beratern eine private Besichtigung arrangieren.',
  },
  getStarted: 'Jetzt entdecken',
  savedLoadFailed: 'Ihre gemerkten Immobilien können gerade nicht geladen werden.',
  savedSearchesLoadFailed: 'Ihre gespeicherten Suchen können gerade nicht geladen werden.',
} as const satisfies Translation<typeof en>
