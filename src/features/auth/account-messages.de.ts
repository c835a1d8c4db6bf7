import { SITE_NAME, VERIFICATION_RESEND_INTERVAL_MS } from '@/config/constants'
import { plural } from '@/lib/plural'
import type { Translation } from '@/config/translation'
import type { accountMessages as en } from './account-messages'

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
} as const satisfies Translation<typeof en>
