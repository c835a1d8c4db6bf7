import { COMPARE_MAX } from '@/config/constants'
import type { AreaUnit } from '@/lib/display-units'
import { areaUnitWords, formatDate, formatNumber } from '@/lib/format'
import { plural } from '@/lib/plural'

/** "1 estate", "3 estates". */
const estates = (count: number) =>
  `${formatNumber(count)} ${plural(count, { one: 'estate', other: 'estates' }, 'en')}`

/** The compare bar and the compare page. */
export const compareMessages = {
  bar: {
    label: 'Estates to compare',
    open: (count: number) => `Compare (${formatNumber(count)})`,
    clear: 'Clear',
    clearLabel: 'Clear the estates to compare',
  },
  page: {
    eyebrow: 'Side by side',
    heading: 'Compare estates',
    intro: `Up to ${formatNumber(COMPARE_MAX)} estates, each fact on one row; rows marked "Differs" are where they part ways.`,
    caption: (count: number) => `${estates(count)} compared, one per column`,
    estate: 'Estate',
    emptyTitle: 'Pick at least two estates to compare',
    emptyBody: `Press "Compare" on the estates you are weighing, up to ${formatNumber(COMPARE_MAX)}; they appear here side by side.`,
    emptyAction: 'Browse the estates',
    notListed: (count: number) =>
      `${estates(count)} in this link ${count === 1 ? 'is' : 'are'} not in our collection and ${count === 1 ? 'was' : 'were'} left out.`,
    overLimit: (count: number) =>
      `Only ${formatNumber(COMPARE_MAX)} estates can be compared at once: ${estates(count)} from this link ${count === 1 ? 'was' : 'were'} left out.`,
  },
  rows: {
    price: 'Price',
    /** The price by the visitor's unit of area. */
    perArea: { sqft: 'Price per sq ft', sqm: 'Price per m²' },
    area: 'Area',
    status: 'Status',
    segment: 'Segment',
    location: 'Location',
    facilities: 'Facilities',
  },
  differs: 'Differs',
  differsLabel: 'the estates differ here',
  yes: 'Yes',
  no: 'No',
  /** A price by area: "$3,000 / sq ft", "€26,574 / m²" (the unit as the filters' legend writes it). */
  perArea: (figure: string, unit: AreaUnit) => `${figure} / ${areaUnitWords[unit].legend}`,
  /** Under the table, once its prices are converted: the rates' day and source. */
  convertedAt: (date: string, source: string) =>
    `Prices converted from US dollars at the rates of ${formatDate(date)} (${source}).`,
  notApplicable: {
    onRequest: 'Not given: price on request',
    rent: 'Not given for a rent',
  },
  view: (title: string) => `View ${title}`,
  moveLeft: (title: string) => `Move ${title} left`,
  moveRight: (title: string) => `Move ${title} right`,
  remove: (title: string) => `Remove ${title} from the comparison`,
  removed: (title: string) => `${title} removed from the comparison.`,
} as const

/** The compare toggle on every card and estate page. */
export const compareToggleMessages = {
  compare: 'Compare',
  label: (title: string) => `Compare ${title}`,
  full: (title: string) =>
    `You can compare up to ${COMPARE_MAX} estates. Remove one from the comparison to add ${title}.`,
  failed: 'This browser could not keep your comparison. Please try again.',
  barFailed: 'The comparison bar could not be loaded.',
}
