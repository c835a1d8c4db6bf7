import { dollars, type Display, type Money } from '@/lib/display-units'
import { formatArea } from '@/lib/format'
import type { Estate } from './estate-schema'
import { statusKind } from './estate-status'
import { priceFigure } from './estate-words'
import { estatePageMessages } from './messages'

/**
 * The detail page's sentence: description, status, price with "$", location and area in square
 * feet. The choices are made here, once; each language's catalogue gives the words.
 */
export function describeEstate(
  estate: Estate,
  { money, area }: Pick<Display, 'money' | 'area'> = { money: dollars, area: 'sqft' },
) {
  const words = estatePageMessages.description
  const description = /[.!?]$/.test(estate.description)
    ? estate.description
    : `${estate.description}.`
  const kind = statusKind(estate.status)
  const offeredFor = kind ? words.offeredFor[kind] : words.offeredFor.other(estate.status)
  const price =
    estate.price === null
      ? words.onRequest
      : words.atPrice(priceFigure(estate.price, estate.monthly, money))
  const space = formatArea(estate.areaSqFt, { long: true, unit: area })
  const terms = words.terms(offeredFor, price)
  return `${description} ${words[estate.availability](terms, estate.location, space)}`
}

/** Under a converted price: the rates' date and source, and the asking price or rent in dollars. */
export const convertedAt = (
  { date, source }: { date: string; source: string },
  dollars: number,
  monthly: boolean,
) => estatePageMessages.convertedAt[monthly ? 'rent' : 'price'](date, source, dollars)

/**
 * One line for a meta description or a share sheet: "Title in Location, $12,750,000: description";
 * in another `money`, rounded as a card ("≈ €11.8M").
 */
export function estateSummary(estate: Estate, money: Money = dollars) {
  const words = estatePageMessages.summary
  const { availability, price, monthly } = estate
  const state =
    availability === 'sold' || availability === 'let'
      ? words[availability]
      : price === null
        ? words.onRequest
        : priceFigure(price, monthly, money, true)
  const shown = availability === 'under offer' ? words.underOffer(state) : state
  return words.line(estate.title, estate.location, shown, estate.description)
}
