import { sharedMessages } from '@/components/messages.de'
import { PASSWORD_MIN_LENGTH, SITE_NAME, VERIFICATION_RESEND_INTERVAL_MS } from '@/config/constants'
import { formatNumber } from '@/lib/format'
import { plural } from '@/lib/plural'
import type { Translation } from '@/config/translation'
import type * as en from './messages'

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
} as const satisfies Translation<typeof en.authMessages>

const resendMinutes = VERIFICATION_RESEND_INTERVAL_MS / 60_000

export const accountMessages = {
  resetTitle: 'Passwort zurücksetzen',
  resetIntro:
    'Geben Sie die E-Mail-Adresse Ihres Kontos ein, und wir senden Ihnen einen Link, mit dem Sie ein neues Passwort wählen können.',
  sendResetLink: 'Link senden',
  rememberedIt: 'Doch wieder eingefallen?',
  backToSignIn: 'Zurück zur Anmeldung',
  resetSent:
    'Falls zu dieser E-Mail-Adresse ein Konto besteht, ist ein Link zum Zurücksetzen unterwegs.',
  resetFailed: (reason: string) =>
    `Der Link zum Zurücksetzen konnte nicht gesendet werden: ${reason}`,
  verifyTitle: 'E-Mail-Adresse bestätigen',
  newPasswordTitle: 'Neues Passwort wählen',
  linkChecking: 'Ihr Link wird geprüft…',
  linkUnusable: 'Dieser Link kann nicht mehr verwendet werden',
  linkExpired: 'Dieser Link ist abgelaufen. Links sind nur begrenzte Zeit gültig.',
  linkUsed: 'Dieser Link wurde bereits verwendet oder ist unvollständig.',
  linkMalformed: 'Dieser Link ist unvollständig. Bitte öffnen Sie ihn erneut aus Ihrer E-Mail.',
  linkCheckFailed: (reason: string) => `Ihr Link konnte nicht geprüft werden: ${reason}`,
  backToProfile: 'Zurück zu Ihrem Profil',
  signInForNewLink: 'Melden Sie sich an, um einen neuen zu erhalten',
  sendNewLink: 'Neuen Link senden',
  continue: 'Weiter',
  newPasswordFor: (email: string) => `Für ${email}`,
  newPassword: 'Neues Passwort',
  setNewPassword: 'Passwort speichern',
  newPasswordSet: 'Ihr Passwort wurde geändert. Sie können sich jetzt damit anmelden.',
  newPasswordFailed: (reason: string) => `Ihr Passwort konnte nicht geändert werden: ${reason}`,
  emailVerified: 'Ihre E-Mail-Adresse ist bestätigt. Vielen Dank.',
  verifyFailed: (reason: string) => `Ihre E-Mail-Adresse konnte nicht bestätigt werden: ${reason}`,
  verification: 'Bestätigung der E-Mail-Adresse',
  verifyBanner: 'Bitte bestätigen Sie Ihre E-Mail-Adresse',
  resendEmail: 'E-Mail erneut senden',
  verifyBannerDetail: (email: string) => `Wir haben einen Link an ${email} gesendet.`,
  verificationSent: (email: string) => `Wir haben einen neuen Link an ${email} gesendet.`,
  verificationWait: (seconds: number) =>
    `Sie können in ${seconds} ${plural(seconds, { one: 'Sekunde', other: 'Sekunden' }, 'de')} eine weitere E-Mail senden: höchstens ${resendMinutes === 1 ? 'eine pro Minute' : `eine alle ${resendMinutes} Minuten`}.`,
  verificationFailed: (reason: string) => `Die E-Mail konnte nicht gesendet werden: ${reason}`,
  changePassword: 'Passwort ändern',
  currentPassword: 'Aktuelles Passwort',
  passwordChanged: 'Ihr Passwort wurde geändert',
  passwordChangeFailed: (reason: string) => `Ihr Passwort konnte nicht geändert werden: ${reason}`,
  wrongCurrentPassword: 'Ihr aktuelles Passwort ist nicht korrekt.',
  wrongPassword: 'Dieses Passwort ist nicht korrekt.',
  deleteTitle: 'Ihr Konto löschen?',
  deleteBody: `Damit werden Ihr ${SITE_NAME}-Konto, Ihre gemerkten Immobilien und Ihre gespeicherten Suchen endgültig gelöscht. Dies kann nicht rückgängig gemacht werden.`,
  deleteWithPassword: 'Geben Sie zur Bestätigung Ihr Passwort ein.',
  deleteWithProvider: (provider: string) =>
    `Melden Sie sich zur Bestätigung im sich öffnenden Fenster noch einmal mit ${provider} an.`,
  cancel: 'Abbrechen',
  deleteConfirm: 'Mein Konto löschen',
  deleted: 'Ihr Konto wurde gelöscht',
  deleteFailed: (reason: string) => `Ihr Konto wurde nicht gelöscht: ${reason}`,
} as const satisfies Translation<typeof en.accountMessages>

