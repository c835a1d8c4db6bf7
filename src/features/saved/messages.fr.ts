import type { Translation } from '@/config/translation'
import type * as en from './messages'

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
} as const satisfies Translation<typeof en.savedMessages>

export const shortlistMessages = {
  heading: 'Propriétés enregistrées',
  loading: 'Chargement de vos propriétés enregistrées…',
  untitled: (id: string) => `Propriété ${id}`,
  unavailable: 'Plus disponible',
  unavailableBody: 'Cette propriété a quitté notre collection.',
  emptyTitle: 'Aucune propriété enregistrée pour le moment',
  emptyBody: 'Appuyez sur le cœur d’une propriété pour la retrouver ici plus tard.',
  browse: 'Découvrir la collection',
  loadFailed: 'Nous ne pouvons pas afficher vos propriétés enregistrées pour le moment.',
} as const satisfies Translation<typeof en.shortlistMessages>
