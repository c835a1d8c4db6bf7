// Hand-written rather than Intl: creating an Intl formatter loads locale data, which on a phone
// holds the main thread for tens of milliseconds at start-up (decision 006).

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

/**
 * Every amount of money on the site: 2450000 -> "$2,450,000" (prices, in whole dollars), or with
 * `cents` 2398.2 -> "$2,398.20" (the mortgage's figures).
 */
export function formatMoney(value: number, { cents = false } = {}) {
  const inCents = Math.round(Math.abs(value) * 100)
  const sign = value < 0 && inCents !== 0 ? '-' : ''
  if (!cents) return `${sign}$${formatNumber(Math.abs(value))}`
  return `${sign}$${groupThousands(Math.floor(inCents / 100))}.${String(inCents % 100).padStart(2, '0')}`
}

/**
 * Every area on the site, in square feet: 12000 -> "12,000 sqft" (the spec's word on the card), or
 * `long` -> "12,000 square feet" (in a sentence).
 */
export function formatArea(squareFeet: number, { long = false } = {}) {
  return `${formatNumber(squareFeet)} ${long ? 'square feet' : 'sqft'}`
}

/** "2024-03-14" -> "14 March 2024" (the date as written, whatever the visitor's time zone). */
export function formatDate(isoDate: string) {
  const date = new Date(isoDate)
  if (Number.isNaN(date.getTime())) return isoDate
  return `${date.getUTCDate()} ${monthNames[date.getUTCMonth()]} ${date.getUTCFullYear()}`
}
