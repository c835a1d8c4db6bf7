import { approximateLocation } from '@/config/constants'
import { formatArea, formatMoney } from '@/lib/format'

/** An estate's own page (the spec's words), its line for a share sheet, and its 404. */
export const estatePageMessages = {
  segment: (segment: string) => `Segment Name: ${segment}`,
  price: 'Price',
  facilities: 'Facilities:',
  location: 'The Location is right here:',
  locationUnavailable: 'Location unavailable',
  /** Above the map of an estate whose agency gives only its area (location_precision). */
  approximateLocation: 'Approximate location',
  approximateNote: `The circle shows the area, within about ${approximateLocation.radiusM / 1000} km; the agent gives the address.`,
  enquiryLoadFailed: 'The viewing request could not be loaded.',
  description: (
    description: string,
    {
      status,
      price,
      location,
      areaSqFt,
    }: { status: string; price: number | null; location: string; areaSqFt: number },
  ) =>
    `${description} This estate is offered for ${status} ${price === null ? 'with its price on request' : `at ${formatMoney(price)}`}, located in ${location}, with ${formatArea(areaSqFt, { long: true })} of living space.`,
  summary: (title: string, location: string, price: number | null, description: string) =>
    `${title} in ${location}, ${price === null ? 'price on request' : formatMoney(price)}: ${description}`,
  /** In the mortgage calculator's place when the price is on request. */
  mortgageOnRequest:
    'The price of this estate is given on request, so there is no mortgage estimate. Request a viewing below and the agent will tell you.',
  notFound: {
    page: 'Estate not found',
    title: 'Estate not found',
    body: 'This estate is no longer listed, or the link is mistyped.',
    action: 'Browse all estates',
  },
} as const
