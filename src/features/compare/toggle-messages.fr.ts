import { COMPARE_MAX } from '@/config/constants'
import type { Translation } from '@/config/translation'
import type { compareToggleMessages as en } from './toggle-messages'

export const compareToggleMessages = {
  compare: 'Comparer',
  label: (title: string) => `Comparer ${title}`,
  full: (title: string) =>
    `Vous pouvez comparer jusqu’à ${COMPARE_MAX} propriétés. Retirez-en une de la comparaison pour ajouter ${title}.`,
  failed: 'Ce navigateur n’a pas pu conserver votre comparaison. Veuillez réessayer.',
  barFailed: 'La barre de comparaison n’a pas pu être chargée.',
} satisfies Translation<typeof en>
