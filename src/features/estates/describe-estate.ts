import type { Display, Money } from '@/lib/display-units'
import { estatePageMessages } from './messages'
import type { Estate } from './estate-schema'

/** The detail page's sentence: description, status, price with "$", location and area in square feet. */
export function describeEstate(estate: Estate, display?: Display) {
  const description = /[.!?]$/.test(estate.description)
    ? estate.description
    : `${estate.description}.`
  return estatePageMessages.description(description, estate, display)
}

/**
 * One line for a meta description or a share sheet: "Title in Location, $12,750,000: description";
 * in another `money`, rounded as a card ("≈ €11.8M").
 */
export function estateSummary(estate: Estate, money?: Money) {
  return estatePageMessages.summary(estate, money)
}
