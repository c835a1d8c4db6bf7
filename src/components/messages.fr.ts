import type { Translation } from '@/config/translation'
import type { displayMessages as enDisplay, sharedMessages as en } from './messages'

export const sharedMessages = {
  nav: {
    home: 'Accueil',
    blogs: 'Journal',
    update: 'Modifier le profil',
    profile: 'Mon profil',
    login: 'Se connecter',
    logout: 'Se déconnecter',
  },
  validation: {
    nameRequired: 'Veuillez indiquer votre nom',
    emailRequired: 'Veuillez indiquer votre adresse e-mail',
    emailInvalid: 'Cette adresse e-mail n’est pas valide',
  },
  retry: 'Réessayer',
  pageLoadFailed: 'Cette page n’a pas pu être chargée. Vérifiez votre connexion et réessayez.',
  offline:
    'Vous êtes hors ligne. Les pages déjà consultées restent accessibles\u202f; le reste se chargera au retour de la connexion.',
  password: {
    show: 'Afficher',
    hide: 'Masquer',
    showLabel: 'Afficher le mot de passe',
    hideLabel: 'Masquer le mot de passe',
  },
  scrollToTop: 'Retour en haut de page',
} as const satisfies Translation<typeof en>

export const displayMessages = {
  label: 'Affichage',
  currency: 'Devise',
  area: 'Surface',
  currencies: {
    USD: 'Dollar américain (USD)',
    EUR: 'Euro (EUR)',
    GBP: 'Livre sterling (GBP)',
    CHF: 'Franc suisse (CHF)',
    AED: 'Dirham des EAU (AED)',
  },
  areaUnits: { sqft: 'Pieds carrés', sqm: 'Mètres carrés' },
  inDollars: {
    missing:
      'Prix affichés en dollars américains\u202f: les taux de change n’ont pas pu être chargés.',
    malformed: 'Prix affichés en dollars américains\u202f: les taux de change sont illisibles.',
    stale: 'Prix affichés en dollars américains\u202f: les taux de change ne sont plus à jour.',
  },
} as const satisfies Translation<typeof enDisplay>
