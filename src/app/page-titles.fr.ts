import type { Translation } from '@/config/translation'
import type { pageTitles as en } from './page-titles'

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
} as const satisfies Translation<typeof en>
