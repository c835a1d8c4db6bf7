import type { Translation } from '@/config/translation'
import type * as en from './messages'

export const savedMessages = {
  save: 'Merken',
  saved: 'Gemerkt',
  saveLabel: (title: string) => `${title} merken`,
  signInToSave: (title: string) => `Melden Sie sich an, um ${title} zu merken.`,
  savedAfterSignIn: (title: string) => `${title} wurde zu Ihren gemerkten Immobilien hinzugefügt`,
  saveFailed: (title: string) =>
    `${title} wurde nicht gemerkt: Der Speicher dieses Browsers ist voll oder deaktiviert.`,
  removeFailed: (title: string) =>
    `${title} ist weiterhin gemerkt: Der Speicher dieses Browsers ist voll oder deaktiviert.`,
  remove: 'Entfernen',
  removeLabel: (title: string) => `${title} aus den gemerkten Immobilien entfernen`,
} as const satisfies Translation<typeof en.savedMessages>

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
} as const satisfies Translation<typeof en.shortlistMessages>
