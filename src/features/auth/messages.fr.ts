import { sharedMessages } from '@/components/messages.fr'
import { PASSWORD_MIN_LENGTH, SITE_NAME, VERIFICATION_RESEND_INTERVAL_MS } from '@/config/constants'
import { formatNumber } from '@/lib/format'
import { plural } from '@/lib/plural'
import type { Translation } from '@/config/translation'
import type * as en from './messages'

export const authMessages = {
  loginSuccess: 'Connexion réussie',
  loginMismatch: 'L’adresse e-mail et le mot de passe ne correspondent pas',
  loginEmailMissing: 'Veuillez saisir votre adresse e-mail.',
  loginPasswordMissing: 'Veuillez saisir votre mot de passe.',
  socialLoginFailed: (reason: string) => `La connexion n’a pas abouti\u202f: ${reason}`,
  registerSuccess: 'Votre compte a été créé',
  registerFailed: (reason: string) => `Le compte n’a pas pu être créé\u202f: ${reason}`,
  updateSuccess: 'Votre profil a été mis à jour',
  updateFailed: (reason: string) => `Le profil n’a pas pu être mis à jour\u202f: ${reason}`,
  emailChangeSent: (email: string) =>
    `Nous avons envoyé un lien à ${email}\u202f: ouvrez-le pour confirmer votre nouvelle adresse.`,
  logoutSuccess: 'Déconnexion effectuée',
  logoutFailed: 'La déconnexion a échoué',
  noUserNotice: 'Aucun compte n’est connecté. Veuillez d’abord vous connecter.',

  validation: {
    ...sharedMessages.validation,
    photoRequired: 'Veuillez indiquer l’URL de votre photo',
    photoInvalid: 'Saisissez une URL de photo commençant par http:// ou https://',
    passwordTooShort: `Le mot de passe doit comporter au moins ${PASSWORD_MIN_LENGTH} caractères`,
    passwordWeak: `Le mot de passe doit comporter au moins une majuscule, une minuscule et ${PASSWORD_MIN_LENGTH} caractères`,
    currentPasswordRequired: 'Veuillez saisir votre mot de passe actuel.',
  },

  form: {
    name: 'Nom',
    photoUrl: 'URL de la photo',
    photoUrlPlaceholder: 'https://',
    email: 'Adresse e-mail',
    password: 'Mot de passe',
    signIn: 'Se connecter',
  },
  socialLogin: { google: 'Se connecter avec Google', github: 'Se connecter avec GitHub' },

  deleteAccount: 'Supprimer le compte',
  accountMenu: (name: string) => `Menu du compte de ${name}`,
  unnamedAccount: 'Votre compte',

  signOut: {
    title: 'Conserver vos propriétés enregistrées sur cet appareil\u202f?',
    body: (count: number) =>
      plural(
        count,
        {
          one: `Cet appareil conserve ${formatNumber(count)} propriété enregistrée. Une autre personne utilisant cet appareil pourrait la voir.`,
          other: `Cet appareil conserve vos ${formatNumber(count)} propriétés enregistrées. Une autre personne utilisant cet appareil pourrait les voir.`,
        },
        'fr',
      ),
    bodyDamagedCopy:
      'Cet appareil conserve une copie de vos propriétés enregistrées. Une autre personne utilisant cet appareil pourrait la voir.',
    keep: 'Me déconnecter et les conserver',
    clear: 'Me déconnecter et les effacer',
    cancel: 'Annuler',
  },
} as const satisfies Translation<typeof en.authMessages>

const resendMinutes = VERIFICATION_RESEND_INTERVAL_MS / 60_000

