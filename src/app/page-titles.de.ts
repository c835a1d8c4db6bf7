import type { Translation } from '@/config/translation'
import type { pageTitles as en } from './page-titles'

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
} as const satisfies Translation<typeof en>
