import { dollars, type Money } from '@/lib/display-units'
import { formatPrice } from '@/lib/format'
import { mapMessages } from './messages'

/** A marker's card price: the estate card's, rounded as theirs in another currency. */
export function markerPrice(price: number | null, monthly: boolean, money: Money = dollars) {
  if (price === null) return mapMessages.onRequest
  const figure = formatPrice(price, money, { approx: true })
  return mapMessages.price(monthly ? mapMessages.perMonth(figure) : figure)
}
