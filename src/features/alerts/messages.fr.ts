import type { Translation } from '@/config/translation'
import type { alertMessages as en } from './messages'

export const alertMessages = {
  title: 'Alertes e-mail',
  ask: 'Interrompre les alertes e-mail de toutes vos recherches enregistrées\u202f? Vos recherches et vos propriétés enregistrées restent inchangées.',
  confirm: 'Interrompre toutes les alertes',
  done: 'C’est fait\u202f: vous ne recevrez plus d’alertes par e-mail. Pour les retrouver, réactivez les alertes d’une recherche enregistrée depuis votre profil.',
  profile: 'Votre profil',
  invalid:
    'Ce lien de désinscription n’est pas valide. Utilisez le lien du dernier e-mail d’alerte reçu, ou désactivez les alertes depuis votre profil.',
  failed: 'Les alertes n’ont pas pu être interrompues. Veuillez réessayer dans un instant.',
  home: 'Retour aux propriétés',
} as const satisfies Translation<typeof en>
