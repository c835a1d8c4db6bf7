import type { Translation } from '@/config/translation'
import type { printMessages as en } from './print-messages'

export const printMessages = {
  print: 'Imprimer la brochure',
  failed: 'La brochure n’a pas pu être préparée. Vérifiez votre connexion et réessayez.',
} as const satisfies Translation<typeof en>
