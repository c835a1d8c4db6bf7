import type { Translation } from '@/config/translation'
import type { shareMessages as en } from './messages'

export const shareMessages = {
  share: 'Partager',
  linkCopied: 'Lien copié',
  copyFailed: (url: string) => `Le lien n’a pas pu être copié. Le voici\u202f: ${url}`,
} as const satisfies Translation<typeof en>
