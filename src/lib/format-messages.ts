import type { AreaUnit, Currency } from './display-units'
import { intlMoney, type MoneyStyle } from './intl-format'

// How this build's language writes numbers, money, areas and dates, for src/lib/format.ts: a
// catalogue, so a French build carries the French one only (decision 041). English writes dollars,
// numbers and dates by hand: the first Intl formatter of a page loads locale data, a long task of
// 120-480 ms at 4x CPU slowdown, which the home page of a first visit does not pay (decisions 006,
// 036). Another currency goes through Intl.

const monthNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
]

const groupThousands = (whole: number) => String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',')

function number(value: number) {
  const whole = Math.round(Math.abs(value))
  return value < 0 && whole !== 0 ? `-${groupThousands(whole)}` : groupThousands(whole)
}

export const formats = {
  /** 2450000 -> "2,450,000". Rounded to a whole number. */
  number,
  /** 2450000 -> "$2,450,000"; with cents 2398.2 -> "$2,398.20"; "€2,450,000", "≈ €11.8M". */
  money: (value: number, currency: Currency, style: MoneyStyle) => {
    if (currency !== 'USD' || style === 'approx')
      return intlMoney('en', currency, style).format(value)
    const inCents = Math.round(Math.abs(value) * 100)
    const sign = value < 0 && inCents !== 0 ? '-' : ''
    if (style === 'whole') return `${sign}$${number(Math.abs(value))}`
    return `${sign}$${groupThousands(Math.floor(inCents / 100))}.${String(inCents % 100).padStart(2, '0')}`
  },
  /** A day (at midnight UTC) -> "14 March 2024". */
  date: (day: Date) =>
    `${day.getUTCDate()} ${monthNames[day.getUTCMonth()]} ${day.getUTCFullYear()}`,
  /** Between a figure and its unit: the spec's "12,000 sqft". */
  beforeUnit: ' ',
  /** The units' words: the spec's "sqft" on the card, the long one in a sentence. */
  areaUnits: {
    sqft: { short: 'sqft', long: 'square feet', legend: 'sq ft' },
    sqm: { short: 'm²', long: 'square metres', legend: 'm²' },
  } satisfies Record<AreaUnit, { short: string; long: string; legend: string }>,
}
