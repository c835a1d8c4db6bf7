import type { Translation } from '@/config/translation'
import type { saveSearchButtonMessages as en } from './button-messages'

export const saveSearchButtonMessages = {
  save: 'Diese Suche speichern',
  signInToSave:
    'Melden Sie sich an, um diese Suche zu speichern: Sie wird sofort danach gespeichert.',
  loadFailed:
    'Das Speichern von Suchen konnte nicht geladen werden. Bitte prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
} as const satisfies Translation<typeof en>
