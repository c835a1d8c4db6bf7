import { COMPARE_MAX } from '@/config/constants'
import type { AreaUnit } from '@/lib/display-units'
import { areaUnitWords, formatDate, formatNumber } from '@/lib/format'
import { plural } from '@/lib/plural'
import type { Translation } from '@/config/translation'
import type * as en from './messages'

/** "1 propriété", "3 propriétés". */
const estates = (count: number) =>
  `${formatNumber(count)} ${plural(count, { one: 'propriété', other: 'propriétés' }, 'fr')}`

export const compareMessages = {
  bar: {
    label: 'Propriétés à comparer',
    open: (count: number) => `Comparer (${formatNumber(count)})`,
    clear: 'Effacer',
    clearLabel: 'Effacer les propriétés à comparer',
  },
  page: {
    eyebrow: 'Côte à côte',
    heading: 'Comparer les propriétés',
    intro: `Jusqu’à ${formatNumber(COMPARE_MAX)} propriétés, chaque critère sur une ligne\u202f; les lignes marquées «\u202fDifférent\u202f» signalent ce qui les distingue.`,
    caption: (count: number) =>
      `${estates(count)} ${plural(count, { one: 'comparée', other: 'comparées' }, 'fr')}, une par colonne`,
    estate: 'Propriété',
    emptyTitle: 'Choisissez au moins deux propriétés à comparer',
    emptyBody: `Appuyez sur «\u202fComparer\u202f» pour les propriétés qui vous intéressent, jusqu’à ${formatNumber(COMPARE_MAX)}\u202f: elles apparaîtront ici côte à côte.`,
    emptyAction: 'Parcourir les propriétés',
    notListed: (count: number) =>
      plural(
        count,
        {
          one: `${estates(count)} de ce lien ne figure pas dans notre collection et a été écartée.`,
          other: `${estates(count)} de ce lien ne figurent pas dans notre collection et ont été écartées.`,
        },
        'fr',
      ),
    overLimit: (count: number) =>
      `Seules ${formatNumber(COMPARE_MAX)} propriétés peuvent être comparées à la fois\u202f: ${estates(count)} de ce lien ${plural(count, { one: 'a été écartée', other: 'ont été écartées' }, 'fr')}.`,
  },
  rows: {
    price: 'Prix',
    perArea: { sqft: 'Prix au pied carré', sqm: 'Prix au mètre carré' },
    area: 'Surface',
    status: 'Transaction',
    segment: 'Catégorie',
    location: 'Situation',
    facilities: 'Prestations',
  },
  differs: 'Différent',
  differsLabel: 'les propriétés diffèrent ici',
  yes: 'Oui',
  no: 'Non',
  perArea: (figure: string, unit: AreaUnit) => `${figure} / ${areaUnitWords[unit].legend}`,
  convertedAt: (date: string, source: string) =>
    `Prix convertis depuis le dollar américain aux taux de change du ${formatDate(date)} (${source}).`,
  notApplicable: {
    onRequest: 'Non communiqué\u202f: prix sur demande',
    rent: 'Non communiqué pour une location',
  },
  view: (title: string) => `Voir ${title}`,
  moveLeft: (title: string) => `Déplacer ${title} vers la gauche`,
  moveRight: (title: string) => `Déplacer ${title} vers la droite`,
  remove: (title: string) => `Retirer ${title} de la comparaison`,
  removed: (title: string) => `${title} ne fait plus partie de la comparaison.`,
} as const satisfies Translation<typeof en.compareMessages>

export const compareToggleMessages = {
  compare: 'Comparer',
  label: (title: string) => `Comparer ${title}`,
  full: (title: string) =>
    `Vous pouvez comparer jusqu’à ${COMPARE_MAX} propriétés. Retirez-en une de la comparaison pour ajouter ${title}.`,
  failed: 'Ce navigateur n’a pas pu conserver votre comparaison. Veuillez réessayer.',
  barFailed: 'La barre de comparaison n’a pas pu être chargée.',
} satisfies Translation<typeof en.compareToggleMessages>
