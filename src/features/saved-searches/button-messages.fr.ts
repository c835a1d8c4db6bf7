import type { Translation } from '@/config/translation'
import type { saveSearchButtonMessages as en } from './button-messages'

export const saveSearchButtonMessages = {
  save: 'Enregistrer cette recherche',
  signInToSave:
    'Connectez-vous pour enregistrer cette recherche\u202f: elle le sera dès votre connexion.',
  loadFailed:
    'L’enregistrement des recherches n’a pas pu être chargé. Vérifiez votre connexion et appuyez à nouveau.',
} as const satisfies Translation<typeof en>
