import { SITE_NAME } from '@/config/constants'
import { formatNumber } from '@/lib/format'
import { statusIs } from './estate-status'
import { estateCount } from './messages'

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
