import { dollars, type Display, type Money } from '@/lib/display-units'
import { formatArea, formatNumber, formatPrice, formatMoney, formatDate } from '@/lib/format'
import type { Estate } from './estate-schema'
import { type Availability, statusIs } from './estate-status'
import { SITE_NAME, approximateLocation } from '@/config/constants'

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

/** What an estate says wherever it is shown (its card, the lists' failures). */
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

/**
 * What the home page's collection says: its introduction and carousel, the grid, the search with
 * its sort and view, and the Filters dialog.
 */
export const collectionMessages = {
  siteHeading: `${SITE_NAME}: residences of rare distinction`,
  eyebrow: 'The collection',
  heading: 'Estates',
  intro:
    'From skyline apartments and elegant townhouses to family homes with gardens and serene senior residences, every estate in our collection is chosen for its setting, its craftsmanship and the life it makes possible.',
  loading: 'Loading estates…',
  showing: (shown: number, total: number) =>
    `Showing ${formatNumber(shown)} of ${estateCount(total)}`,
  showMore: 'Show more',
  loadingMap: 'Loading the map…',

  /** The home carousel: three scenes from the collection (their photos in showcase-slides.ts). */
  showcase: {
    name: 'Featured residences',
    kind: 'carousel',
    slideKind: 'slide',
    slide: (index: number, count: number) => `${index} of ${count}`,
    showSlide: (index: number) => `Show slide ${index}`,
    previous: 'Previous slide',
    next: 'Next slide',
    play: 'Play slideshow',
    pause: 'Pause slideshow',
    slides: [
      { eyebrow: 'Family Homes', caption: 'Villas where the garden meets the sea' },
      { eyebrow: 'Apartments', caption: 'Penthouses above the city lights' },
      { eyebrow: 'Retreats', caption: 'Lake houses in the quiet of the mountains' },
    ],
  },

  /** Above the search: the estates on the market, or the agency's portfolio (the "Sold" view). */
  market: {
    label: 'Estates to show',
    onTheMarket: 'On the market',
    portfolio: 'Sold',
    portfolioHeading: 'Our portfolio: sold and let',
    portfolioIntro:
      'Residences we have found buyers and tenants for. Each keeps its page, where you can ask us for a home like it.',
  },

  /** The search, its sort and view. */
  search: {
    label: 'Search estates',
    placeholder: 'Place, style or facility',
    /** "16 estates", and how many of them have their price on request. */
    count: (count: number, onRequest = 0) =>
      onRequest === 0
        ? estateCount(count)
        : `${estateCount(count)}, ${formatNumber(onRequest)} ${onRequest === 1 ? 'has its' : 'have their'} price on request`,
    noMatch: 'No estates match your search.',
    noSavedYet:
      'You have no saved estates yet. Press the heart on any estate to keep it here for later.',
    savedOnly: 'Saved only',
    clear: 'Clear filters',
    filters: 'Filters',
    /** Around the number of filters set, on the Filters button: "(2 set)" to a screen reader. */
    filtersSet: { before: '(', after: ' set)' },
    filtersLoadFailed:
      'The filters could not be loaded. Check your connection and press Filters again.',
    sortBy: 'Sort by',
    sort: {
      featured: 'Featured',
      'price-asc': 'Price: low to high',
      'price-desc': 'Price: high to low',
      'area-desc': 'Area: largest first',
      'area-asc': 'Area: smallest first',
    },
    view: 'View',
    list: 'List',
    map: 'Map',
  },

  /** The Filters dialog, and each filter's field by the `texts` it names in estate-filters.ts. */
  filters: {
    title: 'Filters',
    close: 'Close',
    waiting: 'The filters appear once the estates have loaded.',
    show: (count: number | null) =>
      count === null ? 'Show estates' : `Show ${estateCount(count)}`,
    notANumber: 'Enter a number, such as 2500000',
    fields: {
      segment: { legend: 'Segment' },
      status: { legend: 'Status' },
      availability: {
        legend: 'Availability',
        hint: 'Sold and let estates, our portfolio, show only when ticked',
      },
      price: {
        legend: 'Price ($)',
        from: 'Price from',
        to: 'Price to',
        // Its range is `within` the status: a sale's price, or a month's rent.
        legendWithin: (status: string) =>
          statusIs(status, 'rent') ? 'Monthly rent ($)' : 'Price ($)',
        /** In the visitor's currency (its sign), as legendWithin when a status is chosen. */
        legendIn: (sign: string, status?: string) =>
          status && statusIs(status, 'rent') ? `Monthly rent (${sign})` : `Price (${sign})`,
        notWithin: 'Choose one status above to set a price: sale prices and monthly rents differ.',
      },
      area: {
        legend: 'Area (sq ft)',
        from: 'Area from',
        to: 'Area to',
        legendIn: (unit: string) => `Area (${unit})`,
      },
      facilities: { legend: 'Facilities', hint: 'Estates with all of those chosen' },
    } satisfies Record<string, FieldTexts>,
  },
} as const

/**
 * A filter field's legend, and its hint or the labels of its two bounds; a range `within` a
 * choice, its legend for the value chosen and what it says while it does not apply.
 */
export type FieldTexts = {
  legend: string
  hint?: string
  from?: string
  to?: string
  legendWithin?: (value: string) => string
  /** The legend naming the visitor's unit (a currency's sign, "m²"). */
  legendIn?: (unit: string, within?: string) => string
  notWithin?: string
}

type Fields = typeof collectionMessages.filters.fields
/** The filter fields that are ranges: their two bounds are labelled. */
export type RangeTexts = {
  [K in keyof Fields]: Fields[K] extends { from: string; to: string } ? K : never
}[keyof Fields]

/** The availability filter's options by the data's values (a translated build's only). */
export const availabilityNames = {
  available: 'Available',
  'under offer': 'Under offer',
  sold: 'Sold',
  let: 'Let',
} as const

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
