import type { Translation } from '@/config/translation'
import type { updateProfileMessages as en } from './messages'

export const updateProfileMessages = {
  title: 'Modifier votre profil',
  emailLocked: '(non modifiable)',
  submit: 'Enregistrer le profil',
  anotherAccount: 'Utiliser un autre compte\u202f?',
  passwordFormLoadFailed: 'Le formulaire du mot de passe n’a pas pu être chargé.',
} as const satisfies Translation<typeof en>
