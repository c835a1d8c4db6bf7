import { sharedMessages } from '@/components/messages.fr'
import { PASSWORD_MIN_LENGTH } from '@/config/constants'
import { formatNumber } from '@/lib/format'
import { plural } from '@/lib/plural'
import type { Translation } from '@/config/translation'
import type { authMessages as en } from './messages'

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
} as const satisfies Translation<typeof en>
