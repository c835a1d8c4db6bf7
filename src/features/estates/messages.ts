import { dollars, type Display, type Money } from '@/lib/display-units'
import { formatArea, formatNumber, formatPrice } from '@/lib/format'
import type { Estate } from './estate-schema'
import type { Availability } from './estate-status'

/** What an estate with `price_on_request` shows instead of its price, wherever it is shown. */
export const priceOnRequest = 'Price on request'

/**
 * A figure with its period: "$2,450,000", a rent's "$18,500 / month"; in the visitor's `money`,
 * exact or `approx` ("≈ €2.28M", on a card).
 */
export const priceFigure = (price: number, monthly: boolean, money = dollars, approx = false) => {
  const figure = formatPrice(price, money, { approx })
  return monthly ? `${figure} / month` : figure
}

/** An estate's badge beside its status; an available one has none. */
export const availabilityBadge: Record<Availability, string | null> = {
  available: null,
  'under offer': 'Under offer',
  sold: 'Sold',
  let: 'Let',
}

/**
 * An estate's status in the visitor's words: in English the data's own (the specification shows
 * it as written); in another language a known status's name, or null for one it has no word for,
 * shown as written and marked as English.
 */
export const statusName = (status: string): string | null => status

/** "1 estate", "2,450 estates". */
export const estateCount = (count: number) =>
  `${formatNumber(count)} ${count === 1 ? 'estate' : 'estates'}`

/**
 * What an estate says wherever it is shown (its card, the lists' failures). The home page's
 * collection (its carousel, search and filters) speaks in collection-messages.ts and an estate's
 * own page in estate-page-messages.ts, so that each page downloads only its own words.
 */
export const estateMessages = {
  loadFailed: 'We could not load the estates just now.',
  empty: 'No estates are listed at the moment. Please check back soon.',
  /** The map's code did not arrive: the home page's map view, an estate's own map. */
  mapLoadFailed: 'The map could not be loaded.',

  /** The spec's card. */
  card: {
    area: (squareFeet: number, display?: Pick<Display, 'area'>) =>
      formatArea(squareFeet, { unit: display?.area }),
    id: (id: string) => `(Id: ${id})`,
    /** The spec's "Price: $" (a rent's by the month); an estate on request shows no figure. */
    price: ({ price, monthly }: Pick<Estate, 'price' | 'monthly'>, money: Money = dollars) =>
      price === null ? priceOnRequest : `Price: ${priceFigure(price, monthly, money, true)}`,
    segment: 'Segment Name:',
    view: 'View Property',
    viewLabel: (title: string) => `View Property: ${title}`,
  },
} as const
