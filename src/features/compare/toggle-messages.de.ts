import { COMPARE_MAX } from '@/config/constants'
import type { Translation } from '@/config/translation'
import type { compareToggleMessages as en } from './toggle-messages'

export const compareToggleMessages = {
  compare: 'Vergleichen',
  label: (title: string) => `${title} vergleichen`,
  full: (title: string) =>
    `Sie können bis zu ${COMPARE_MAX} Immobilien vergleichen. Entfernen Sie eine aus dem Vergleich, um ${title} hinzuzufügen.`,
  failed: 'Dieser Browser konnte Ihren Vergleich nicht speichern. Bitte versuchen Sie es erneut.',
  barFailed: 'Die Vergleichsleiste konnte nicht geladen werden.',
} satisfies Translation<typeof en>
