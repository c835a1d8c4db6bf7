import { dollars, type Display, type Money } from '@/lib/display-units'
import { formatArea, formatNumber, formatPrice } from '@/lib/format'
import { plural } from '@/lib/plural'
import type { Translation } from '@/config/translation'
import { statusIs } from './estate-status'
import type { Estate } from './estate-schema'
import type * as en from './messages'

export const priceOnRequest = 'Preis auf Anfrage' satisfies Translation<typeof en.priceOnRequest>

/** A figure with its period: a rent's "… / Monat" (the figure is the formatter's). */
export const priceFigure = ((price: number, monthly: boolean, money = dollars, approx = false) => {
  const figure = formatPrice(price, money, { approx })
  return monthly ? `${figure} / Monat` : figure
}) satisfies Translation<typeof en.priceFigure>

export const statusName = ((status: string): string | null =>
  statusIs(status, 'sale')
    ? 'Kauf'
    : statusIs(status, 'rent')
      ? 'Miete'
      : null) satisfies Translation<typeof en.statusName>

export const availabilityBadge = {
  available: null,
  'under offer': 'Reserviert',
  sold: 'Verkauft',
  let: 'Vermietet',
} satisfies Translation<typeof en.availabilityBadge>

/** "1 Immobilie", "2 Immobilien". */
export const estateCount = ((count: number) =>
  `${formatNumber(count)} ${plural(count, { one: 'Immobilie', other: 'Immobilien' }, 'de')}`) satisfies Translation<
  typeof en.estateCount
>

export const estateMessages = {
  loadFailed: 'Die Immobilien können gerade nicht geladen werden.',
  empty: 'Derzeit sind keine Immobilien gelistet. Schauen Sie bald wieder vorbei.',
  mapLoadFailed: 'Die Karte konnte nicht geladen werden.',

  card: {
    area: (squareFeet: number, display?: Pick<Display, 'area'>) =>
      formatArea(squareFeet, { unit: display?.area }),
    id: (id: string) => `(Objekt-Nr.: ${id})`,
    price: ({ price, monthly }: Pick<Estate, 'price' | 'monthly'>, money: Money = dollars) =>
      price === null ? priceOnRequest : `Preis: ${priceFigure(price, monthly, money, true)}`,
    segment: 'Kategorie:',
    view: 'Immobilie ansehen',
    viewLabel: (title: string) => `Immobilie ansehen: ${title}`,
  },
} as const satisfies Translation<typeof en.estateMessages>
