import type { Translation } from '@/config/translation'
import type { loginMessages as en } from './messages'

export const loginMessages = {
  title: 'Melden Sie sich an',
  or: 'ODER',
  forgotPassword: 'Passwort vergessen?',
  noAccount: 'Noch kein Konto?',
  signUp: 'Jetzt registrieren',
} as const satisfies Translation<typeof en>
