import type { areaUnits, currencies } from '@/config/constants'
import type { Rates, RatesProblem } from './rates'

export type Currency = (typeof currencies)[number]
export type AreaUnit = (typeof areaUnits)[number]

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
