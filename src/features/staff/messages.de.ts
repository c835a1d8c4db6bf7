import type { Translation } from '@/config/translation'
import type { staffMessages as en } from './messages'

export const staffMessages = {
  validation: {
    emailRequired: 'Geben Sie die E-Mail-Adresse des Kontos ein',
    emailInvalid: 'Geben Sie eine E-Mail-Adresse wie name@beispiel.de ein',
    roleInvalid: 'Wählen Sie eine Rolle: Inhaber, Administrator oder Makler',
  },
} satisfies Translation<typeof en>
