import { XMLParser, XMLValidator } from 'fast-xml-parser'
import type { RatesFile } from '@/lib/rates'

/** The European Central Bank's reference rates of the latest working day (euro base). */
export const ECB_DAILY_URL = 'https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml'

export const ECB_SOURCE = 'European Central Bank'

/**
 * The ECB publishes no dirham. The UAE dirham is pegged to the US dollar at 3.6725 per dollar
 * since 1997 (Central Bank of the UAE, https://www.centralbank.ae: "the exchange rate of the
 * dirham is pegged to the US dollar at AED 3.6725"): the peg is the rate.
 */
export const AED_PER_DOLLAR = 3.6725
export const AED_NOTE = `AED: pegged to the US dollar at ${AED_PER_DOLLAR} (Central Bank of the UAE); the ECB publishes no dirham`

/** One day of the ECB's file: its date and units of each currency per euro. */
export type EcbDay = { date: string; perEuro: Record<string, number> }

/** Why a file is refused: not the ECB's daily file, or without a currency the site needs. */
export class EcbFileError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'EcbFileError'
  }
}

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '',
  // The ECB's elements sit in its namespace (`gesmes:Envelope`, default-namespaced `Cube`).
  removeNSPrefix: true,
  // A Cube holds Cubes; a day of one currency must read like a day of thirty.
  isArray: (name) => name === 'Cube',
  // The file has no entities; none is expanded.
  processEntities: false,
  parseAttributeValue: false,
})

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/
// The ECB writes plain decimals ("1.0760", "17245.10"); anything else is refused, not guessed.
const DECIMAL = /^\d+(\.\d+)?$/
const CURRENCY = /^[A-Z]{3}$/

type Node = Record<string, unknown>
const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null
const cubesOf = (node: unknown): Node[] =>
  isNode(node) && Array.isArray(node.Cube) ? node.Cube.filter(isNode) : []

const isCalendarDate = (text: string) => {
  const match = DATE.exec(text)
  if (!match) return false
  const date = new Date(`${text}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text)
}

/**
 * Reads eurofxref-daily.xml (Envelope > Cube > Cube time= > Cube currency= rate=). A file that is
 * not well-formed XML (truncated, an error page) or not of that shape throws EcbFileError.
 */
export function parseEcbDaily(xml: string): EcbDay {
  // The parser itself is lenient with a cut-off file: it is checked first.
  const valid = XMLValidator.validate(xml)
  if (valid !== true) throw new EcbFileError(`Not well-formed XML: ${valid.err.msg}`)
  const document: unknown = parser.parse(xml)
  const envelope = isNode(document) ? document.Envelope : undefined
  const days = cubesOf(envelope).flatMap(cubesOf)
  const [day, ...more] = days
  if (!day || more.length > 0)
    throw new EcbFileError(`Expected one day of rates, found ${days.length}`)
  const date = day.time
  if (typeof date !== 'string' || !isCalendarDate(date))
    throw new EcbFileError(`The day's date is not a date: ${String(date)}`)
  const perEuro: Record<string, number> = {}
  for (const cube of cubesOf(day)) {
    const { currency, rate } = cube
    if (typeof currency !== 'string' || !CURRENCY.test(currency))
      throw new EcbFileError(`A rate without a currency code: ${String(currency)}`)
    const value = typeof rate === 'string' && DECIMAL.test(rate) ? Number(rate) : Number.NaN
    if (!(value > 0) || !Number.isFinite(value))
      throw new EcbFileError(`${currency}'s rate is not a positive number: ${String(rate)}`)
    perEuro[currency] = value
  }
  return { date, perEuro }
}

/**
 * The ECB publishes 5 significant digits; a quotient of two of them is given to 6, so that the
 * stored figure adds no false precision and the conversion stays within 0.001 %.
 */
const significant = (value: number) => Number(value.toPrecision(6))

/**
 * The ECB's euro-based day in the site's base: units per US dollar. perDollar[c] is
 * perEuro[c] / perEuro.USD and the euro's own is 1 / perEuro.USD; the dirham is its peg.
 */
export function inDollars(day: EcbDay): RatesFile {
  const { USD: usd, GBP: gbp, CHF: chf } = day.perEuro
  if (usd === undefined || gbp === undefined || chf === undefined) {
    const missing = Object.entries({ USD: usd, GBP: gbp, CHF: chf })
      .filter(([, rate]) => rate === undefined)
      .map(([code]) => code)
    throw new EcbFileError(`The file of ${day.date} has no ${missing.join(', ')} rate`)
  }
  return {
    base: 'USD',
    date: day.date,
    source: ECB_SOURCE,
    rates: {
      EUR: significant(1 / usd),
      GBP: significant(gbp / usd),
      CHF: significant(chf / usd),
      AED: AED_PER_DOLLAR,
    },
  }
}