export const accountMessages = {
  resetTitle: 'Réinitialiser votre mot de passe',
  resetIntro:
    'Indiquez l’adresse e-mail de votre compte\u202f: nous vous enverrons un lien pour choisir un nouveau mot de passe.',
  sendResetLink: 'Envoyer le lien',
  rememberedIt: 'Vous vous en souvenez\u202f?',
  backToSignIn: 'Retour à la connexion',
  resetSent:
    'Si un compte existe pour cette adresse, un lien de réinitialisation vous a été envoyé.',
  resetFailed: (reason: string) =>
    `Le lien de réinitialisation n’a pas pu être envoyé\u202f: ${reason}`,
  verifyTitle: 'Vérifiez votre adresse e-mail',
  newPasswordTitle: 'Choisissez un nouveau mot de passe',
  linkChecking: 'Vérification de votre lien…',
  linkUnusable: 'Ce lien n’est plus utilisable',
  linkExpired: 'Ce lien a expiré. Les liens ne sont valables que pour une durée limitée.',
  linkUsed: 'Ce lien a déjà été utilisé, ou il est incomplet.',
  linkMalformed: 'Ce lien est incomplet. Veuillez l’ouvrir à nouveau depuis votre e-mail.',
  linkCheckFailed: (reason: string) => `Nous n’avons pas pu vérifier votre lien\u202f: ${reason}`,
  backToProfile: 'Retour à votre profil',
  signInForNewLink: 'Connectez-vous pour en recevoir un nouveau',
  sendNewLink: 'Envoyer un nouveau lien',
  continue: 'Continuer',
  newPasswordFor: (email: string) => `Pour ${email}`,
  newPassword: 'Nouveau mot de passe',
  setNewPassword: 'Enregistrer le mot de passe',
  newPasswordSet:
    'Votre mot de passe a été modifié. Vous pouvez dès à présent l’utiliser pour vous connecter.',
  newPasswordFailed: (reason: string) =>
    `Votre mot de passe n’a pas pu être modifié\u202f: ${reason}`,
  emailVerified: 'Votre adresse e-mail est vérifiée. Merci.',
  verifyFailed: (reason: string) =>
    `Votre adresse e-mail n’a pas pu être vérifiée\u202f: ${reason}`,
  verification: 'Vérification de l’adresse e-mail',
  verifyBanner: 'Veuillez vérifier votre adresse e-mail',
  resendEmail: 'Renvoyer l’e-mail',
  verifyBannerDetail: (email: string) => `Nous avons envoyé un lien à ${email}.`,
  verificationSent: (email: string) => `Nous avons envoyé un nouveau lien à ${email}.`,
  verificationWait: (seconds: number) =>
    `Vous pourrez renvoyer un e-mail dans ${seconds} ${plural(seconds, { one: 'seconde', other: 'secondes' }, 'fr')}\u202f: ${resendMinutes === 1 ? 'un par minute' : `un toutes les ${resendMinutes} minutes`} au plus.`,
  verificationFailed: (reason: string) => `L’e-mail n’a pas pu être envoyé\u202f: ${reason}`,
  changePassword: 'Changer le mot de passe',
  currentPassword: 'Mot de passe actuel',
  passwordChanged: 'Votre mot de passe a été modifié',
  passwordChangeFailed: (reason: string) =>
    `Votre mot de passe n’a pas pu être modifié\u202f: ${reason}`,
  wrongCurrentPassword: 'Votre mot de passe actuel est incorrect.',
  wrongPassword: 'Ce mot de passe est incorrect.',
  deleteTitle: 'Supprimer votre compte\u202f?',
  deleteBody: `Votre compte ${SITE_NAME}, vos propriétés et vos recherches enregistrées seront définitivement supprimés. Cette action est irréversible.`,
  deleteWithPassword: 'Saisissez votre mot de passe pour confirmer.',
  deleteWithProvider: (provider: string) =>
    `Pour confirmer, connectez-vous une dernière fois avec ${provider} dans la fenêtre qui s’ouvre.`,
  cancel: 'Annuler',
  deleteConfirm: 'Supprimer mon compte',
  deleted: 'Votre compte a été supprimé',
  deleteFailed: (reason: string) => `Votre compte n’a pas été supprimé\u202f: ${reason}`,
} as const satisfies Translation<typeof en.accountMessages>

