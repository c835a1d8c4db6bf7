import type { Translation } from '@/config/translation'
import type { loginMessages as en } from './messages'

export const loginMessages = {
  title: 'Connectez-vous à votre compte',
  or: 'OU',
  forgotPassword: 'Mot de passe oublié\u202f?',
  noAccount: 'Pas encore de compte\u202f?',
  signUp: 'Créez-le ici',
} as const satisfies Translation<typeof en>
