import type { Translation } from '@/config/translation'
import type { registerMessages as en } from './messages'

export const registerMessages = {
  title: 'Registrieren Sie sich',
  submit: 'Konto erstellen',
  haveAccount: 'Sie haben bereits ein Konto?',
} as const satisfies Translation<typeof en>
