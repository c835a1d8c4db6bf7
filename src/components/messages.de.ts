import type { Translation } from '@/config/translation'
import type { displayMessages as enDisplay, sharedMessages as en } from './messages'

export const sharedMessages = {
  nav: {
    home: 'Startseite',
    blogs: 'Journal',
    update: 'Profil bearbeiten',
    profile: 'Mein Profil',
    login: 'Anmelden',
    logout: 'Abmelden',
  },
  validation: {
    nameRequired: 'Bitte geben Sie Ihren Namen ein',
    emailRequired: 'Bitte geben Sie Ihre E-Mail-Adresse ein',
    emailInvalid: 'Diese E-Mail-Adresse ist ungültig',
  },
  retry: 'Erneut versuchen',
  pageLoadFailed:
    'Diese Seite konnte nicht geladen werden. Bitte prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
  offline:
    'Sie sind offline. Bereits besuchte Seiten bleiben verfügbar; alles Neue wird geladen, sobald die Verbindung wieder besteht.',
  password: {
    show: 'Anzeigen',
    hide: 'Verbergen',
    showLabel: 'Passwort anzeigen',
    hideLabel: 'Passwort verbergen',
  },
  scrollToTop: 'Nach oben',
} as const satisfies Translation<typeof en>

export const displayMessages = {
  label: 'Anzeige',
  currency: 'Währung',
  area: 'Fläche',
  currencies: {
    USD: 'US-Dollar (USD)',
    EUR: 'Euro (EUR)',
    GBP: 'Britisches Pfund (GBP)',
    CHF: 'Schweizer Franken (CHF)',
    AED: 'VAE-Dirham (AED)',
  },
  areaUnits: { sqft: 'Quadratfuß', sqm: 'Quadratmeter' },
  inDollars: {
    missing: 'Preise werden in US-Dollar angezeigt: Die Wechselkurse konnten nicht geladen werden.',
    malformed:
      'Preise werden in US-Dollar angezeigt: Die Wechselkurse konnten nicht gelesen werden.',
    stale: 'Preise werden in US-Dollar angezeigt: Die Wechselkurse sind nicht mehr aktuell.',
  },
} as const satisfies Translation<typeof enDisplay>
