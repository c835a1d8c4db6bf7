import type { Translation } from '@/config/translation'
import type { alertMessages as en } from './messages'

export const alertMessages = {
  title: 'E-Mail-Benachrichtigungen',
  ask: 'Möchten Sie die E-Mail-Benachrichtigungen für alle Ihre gespeicherten Suchen beenden? Ihre Suchen und gemerkten Immobilien bleiben erhalten.',
  confirm: 'Alle Benachrichtigungen beenden',
  done: 'Erledigt: Sie erhalten keine Benachrichtigungen per E-Mail mehr. Um sie wieder zu erhalten, aktivieren Sie die Benachrichtigungen einer gespeicherten Suche in Ihrem Profil.',
  profile: 'Ihr Profil',
  invalid:
    'Dieser Abmeldelink ist ungültig. Bitte verwenden Sie den Link aus der letzten Benachrichtigung, oder deaktivieren Sie die Benachrichtigungen in Ihrem Profil.',
  failed:
    'Die Benachrichtigungen konnten gerade nicht beendet werden. Bitte versuchen Sie es in einem Moment erneut.',
  home: 'Zurück zu den Immobilien',
} as const satisfies Translation<typeof en>
