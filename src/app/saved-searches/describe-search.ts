import { savedSearches } from '@/config/constants'
import { estateFilters, setCount } from '@/features/estates/estate-filters'
import type { EstateQuery } from '@/features/estates/estate-query'
import { savedSearchMessages } from '@/features/saved-searches/messages'
import { formatArea, formatMoney } from '@/lib/format'

const { words } = savedSearchMessages

function range(low: number | null, high: number | null, format: (value: number) => string) {
  if (low !== null && high !== null) return words.between(format(low), format(high))
  return low !== null ? words.from(format(low)) : words.upTo(format(high ?? 0))
}

/**
 * A search in words, for the name a saved search is offered: the words searched for, then each
 * filter set, in the Filters dialog's order ("“lake” · Villas · Rent · from $5,000 · Pool"). Sort
 * and view do not narrow the estates: they are not named.
 */
export function describeSearch(query: EstateQuery): string {
  const parts: string[] = []
  if (query.q.trim()) parts.push(words.searchFor(query.q.trim()))
  for (const filter of estateFilters) {
    if (!setCount(filter, query)) continue
    if (filter.kind === 'choice') {
      const label = 'label' in filter ? filter.label : (value: string) => value
      parts.push(query[filter.key].map((value) => label(value) ?? value).join(words.values))
    } else if (filter.kind === 'range') {
      const [low, high] = filter.keys.map((key) => query[key])
      const format = filter.texts === 'price' ? formatMoney : formatArea
      parts.push(range(low ?? null, high ?? null, (value) => format(value)))
    } else parts.push(filter.label)
  }
  const name = parts.join(words.parts) || words.allEstates
  const max = savedSearches.nameMaxLength
  return name.length > max ? `${name.slice(0, max - 1).trimEnd()}${words.ellipsis}` : name
}
