/**
 * 2398.2 -> "$2,398.20": dollars and cents. Not in format.ts, so the home page (whole dollars)
 * does not download it.
 */
export function formatMoney(value: number) {
  const cents = Math.round(Math.abs(value) * 100)
  const dollars = String(Math.floor(cents / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  const sign = value < 0 && cents !== 0 ? '-' : ''
  return `${sign}$${dollars}.${String(cents % 100).padStart(2, '0')}`
}
