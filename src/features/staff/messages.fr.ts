import type { Translation } from '@/config/translation'
import type { staffMessages as en } from './messages'

export const staffMessages = {
  validation: {
    emailRequired: 'Saisissez l’adresse e-mail de son compte',
    emailInvalid: 'Saisissez une adresse e-mail comme nom@exemple.com',
    roleInvalid: 'Choisissez un rôle\u202f: propriétaire, administrateur ou agent',
  },
} satisfies Translation<typeof en>
