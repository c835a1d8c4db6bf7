import type { Translation } from '@/config/translation'
import type { shareMessages as en } from './messages'

export const shareMessages = {
  share: 'Teilen',
  linkCopied: 'Link kopiert',
  copyFailed: (url: string) => `Der Link konnte nicht kopiert werden. Hier ist er: ${url}`,
} as const satisfies Translation<typeof en>
