import type { Translation } from '@/config/translation'
import type { shortlistMessages as en } from './shortlist-messages'

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
} as const satisfies Translation<typeof en>
