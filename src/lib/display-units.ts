import type { areaUnits, currencies } from '@/config/constants'

export type Currency = (typeof currencies)[number]
export type AreaUnit = (typeof areaUnits)[number]

/** Exchange rates from US dollars (the data's currency), of one day, from one source. */
export type Rates = {
  /** "2026-11-21". */
  date: string
  source: string
  /** Units of each currency per US dollar. */
  perDollar: Record<Currency, number>
}

/** Why prices stay in dollars: no usable file, or one older than RATES_STALE_AFTER_DAYS. */
export type RatesProblem = 'missing' | 'malformed' | 'stale'

/** Amounts in a currency: `perDollar` of it for each of the data's dollars. */
export type Money = { currency: Currency; perDollar: number }

/** The data's own money. */
export const dollars: Money = { currency: 'USD', perDollar: 1 }

/** What the visitor chose to see amounts in. */
export type DisplayChoice = { currency: Currency; area: AreaUnit }

/**
 * What the pages show amounts in: the choice, once its rates are here (dollars until then, and
 * for good when they are missing or stale: `problem` says why).
 */
export type Display = {
  choice: DisplayChoice
  money: Money
  area: AreaUnit
  /** The rates the prices were converted at; null in dollars. */
  rates: Rates | null
  problem: RatesProblem | null
}