/** The identity provider's errors in French, by the codes the English catalogue names. */
export const authErrorMessages = {
  byCode: {
    'auth/invalid-credential': 'L’adresse e-mail et le mot de passe ne correspondent pas.',
    'auth/invalid-login-credentials': 'L’adresse e-mail et le mot de passe ne correspondent pas.',
    'auth/wrong-password': 'L’adresse e-mail et le mot de passe ne correspondent pas.',
    'auth/user-not-found': 'L’adresse e-mail et le mot de passe ne correspondent pas.',
    'auth/invalid-email': 'Cette adresse e-mail n’est pas valide.',
    'auth/missing-email': 'Veuillez saisir votre adresse e-mail.',
    'auth/missing-password': 'Veuillez saisir votre mot de passe.',
    'auth/user-disabled': 'Ce compte a été désactivé. Veuillez nous contacter.',
    'auth/too-many-requests': 'Trop de tentatives. Patientez un instant, puis réessayez.',
    'auth/email-already-in-use':
      'Cette adresse e-mail est déjà enregistrée. Veuillez plutôt vous connecter.',
    'auth/weak-password': 'Ce mot de passe est trop faible. Veuillez en choisir un plus robuste.',
    'auth/operation-not-allowed': 'Ce mode de connexion n’est pas activé pour ce site.',
    'auth/network-request-failed':
      'Le service de connexion est injoignable. Vérifiez votre connexion et réessayez.',
    'auth/timeout': 'Le service de connexion a mis trop de temps à répondre. Veuillez réessayer.',
    'auth/internal-error':
      'Le service de connexion est indisponible pour le moment. Veuillez réessayer plus tard.',
    'auth/popup-blocked':
      'Votre navigateur a bloqué la fenêtre de connexion. Autorisez les fenêtres pop-up pour ce site, puis réessayez.',
    'auth/popup-closed-by-user':
      'La fenêtre de connexion a été fermée avant la fin de la connexion.',
    'auth/cancelled-popup-request':
      'La fenêtre de connexion a été fermée avant la fin de la connexion.',
    'auth/user-cancelled': 'La connexion a été annulée.',
    'auth/unauthorized-domain': 'La connexion n’est pas autorisée depuis cette adresse.',
    'auth/account-exists-with-different-credential':
      'Un compte existe déjà pour cette adresse e-mail avec un autre mode de connexion. Veuillez utiliser celui-ci.',
    'auth/credential-already-in-use': 'Ce compte est déjà associé à un autre utilisateur.',
    'auth/requires-recent-login':
      'Pour votre sécurité, veuillez vous reconnecter avant de modifier ce paramètre.',
    'auth/user-token-expired': 'Votre session a expiré. Veuillez vous reconnecter.',
    'auth/invalid-user-token': 'Votre session a expiré. Veuillez vous reconnecter.',
    'auth/user-mismatch': 'Veuillez vous reconnecter avec le même compte.',
    'auth/invalid-photo-url': 'L’URL de la photo n’est pas valide.',
    'auth/invalid-display-name': 'Ce nom n’est pas valide.',
    'auth/no-current-user': 'Aucun compte n’est connecté.',
    'auth/web-storage-unsupported':
      'Votre navigateur bloque le stockage nécessaire à la connexion. Veuillez autoriser les cookies et les données de site.',
    'auth/quota-exceeded':
      'Le service de connexion est très sollicité. Veuillez réessayer dans quelques minutes.',
    'auth/expired-action-code': 'Ce lien a expiré. Veuillez en demander un nouveau.',
    'auth/invalid-action-code':
      'Ce lien n’est pas valide ou a déjà été utilisé. Veuillez en demander un nouveau.',
    'auth/invalid-recipient-email': 'Nous n’avons pas pu envoyer d’e-mail à cette adresse.',
    'auth/invalid-sender':
      'Nous n’avons pas pu envoyer l’e-mail pour le moment. Veuillez réessayer plus tard.',
    'auth/invalid-continue-uri': 'Le lien n’a pas pu être préparé pour ce site.',
    'auth/unauthorized-continue-uri': 'Le lien n’a pas pu être préparé pour ce site.',
    'auth/missing-continue-uri': 'Le lien n’a pas pu être préparé pour ce site.',
  },
  fallback: 'Une erreur est survenue. Veuillez réessayer.',
} satisfies Translation<typeof en.authErrorMessages>
