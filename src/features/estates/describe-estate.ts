import { formatNumber } from '@/lib/format'
import type { Estate } from './estate-schema'

/** The detail page's sentence: description, status, price with "$", location and area in square feet. */
export function describeEstate(estate: Estate) {
  const description = /[.!?]$/.test(estate.description)
    ? estate.description
    : `${estate.description}.`
  return `${description} This estate is offered for ${estate.status} at $${formatNumber(estate.price)}, located in ${estate.location}, with ${formatNumber(estate.areaSqFt)} square feet of living space.`
}

/** One line for a meta description or a share sheet: "Title in Location: description". */
export function estateSummary(estate: Estate) {
  return `${estate.title} in ${estate.location}, $${formatNumber(estate.price)}: ${estate.description}`
}
