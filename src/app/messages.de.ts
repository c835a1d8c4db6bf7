import { FOOTER_YEAR, SITE_NAME } from '@/config/constants'
import type { Translation } from '@/config/translation'
import type { appMessages as en } from './messages'

export const appMessages = {
  skipToContent: 'Zum Inhalt springen',
  mainNavigation: 'Hauptnavigation',
  openMenu: 'Menü öffnen',
  closeMenu: 'Menü schließen',
  language: 'Sprache',
  footer: {
    tagline: 'Außergewöhnliche Immobilien, verlässlich vermittelt, seit 1960',
    socialMedia: 'Soziale Medien',
    copyright: `Copyright © ${FOOTER_YEAR} ${SITE_NAME}. Alle Rechte vorbehalten.`,
  },
  notFound: {
    eyebrow: '404',
    page: 'Seite nicht gefunden',
    title: 'Diese Seite konnten wir leider nicht finden.',
    body: 'Auf unserer Startseite erwartet Sie vieles mehr.',
    action: 'Zur Startseite',
  },
  newVersion: {
    ready: `Eine neue Version von ${SITE_NAME} ist verfügbar.`,
    reload: 'Jetzt aktualisieren',
    reloading: 'Wird aktualisiert…',
  },
} as const satisfies Translation<typeof en>
