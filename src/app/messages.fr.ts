import { FOOTER_YEAR, SITE_NAME } from '@/config/constants'
import type { Translation } from '@/config/translation'
import type * as en from './messages'

export const appMessages = {
  skipToContent: 'Aller au contenu',
  mainNavigation: 'Navigation principale',
  openMenu: 'Ouvrir le menu',
  closeMenu: 'Fermer le menu',
  language: 'Langue',
  footer: {
    tagline: 'Des demeures d’exception, en toute confiance, depuis 1960',
    socialMedia: 'Réseaux sociaux',
    copyright: `Copyright © ${FOOTER_YEAR} ${SITE_NAME}. Tous droits réservés.`,
  },
  notFound: {
    eyebrow: '404',
    page: 'Page introuvable',
    title: 'Nous ne trouvons pas cette page.',
    body: 'Notre page d’accueil vous attend, avec bien d’autres demeures à découvrir.',
    action: 'Retour à l’accueil',
  },
  newVersion: {
    ready: `Une nouvelle version de ${SITE_NAME} est disponible.`,
    reload: 'Actualiser',
    reloading: 'Mise à jour…',
  },
} as const satisfies Translation<typeof en.appMessages>

export const pageTitles = {
  home: 'Accueil',
  login: 'Connexion',
  register: 'Inscription',
  profile: 'Profil',
  update: 'Modifier le profil',
  'reset-password': 'Réinitialiser le mot de passe',
  'auth-action': 'Réinitialiser le mot de passe',
  'alerts-unsubscribe': 'Alertes e-mail',
  blogs: 'Journal',
  article: 'Article',
  compare: 'Comparer',
  estate: 'Propriété',
  verifyEmail: 'Vérifier l’adresse e-mail',
  offline: 'Hors ligne',
} as const satisfies Translation<typeof en.pageTitles>

export const loginMessages = {
  title: 'Connectez-vous à votre compte',
  or: 'OU',
  forgotPassword: 'Mot de passe oublié\u202f?',
  noAccount: 'Pas encore de compte\u202f?',
  signUp: 'Créez-le ici',
} as const satisfies Translation<typeof en.loginMessages>

export const registerMessages = {
  title: 'Créez votre compte',
  submit: 'Créer mon compte',
  haveAccount: 'Vous avez déjà un compte\u202f?',
} as const satisfies Translation<typeof en.registerMessages>

export const profileMessages = {
  // "Bonjour Claire Martin", or "Bonjour et bienvenue" for an account with no name.
  hello: 'Bonjour',
  someone: 'et bienvenue',
  yourAccount: 'votre compte',
  // "Connecté en tant que" would need a gender: the session is named instead.
  welcome: {
    before: `Bienvenue chez ${SITE_NAME}. Votre session est ouverte au nom de`,
    after:
      '. Découvrez notre collection de propriétés et laissez nos conseillers organiser pour vous une visite privée.',
  },
  getStarted: 'Commencer',
  savedLoadFailed: 'Nous ne pouvons pas afficher vos propriétés enregistrées pour le moment.',
  savedSearchesLoadFailed:
    'Nous ne pouvons pas afficher vos recherches enregistrées pour le moment.',
} as const satisfies Translation<typeof en.profileMessages>

export const updateProfileMessages = {
  title: 'Modifier votre profil',
  emailLocked: '(non modifiable)',
  submit: 'Enregistrer le profil',
  anotherAccount: 'Utiliser un autre compte\u202f?',
  passwordFormLoadFailed: 'Le formulaire du mot de passe n’a pas pu être chargé.',
} as const satisfies Translation<typeof en.updateProfileMessages>
