import { formatArea, formatMoney, formatNumber } from '@/lib/format'

/** "1 estate", "2,450 estates". */
export const estateCount = (count: number) =>
  `${formatNumber(count)} ${count === 1 ? 'estate' : 'estates'}`

/**
 * What an estate says wherever it is shown: its card and its own page. The home page's collection
 * (its carousel, search and filters) speaks in collection-messages.ts, which only that page loads.
 */
export const estateMessages = {
  loadFailed: 'We could not load the estates just now.',
  empty: 'No estates are listed at the moment. Please check back soon.',
  /** The map's code did not arrive: the home page's map view, an estate's own map. */
  mapLoadFailed: 'The map could not be loaded.',
  notFound: {
    page: 'Estate not found',
    title: 'Estate not found',
    body: 'This estate is no longer listed, or the link is mistyped.',
    action: 'Browse all estates',
  },

  /** The spec's card. */
  card: {
    area: (squareFeet: number) => formatArea(squareFeet),
    id: (id: string) => `(Id: ${id})`,
    price: (price: number) => `Price: ${formatMoney(price)}`,
    segment: 'Segment Name:',
    view: 'View Property',
    viewLabel: (title: string) => `View Property: ${title}`,
  },

  /** An estate's own page (the spec's words), and its line for a share sheet. */
  page: {
    segment: (segment: string) => `Segment Name: ${segment}`,
    price: 'Price',
    facilities: 'Facilities:',
    location: 'The Location is right here:',
    locationUnavailable: 'Location unavailable',
    enquiryLoadFailed: 'The viewing request could not be loaded.',
    description: (
      description: string,
      {
        status,
        price,
        location,
        areaSqFt,
      }: { status: string; price: number; location: string; areaSqFt: number },
    ) =>
      `${description} This estate is offered for ${status} at ${formatMoney(price)}, located in ${location}, with ${formatArea(areaSqFt, { long: true })} of living space.`,
    summary: (title: string, location: string, price: number, description: string) =>
      `${title} in ${location}, ${formatMoney(price)}: ${description}`,
  },
} as const
