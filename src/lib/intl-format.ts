import type { Currency } from './display-units'

// Intl's formatters for one locale, each made on first use and kept: the first of a page loads
// the locale's data, a long task (decisions 036, 037), the next ones take a millisecond.
const made = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>()
function once<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => T): T {
  let formatter = made.get(key)
  if (!formatter) made.set(key, (formatter = make()))
  return formatter as T
}

/** How an amount is written: whole, with cents, or rounded as a card shows it ("≈ €11.8M"). */
export type MoneyStyle = 'whole' | 'cents' | 'approx'

export const intlMoney = (locale: string, currency: Currency, style: MoneyStyle) =>
  once(
    `${locale} ${currency} ${style}`,
    () =>
      new Intl.NumberFormat(locale, {
        style: 'currency',
        currency,
        ...(style === 'approx'
          ? // compact alone rounds €11,849,000 to "€12M"
            { notation: 'compact', maximumSignificantDigits: 3 }
          : {
              minimumFractionDigits: style === 'cents' ? 2 : 0,
              maximumFractionDigits: style === 'cents' ? 2 : 0,
            }),
      }),
  )

/** A whole number in the locale's digits and grouping: "2 450 000" in French. */
export function intlWholeNumber(locale: string, value: number) {
  const whole = Math.round(value)
  // Below a thousand no language of the site groups: no formatter (catalogues count at start-up).
  if (Math.abs(whole) < 1000) return String(whole)
  return once(
    `${locale} number`,
    () => new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }),
  ).format(whole)
}

/** A day as written, whatever the visitor's time zone: "21 novembre 2026". */
export const intlDate = (locale: string, date: Date) =>
  once(
    `${locale} date`,
    () =>
      new Intl.DateTimeFormat(locale, {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      }),
  ).format(date)
