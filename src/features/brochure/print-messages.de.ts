import type { Translation } from '@/config/translation'
import type { printMessages as en } from './print-messages'

export const printMessages = {
  print: 'Exposé drucken',
  failed:
    'Das Exposé konnte nicht vorbereitet werden. Bitte prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
} as const satisfies Translation<typeof en>
