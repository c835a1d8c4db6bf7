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

/** 2450000 -> "2,450,000" (the "$" is part of the surrounding text). Rounded to a whole number. */
export function formatNumber(value: number) {
  const whole = Math.round(Math.abs(value))
  const grouped = String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  return value < 0 && whole !== 0 ? `-${grouped}` : grouped
}

/** "2024-03-14" -> "14 March 2024" (the date as written, whatever the visitor's time zone). */
export function formatDate(isoDate: string) {
  const date = new Date(isoDate)
  if (Number.isNaN(date.getTime())) return isoDate
  return `${date.getUTCDate()} ${monthNames[date.getUTCMonth()]} ${date.getUTCFullYear()}`
}
