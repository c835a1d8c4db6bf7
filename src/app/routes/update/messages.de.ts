import type { Translation } from '@/config/translation'
import type { updateProfileMessages as en } from './messages'

export const updateProfileMessages = {
  title: 'Profil bearbeiten',
  emailLocked: '(nicht änderbar)',
  submit: 'Profil speichern',
  anotherAccount: 'Ein anderes Konto verwenden?',
  passwordFormLoadFailed: 'Das Passwortformular konnte nicht geladen werden.',
} as const satisfies Translation<typeof en>
