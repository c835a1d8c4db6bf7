import { savedSearches } from '@/config/constants'
import { estateFilters, setCount } from '@/features/estates/estate-filters'
import type { EstateQuery } from '@/features/estates/estate-query'
import { savedSearchMessages } from '@/features/saved-searches/messages'
import { dollars, type Display } from '@/lib/display-units'
import { formatArea, formatPrice } from '@/lib/format'

const { words } = savedSearchMessages

/** What the name is written with, besides the catalogue: the visitor's words and units. */
export type SearchWords = {
  /**
   * The visitor's words for the data's segments and facilities, by the English value the address
   * keeps (the Filters dialog's labels, `EstateFacets.labels`, decision 038): none in English.
   */
  labels?: ReadonlyMap<string, string>
  /** The visitor's currency and area unit; the search itself keeps dollars and square feet. */
  display?: Pick<Display, 'money' | 'area'>
}

function range(low: number | null, high: number | null, format: (value: number) => string) {
  if (low !== null && high !== null) return words.between(format(low), format(high))
  return low !== null ? words.from(format(low)) : words.upTo(format(high ?? 0))
}

/**
 * A search in words, for the name a saved search is offered: the words searched for, then each
 * filter set, in the Filters dialog's order ("“lake” · Villas · Rent · from $5,000 · Pool"), in the
 * visitor's words, currency (approximately, as the cards: "≈ €4.65K") and area unit. Sort and view
 * do not narrow the estates: they are not named. The name is the visitor's own text once offered
 * (a form field's value), so a value left in English cannot be marked as such.
 */
export function describeSearch(
  query: EstateQuery,
  { labels, display = { money: dollars, area: 'sqft' } }: SearchWords = {},
): string {
  const parts: string[] = []
  if (query.q.trim()) parts.push(words.searchFor(query.q.trim()))
  for (const filter of estateFilters) {
    if (!setCount(filter, query)) continue
    if (filter.kind === 'choice') {
      // As the Filters dialog names the option: its own label, the data's translation, the value.
      const label = 'label' in filter ? filter.label : undefined
      parts.push(
        query[filter.key]
          .map((value) => label?.(value) ?? labels?.get(value) ?? value)
          .join(words.values),
      )
    } else if (filter.kind === 'range') {
      const [low, high] = filter.keys.map((key) => query[key])
      const format =
        filter.unit === 'money'
          ? (value: number) => formatPrice(value, display.money, { approx: true })
          : (value: number) => formatArea(value, { unit: display.area })
      parts.push(range(low ?? null, high ?? null, format))
    } else parts.push(filter.label)
  }
  const name = parts.join(words.parts) || words.allEstates
  const max = savedSearches.nameMaxLength
  return name.length > max ? `${name.slice(0, max - 1).trimEnd()}${words.ellipsis}` : name
}
