import { dollars, type Display, type Money } from '@/lib/display-units'
import { formatArea, formatNumber, formatPrice } from '@/lib/format'
import { plural } from '@/lib/plural'
import type { Translation } from '@/config/translation'
import { statusIs } from './estate-status'
import type { Estate } from './estate-schema'
import type * as en from './messages'

export const priceOnRequest = 'Prix sur demande' satisfies Translation<typeof en.priceOnRequest>

/** A figure with its period: a rent's "… / mois" (the figure is the formatter's). */
export const priceFigure = ((price: number, monthly: boolean, money = dollars, approx = false) => {
  const figure = formatPrice(price, money, { approx })
  return monthly ? `${figure} / mois` : figure
}) satisfies Translation<typeof en.priceFigure>

export const statusName = ((status: string): string | null =>
  statusIs(status, 'sale')
    ? 'vente'
    : statusIs(status, 'rent')
      ? 'location'
      : null) satisfies Translation<typeof en.statusName>

export const availabilityBadge = {
  available: null,
  'under offer': 'Sous offre',
  sold: 'Vendu',
  let: 'Loué',
} satisfies Translation<typeof en.availabilityBadge>

/** "1 propriété", "2 propriétés" (0 is singular in French). */
export const estateCount = ((count: number) =>
  `${formatNumber(count)} ${plural(count, { one: 'propriété', other: 'propriétés' }, 'fr')}`) satisfies Translation<
  typeof en.estateCount
>

export const estateMessages = {
  loadFailed: 'Nous ne pouvons pas afficher les propriétés pour le moment.',
  empty: 'Aucune propriété n’est proposée en ce moment. Revenez bientôt.',
  mapLoadFailed: 'La carte n’a pas pu être chargée.',

  card: {
    area: (squareFeet: number, display?: Pick<Display, 'area'>) =>
      formatArea(squareFeet, { unit: display?.area }),
    id: (id: string) => `(Réf.\u202f: ${id})`,
    price: ({ price, monthly }: Pick<Estate, 'price' | 'monthly'>, money: Money = dollars) =>
      price === null ? priceOnRequest : `Prix\u202f: ${priceFigure(price, monthly, money, true)}`,
    segment: 'Catégorie\u202f:',
    view: 'Découvrir la propriété',
    viewLabel: (title: string) => `Découvrir la propriété\u202f: ${title}`,
  },
} as const satisfies Translation<typeof en.estateMessages>
