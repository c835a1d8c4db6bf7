import { sharedMessages } from '@/components/messages.de'
import { PASSWORD_MIN_LENGTH } from '@/config/constants'
import { formatNumber } from '@/lib/format'
import { plural } from '@/lib/plural'
import type { Translation } from '@/config/translation'
import type { authMessages as en } from './messages'

export const authMessages = {
  loginSuccess: 'Sie sind angemeldet',
  loginMismatch: 'E-Mail-Adresse und Passwort stimmen nicht überein',
  loginEmailMissing: 'Bitte geben Sie Ihre E-Mail-Adresse ein.',
  loginPasswordMissing: 'Bitte geben Sie Ihr Passwort ein.',
  socialLoginFailed: (reason: string) => `Die Anmeldung wurde nicht abgeschlossen: ${reason}`,
  registerSuccess: 'Ihr Konto wurde erstellt',
  registerFailed: (reason: string) => `Das Konto konnte nicht erstellt werden: ${reason}`,
  updateSuccess: 'Ihr Profil wurde aktualisiert',
  updateFailed: (reason: string) => `Das Profil konnte nicht aktualisiert werden: ${reason}`,
  emailChangeSent: (email: string) =>
    `Wir haben einen Link an ${email} gesendet: Öffnen Sie ihn, um Ihre neue E-Mail-Adresse zu bestätigen.`,
  logoutSuccess: 'Sie wurden abgemeldet',
  logoutFailed: 'Die Abmeldung ist fehlgeschlagen',
  noUserNotice: 'Niemand ist angemeldet. Bitte melden Sie sich zuerst an.',

  validation: {
    ...sharedMessages.validation,
    photoRequired: 'Bitte geben Sie die URL Ihres Fotos ein',
    photoInvalid: 'Geben Sie eine Foto-URL ein, die mit http:// oder https:// beginnt',
    passwordTooShort: `Das Passwort muss mindestens ${PASSWORD_MIN_LENGTH} Zeichen lang sein`,
    passwordWeak: `Das Passwort muss mindestens einen Groß- und einen Kleinbuchstaben enthalten und mindestens ${PASSWORD_MIN_LENGTH} Zeichen lang sein`,
    currentPasswordRequired: 'Bitte geben Sie Ihr aktuelles Passwort ein.',
  },

  form: {
    name: 'Name',
    photoUrl: 'Foto-URL',
    photoUrlPlaceholder: 'https://',
    email: 'E-Mail-Adresse',
    password: 'Passwort',
    signIn: 'Anmelden',
  },
  socialLogin: { google: 'Mit Google anmelden', github: 'Mit GitHub anmelden' },

  deleteAccount: 'Konto löschen',
  accountMenu: (name: string) => `Kontomenü von ${name}`,
  unnamedAccount: 'Ihr Konto',

  signOut: {
    title: 'Gemerkte Immobilien auf diesem Gerät behalten?',
    body: (count: number) =>
      plural(
        count,
        {
          one: `Auf diesem Gerät ist ${formatNumber(count)} gemerkte Immobilie gespeichert. Andere Personen, die dieses Gerät nutzen, könnten sie sehen.`,
          other: `Auf diesem Gerät sind Ihre ${formatNumber(count)} gemerkten Immobilien gespeichert. Andere Personen, die dieses Gerät nutzen, könnten sie sehen.`,
        },
        'de',
      ),
    bodyDamagedCopy:
      'Auf diesem Gerät ist eine Kopie Ihrer gemerkten Immobilien gespeichert. Andere Personen, die dieses Gerät nutzen, könnten sie sehen.',
    keep: 'Abmelden und behalten',
    clear: 'Abmelden und löschen',
    cancel: 'Abbrechen',
  },
} as const satisfies Translation<typeof en>
