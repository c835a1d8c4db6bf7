import type { Translation } from '@/config/translation'
import type { shortlistMessages as en } from './shortlist-messages'

export const shortlistMessages = {
  heading: 'Gemerkte Immobilien',
  loading: 'Ihre gemerkten Immobilien werden geladen…',
  untitled: (id: string) => `Immobilie ${id}`,
  unavailable: 'Nicht mehr verfügbar',
  unavailableBody: 'Diese Immobilie ist nicht mehr in unserer Kollektion.',
  emptyTitle: 'Noch keine gemerkten Immobilien',
  emptyBody: 'Wählen Sie das Herz einer Immobilie, um sie hier für später aufzubewahren.',
  browse: 'Die Kollektion entdecken',
  loadFailed: 'Ihre gemerkten Immobilien können gerade nicht geladen werden.',
} as const satisfies Translation<typeof en>
