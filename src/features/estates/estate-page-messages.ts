import { approximateLocation } from '@/config/constants'
import { dollars, type Display, type Money } from '@/lib/display-units'
import { formatArea, formatMoney, formatDate } from '@/lib/format'
import type { Estate } from './estate-schema'
import { availabilityBadge, priceFigure } from './messages'

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
      monthly,
      availability,
      location,
      areaSqFt,
    }: Pick<Estate, 'status' | 'price' | 'monthly' | 'availability' | 'location' | 'areaSqFt'>,
    { money, area }: Pick<Display, 'money' | 'area'> = { money: dollars, area: 'sqft' },
  ) => {
    const terms = `for ${status} ${price === null ? 'with its price on request' : `at ${priceFigure(price, monthly, money)}`}`
    const where = `located in ${location}, with ${formatArea(areaSqFt, { long: true, unit: area })} of living space.`
    if (availability === 'sold' || availability === 'let')
      return `${description} This estate was offered ${terms} and has been ${availability}; it is ${where}`
    const underOffer = availability === 'under offer' ? ' and is under offer' : ''
    return `${description} This estate is offered ${terms}${underOffer}, ${where}`
  },
  /**
   * One line for the meta description (in dollars, as the prerendered head) or a share sheet (in
   * the sharer's `money`, rounded as a card: "≈ €11.8M").
   */
  summary: (
    { title, location, price, monthly, availability, description }: Estate,
    money: Money = dollars,
  ) =>
    `${title} in ${location}, ${availability === 'sold' || availability === 'let' ? availability : price === null ? 'price on request' : priceFigure(price, monthly, money, true)}${availability === 'under offer' ? ', under offer' : ''}: ${description}`,
  /** Under a converted price: the rates' date and source, and the price as the data gives it. */
  convertedAt: (date: string, source: string, dollars: number, monthly: boolean) =>
    `Converted at the rates of ${formatDate(date)} (${source}); the asking ${monthly ? 'rent is' : 'price is'} ${formatMoney(dollars)}${monthly ? ' / month' : ''}.`,
  /** Beside the price, on the estate page: under offer, sold, or let. */
  availability: availabilityBadge,
  /** What the page of a sold or let estate says, where its price and mortgage were. */
  inPortfolio: (availability: 'sold' | 'let') =>
    `This estate has been ${availability}. Its page stays in our portfolio: ask us below for a home like it.`,
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
