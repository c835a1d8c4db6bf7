import type { Translation } from '@/config/translation'
import type { authErrorMessages as en } from './auth-error-messages'

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
} satisfies Translation<typeof en>
