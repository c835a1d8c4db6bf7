import type { Display } from '@/lib/display-units'
import { formatArea, formatNumber, formatMoney, formatDate } from '@/lib/format'
import type { Availability, StatusKind } from './estate-status'
import { SITE_NAME, approximateLocation } from '@/config/constants'

/** What an estate with `price_on_request` shows instead of its price, wherever it is shown. */
export const priceOnRequest = 'Price on request'

/** A rent's figure with its period: "$18,500 / month" (estate-words.ts's priceFigure). */
export const perMonth = (figure: string) => `${figure} / month`

/** An estate's badge beside its status; an available one has none. */
export const availabilityBadge: Record<Availability, string | null> = {
  available: null,
  'under offer': 'Under offer',
  sold: 'Sold',
  let: 'Let',
}

/**
 * The known statuses' names in a translated build (estate-words.ts's statusName); an English
 * page shows the data's own word, as the specification does.
 */
export const statusNames: Record<StatusKind, string> = { sale: 'Sale', rent: 'Rent' }

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
    /** The spec's "Price: $" (estate-words.ts's cardPrice; one on request shows no figure). */
    price: (figure: string) => `Price: ${figure}`,
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
    /** The dialog's button, before the matches are counted and after. */
    show: 'Show estates',
    showCount: (count: number) => `Show ${estateCount(count)}`,
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
        legendIn: (sign: string) => `Price (${sign})`,
        // Its range is `within` the status: a month's rent once Rent is the one chosen.
        rentLegendIn: (sign: string) => `Monthly rent (${sign})`,
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
 * choice, what it says while it does not apply (estate-filters-dialog.tsx picks the legend).
 */
export type FieldTexts = {
  legend: string
  hint?: string
  from?: string
  to?: string
  /** The legend naming the visitor's unit (a currency's sign, "m²"). */
  legendIn?: (unit: string) => string
  /** A price's legend within the status Rent: a month's rent. */
  rentLegendIn?: (unit: string) => string
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
  /**
   * The sentence after an estate's own description (describe-estate.ts chooses): how it is
   * offered (`terms`), where, and its living space, by its availability.
   */
  description: {
    offeredFor: {
      sale: 'for sale',
      rent: 'for rent',
      /** A status the site has no words for, as the data writes it. */
      other: (status: string) => `for ${status}`,
    } satisfies Record<StatusKind | 'other', unknown>,
    atPrice: (figure: string) => `at ${figure}`,
    onRequest: 'with its price on request',
    terms: (offeredFor: string, price: string) => `${offeredFor} ${price}`,
    available: (terms: string, location: string, area: string) =>
      `This estate is offered ${terms}, located in ${location}, with ${area} of living space.`,
    'under offer': (terms: string, location: string, area: string) =>
      `This estate is offered ${terms} and is under offer, located in ${location}, with ${area} of living space.`,
    sold: (terms: string, location: string, area: string) =>
      `This estate was offered ${terms} and has been sold; it is located in ${location}, with ${area} of living space.`,
    let: (terms: string, location: string, area: string) =>
      `This estate was offered ${terms} and has been let; it is located in ${location}, with ${area} of living space.`,
  },
  /**
   * One line for the meta description or a share sheet (describe-estate.ts chooses its `state`:
   * sold, let, on request, or the price, then under offer).
   */
  summary: {
    line: (title: string, location: string, state: string, description: string) =>
      `${title} in ${location}, ${state}: ${description}`,
    sold: 'sold',
    let: 'let',
    onRequest: 'price on request',
    underOffer: (state: string) => `${state}, under offer`,
  },
  /** Under a converted price: the rates' date and source, and the price as the data gives it. */
  convertedAt: {
    price: (date: string, source: string, dollars: number) =>
      `Converted at the rates of ${formatDate(date)} (${source}); the asking price is ${formatMoney(dollars)}.`,
    rent: (date: string, source: string, dollars: number) =>
      `Converted at the rates of ${formatDate(date)} (${source}); the asking rent is ${formatMoney(dollars)} / month.`,
  },
  /** Beside the price, on the estate page: under offer, sold, or let. */
  availability: availabilityBadge,
  /** What the page of a sold or let estate says, where its price and mortgage were. */
  inPortfolio: {
    sold: 'This estate has been sold. Its page stays in our portfolio: ask us below for a home like it.',
    let: 'This estate has been let. Its page stays in our portfolio: ask us below for a home like it.',
  },
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
