import type { AreaUnit, Currency, Money } from './display-units'
import { SQUARE_METRES_PER_SQUARE_FOOT } from '@/config/constants'

// Dollars and square feet (the data's, and every first visit's) are hand-written: the first Intl
// formatter of a page loads locale data, a long task of 120-480 ms at 4x CPU slowdown (decision
// 036, superseding 006's "No Intl at start-up" only for another currency). Another currency
// goes through Intl, its formatters created when first needed and kept.

/** The site's one language for now: a second one passes its own. */
type Locale = 'en'

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

/** 2450000 -> "2,450,000". Rounded to a whole number. */
export function formatNumber(value: number) {
  const whole = Math.round(Math.abs(value))
  return value < 0 && whole !== 0 ? `-${groupThousands(whole)}` : groupThousands(whole)
}

const intlFormatters = new Map<string, Intl.NumberFormat>()
function intlMoney(locale: Locale, currency: Currency, style: 'whole' | 'cents' | 'approx') {
  const key = `${locale} ${currency} ${style}`
  let formatter = intlFormatters.get(key)
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      ...(style === 'approx'
        ? // compact alone rounds €11,849,000 to "€12M"
          { notation: 'compact', maximumSignificantDigits: 3 }
        : {
            minimumFractionDigits: style === 'cents' ? 2 : 0,
            maximumFractionDigits: style === 'cents' ? 2 : 0,
          }),
    })
    intlFormatters.set(key, formatter)
  }
  return formatter
}

/** What marks a converted price rounded for a card: "≈ €11.8M". */
export const APPROXIMATELY = '≈ '

/**
 * Every amount of money on the site, in `currency` (dollars unless said): 2450000 -> "$2,450,000"
 * (prices, whole), or with `cents` 2398.2 -> "$2,398.20" (the mortgage's figures); 2450000 euros
 * -> "€2,450,000".
 */
export function formatMoney(
  value: number,
  {
    cents = false,
    currency = 'USD',
    locale = 'en',
  }: { cents?: boolean; currency?: Currency; locale?: Locale } = {},
) {
  if (currency !== 'USD')
    return intlMoney(locale, currency, cents ? 'cents' : 'whole').format(value)
  const inCents = Math.round(Math.abs(value) * 100)
  const sign = value < 0 && inCents !== 0 ? '-' : ''
  if (!cents) return `${sign}$${formatNumber(Math.abs(value))}`
  return `${sign}$${groupThousands(Math.floor(inCents / 100))}.${String(inCents % 100).padStart(2, '0')}`
}

/** Dollars (the data's) in the visitor's money. */
export const convertMoney = (dollars: number, money: Money) => dollars * money.perDollar

/**
 * A price of the data (dollars) in the visitor's money: exact, or `approx` as a card shows it
 * ("≈ €11.8M", as luxury listings round); in dollars always exact, as the spec writes it.
 */
export function formatPrice(
  dollars: number,
  money: Money,
  { approx = false, locale = 'en' as Locale } = {},
) {
  if (money.currency === 'USD') return formatMoney(dollars)
  const value = convertMoney(dollars, money)
  return approx
    ? `${APPROXIMATELY}${intlMoney(locale, money.currency, 'approx').format(value)}`
    : formatMoney(value, { currency: money.currency, locale })
}

/** The unit's words: the spec's "sqft" on the card, and in a sentence. */
export const areaUnitWords: Record<AreaUnit, { short: string; long: string; legend: string }> = {
  sqft: { short: 'sqft', long: 'square feet', legend: 'sq ft' },
  sqm: { short: 'm²', long: 'square metres', legend: 'm²' },
}

/** A currency's sign where a field names its unit: "Price (€)". */
export const currencySigns: Record<Currency, string> = {
  USD: '$',
  EUR: '€',
  GBP: '£',
  CHF: 'CHF',
  AED: 'AED',
}

/** Square feet (the data's) in the visitor's unit. */
export const convertArea = (squareFeet: number, unit: AreaUnit) =>
  unit === 'sqft' ? squareFeet : squareFeet * SQUARE_METRES_PER_SQUARE_FOOT

/**
 * Every area on the site, from square feet in the visitor's `unit`: 12000 -> "12,000 sqft" (the
 * spec's word on the card), or `long` -> "12,000 square feet" (in a sentence); "1,115 m²".
 */
export function formatArea(squareFeet: number, { long = false, unit = 'sqft' as AreaUnit } = {}) {
  const words = areaUnitWords[unit]
  return `${formatNumber(convertArea(squareFeet, unit))} ${long ? words.long : words.short}`
}

/** "2024-03-14" -> "14 March 2024" (the date as written, whatever the visitor's time zone). */
export function formatDate(isoDate: string) {
  const date = new Date(isoDate)
  if (Number.isNaN(date.getTime())) return isoDate
  return `${date.getUTCDate()} ${monthNames[date.getUTCMonth()]} ${date.getUTCFullYear()}`
}
