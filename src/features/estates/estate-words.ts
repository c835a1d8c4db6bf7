import { dollars, type Money } from '@/lib/display-units'
import { TRANSLATION } from '@/lib/data-language'
import { formatPrice } from '@/lib/format'
import type { Estate } from './estate-schema'
import { statusKind } from './estate-status'
import { estateMessages, perMonth, priceOnRequest, statusNames } from './messages'

// The choices of which words an estate takes wherever it is shown (its card, compare, the map),
// made once for every language: the catalogues (messages.ts and its siblings) hold the words.
// The estate page's own are describe-estate.ts's, so that a card does not carry them.

/**
 * A figure with its period: "$2,450,000", a rent's "$18,500 / month"; in the visitor's `money`,
 * exact or `approx` ("≈ €2.28M", on a card).
 */
export function priceFigure(price: number, monthly: boolean, money = dollars, approx = false) {
  const figure = formatPrice(price, money, { approx })
  return monthly ? perMonth(figure) : figure
}

/** The card's "Price: $2,450,000" (a rent's by the month); an estate on request shows no figure. */
export const cardPrice = ({ price, monthly }: Pick<Estate, 'price' | 'monthly'>, money?: Money) =>
  price === null
    ? priceOnRequest
    : estateMessages.card.price(priceFigure(price, monthly, money, true))

/**
 * An estate's status in the visitor's words: in English the data's own (the specification shows
 * it as written); in another language a known status's name, or null for one it has no word for,
 * shown as written and marked as English.
 */
export function statusName(status: string): string | null {
  if (!TRANSLATION) return status
  const kind = statusKind(status)
  return kind && statusNames[kind]
}
