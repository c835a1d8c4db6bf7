import type { Translation } from '@/config/translation'
import type { registerMessages as en } from './messages'

export const registerMessages = {
  title: 'Créez votre compte',
  submit: 'Créer mon compte',
  haveAccount: 'Vous avez déjà un compte\u202f?',
} as const satisfies Translation<typeof en>
