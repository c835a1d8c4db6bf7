import type { Translation } from '@/config/translation'
import type { savedMessages as en } from './messages'

export const savedMessages = {
  save: 'Enregistrer',
  saved: 'Enregistré',
  saveLabel: (title: string) => `Enregistrer ${title}`,
  signInToSave: (title: string) => `Connectez-vous pour enregistrer ${title}.`,
  savedAfterSignIn: (title: string) =>
    `${title} figure désormais parmi vos propriétés enregistrées`,
  saveFailed: (title: string) =>
    `Impossible d’enregistrer ${title}\u202f: le stockage de ce navigateur est plein ou désactivé.`,
  removeFailed: (title: string) =>
    `${title} reste parmi vos propriétés enregistrées\u202f: le stockage de ce navigateur est plein ou désactivé.`,
  remove: 'Retirer',
  removeLabel: (title: string) => `Retirer ${title} des propriétés enregistrées`,
} as const satisfies Translation<typeof en>
