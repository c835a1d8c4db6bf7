import { SITE_NAME, VERIFICATION_RESEND_INTERVAL_MS } from '@/config/constants'
import { plural } from '@/lib/plural'
import type { Translation } from '@/config/translation'
import type { accountMessages as en } from './account-messages'

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
} as const satisfies Translation<typeof en>
