import type { AreaUnit, Currency, Money } from './display-units'
import { SQUARE_METRES_PER_SQUARE_FOOT } from '@/config/constants'
import { formats } from './format-messages'

// Every figure of the site is written here, in the build's language: format-messages.ts is a
// catalogue (its French sibling in a French build), so the callers never pass a language. English
// writes dollars, numbers and dates by hand, without Intl at start-up (decisions 006, 036); French
// and German through Intl (decision 041).

/** 2450000 -> "2,450,000" ("2 450 000" in French, "2.450.000" in German). Rounded to a whole number. */
export const formatNumber = (value: number) => formats.number(value)

/** What marks a converted price rounded for a card: "≈ €11.8M". */
export const APPROXIMATELY = '≈ '

/**
 * Every amount of money on the site, in `currency` (dollars unless said): 2450000 -> "$2,450,000"
 * (prices, whole), or with `cents` 2398.2 -> "$2,398.20" (the mortgage's figures); 2450000 euros
 * -> "€2,450,000".
 */
export function formatMoney(
  value: number,
  { cents = false, currency = 'USD' }: { cents?: boolean; currency?: Currency } = {},
) {
  return formats.money(value, currency, cents ? 'cents' : 'whole')
}

/** Dollars (the data's) in the visitor's money. */
export const convertMoney = (dollars: number, money: Money) => dollars * money.perDollar

/**
 * A price of the data (dollars) in the visitor's money: exact, or `approx` as a card shows it
 * ("≈ €11.8M", as luxury listings round); in dollars always exact, as the spec writes it.
 */
export function formatPrice(dollars: number, money: Money, { approx = false } = {}) {
  if (money.currency === 'USD') return formatMoney(dollars)
  const value = convertMoney(dollars, money)
  return approx
    ? `${APPROXIMATELY}${formats.money(value, money.currency, 'approx')}`
    : formatMoney(value, { currency: money.currency })
}

/** The unit's words: the spec's "sqft" on the card, and in a sentence. */
export const areaUnitWords: Record<AreaUnit, { short: string; long: string; legend: string }> =
  formats.areaUnits

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
  return `${formatNumber(convertArea(squareFeet, unit))}${formats.beforeUnit}${long ? words.long : words.short}`
}

/** "2024-03-14" -> "14 March 2024" (the date as written, whatever the visitor's time zone). */
export function formatDate(isoDate: string) {
  const date = new Date(isoDate)
  if (Number.isNaN(date.getTime())) return isoDate
  return formats.date(date)
}
