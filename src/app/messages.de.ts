import { FOOTER_YEAR, SITE_NAME } from '@/config/constants'
import type { Translation } from '@/config/translation'
import type * as en from './messages'

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
} as const satisfies Translation<typeof en.appMessages>

export const pageTitles = {
  home: 'Startseite',
  login: 'Anmelden',
  register: 'Registrieren',
  profile: 'Profil',
  update: 'Profil bearbeiten',
  'reset-password': 'Passwort zurücksetzen',
  'auth-action': 'Passwort zurücksetzen',
  'alerts-unsubscribe': 'E-Mail-Benachrichtigungen',
  blogs: 'Journal',
  article: 'Artikel',
  compare: 'Vergleichen',
  estate: 'Immobilie',
  verifyEmail: 'E-Mail-Adresse bestätigen',
  offline: 'Offline',
} as const satisfies Translation<typeof en.pageTitles>

export const loginMessages = {
  title: 'Melden Sie sich an',
  or: 'ODER',
  forgotPassword: 'Passwort vergessen?',
  noAccount: 'Noch kein Konto?',
  signUp: 'Jetzt registrieren',
} as const satisfies Translation<typeof en.loginMessages>

export const registerMessages = {
  title: 'Registrieren Sie sich',
  submit: 'Konto erstellen',
  haveAccount: 'Sie haben bereits ein Konto?',
} as const satisfies Translation<typeof en.registerMessages>

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
} as const satisfies Translation<typeof en.profileMessages>

export const updateProfileMessages = {
  title: 'Profil bearbeiten',
  emailLocked: '(nicht änderbar)',
  submit: 'Profil speichern',
  anotherAccount: 'Ein anderes Konto verwenden?',
  passwordFormLoadFailed: 'Das Passwortformular konnte nicht geladen werden.',
} as const satisfies Translation<typeof en.updateProfileMessages>
