import { formatArea, formatMoney, formatNumber } from '@/lib/format'

/** What an estate with `price_on_request` shows instead of its price, wherever it is shown. */
export const priceOnRequest = 'Price on request'

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
    area: (squareFeet: number) => formatArea(squareFeet),
    id: (id: string) => `(Id: ${id})`,
    /** The spec's "Price: $"; an estate on request (null) shows no figure. */
    price: (price: number | null) =>
      price === null ? priceOnRequest : `Price: ${formatMoney(price)}`,
    segment: 'Segment Name:',
    view: 'View Property',
    viewLabel: (title: string) => `View Property: ${title}`,
  },
} as const