/** The identity provider's errors in German, by the codes the English catalogue names. */
export const authErrorMessages = {
  byCode: {
    'auth/invalid-credential': 'E-Mail-Adresse und Passwort stimmen nicht überein.',
    'auth/invalid-login-credentials': 'E-Mail-Adresse und Passwort stimmen nicht überein.',
    'auth/wrong-password': 'E-Mail-Adresse und Passwort stimmen nicht überein.',
    'auth/user-not-found': 'E-Mail-Adresse und Passwort stimmen nicht überein.',
    'auth/invalid-email': 'Diese E-Mail-Adresse ist ungültig.',
    'auth/missing-email': 'Bitte geben Sie Ihre E-Mail-Adresse ein.',
    'auth/missing-password': 'Bitte geben Sie Ihr Passwort ein.',
    'auth/user-disabled': 'Dieses Konto wurde deaktiviert. Bitte kontaktieren Sie uns.',
    'auth/too-many-requests':
      'Zu viele Versuche. Bitte warten Sie einen Moment und versuchen Sie es erneut.',
    'auth/email-already-in-use':
      'Diese E-Mail-Adresse ist bereits registriert. Bitte melden Sie sich stattdessen an.',
    'auth/weak-password': 'Das Passwort ist zu schwach. Bitte wählen Sie ein sichereres.',
    'auth/operation-not-allowed': 'Diese Anmeldemethode ist für diese Website nicht aktiviert.',
    'auth/network-request-failed':
      'Der Anmeldedienst ist nicht erreichbar. Bitte prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
    'auth/timeout':
      'Der Anmeldedienst hat zu lange für eine Antwort gebraucht. Bitte versuchen Sie es erneut.',
    'auth/internal-error':
      'Der Anmeldedienst ist gerade nicht verfügbar. Bitte versuchen Sie es später erneut.',
    'auth/popup-blocked':
      'Ihr Browser hat das Anmeldefenster blockiert. Bitte erlauben Sie Pop-ups für diese Website und versuchen Sie es erneut.',
    'auth/popup-closed-by-user': 'Das Anmeldefenster wurde vor der Anmeldung geschlossen.',
    'auth/cancelled-popup-request': 'Das Anmeldefenster wurde vor der Anmeldung geschlossen.',
    'auth/user-cancelled': 'Die Anmeldung wurde abgebrochen.',
    'auth/unauthorized-domain': 'Die Anmeldung ist von dieser Adresse aus nicht erlaubt.',
    'auth/account-exists-with-different-credential':
      'Für diese E-Mail-Adresse besteht bereits ein Konto mit einer anderen Anmeldemethode. Bitte verwenden Sie diese.',
    'auth/credential-already-in-use':
      'Dieses Konto ist bereits mit einem anderen Nutzer verknüpft.',
    'auth/requires-recent-login':
      'Bitte melden Sie sich zu Ihrer Sicherheit erneut an, bevor Sie dies ändern.',
    'auth/user-token-expired': 'Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.',
    'auth/invalid-user-token': 'Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.',
    'auth/user-mismatch': 'Bitte melden Sie sich erneut mit demselben Konto an.',
    'auth/invalid-photo-url': 'Die Foto-URL ist ungültig.',
    'auth/invalid-display-name': 'Der Name ist ungültig.',
    'auth/no-current-user': 'Niemand ist angemeldet.',
    'auth/web-storage-unsupported':
      'Ihr Browser blockiert den Speicher, den die Anmeldung benötigt. Bitte erlauben Sie Cookies und Websitedaten.',
    'auth/quota-exceeded':
      'Der Anmeldedienst ist ausgelastet. Bitte versuchen Sie es in einigen Minuten erneut.',
    'auth/expired-action-code': 'Dieser Link ist abgelaufen. Bitte fordern Sie einen neuen an.',
    'auth/invalid-action-code':
      'Dieser Link ist ungültig oder wurde bereits verwendet. Bitte fordern Sie einen neuen an.',
    'auth/invalid-recipient-email': 'An diese Adresse konnten wir keine E-Mail senden.',
    'auth/invalid-sender':
      'Die E-Mail konnte gerade nicht gesendet werden. Bitte versuchen Sie es später erneut.',
    'auth/invalid-continue-uri': 'Der Link konnte für diese Website nicht erstellt werden.',
    'auth/unauthorized-continue-uri': 'Der Link konnte für diese Website nicht erstellt werden.',
    'auth/missing-continue-uri': 'Der Link konnte für diese Website nicht erstellt werden.',
  },
  fallback: 'Etwas ist schiefgelaufen. Bitte versuchen Sie es erneut.',
} satisfies Translation<typeof en.authErrorMessages>
