import { estateFilters, filterTests, type EstateFilterValues } from './estate-filters'
import type { Estate } from './estate-schema'
import type { EstateQuery, EstateSort } from './estate-query'

/** Lower case without accents: "Zürich" and "ZURICH" both read "zurich". */
export function foldText(text: string) {
  // Plain ASCII (most text) needs no Unicode normalisation, the costly part.
  // eslint-disable-next-line no-control-regex
  if (!/[^\x00-\x7f]/.test(text)) return text.toLowerCase()
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()
}

/** The search box's words, folded; an estate matches when it contains every one. */
export function searchWords(q: string) {
  return foldText(q).split(/\s+/).filter(Boolean)
}

/** Everything the search box looks through, folded once per estate. */
export function estateSearchText(estate: Estate) {
  return foldText(
    [estate.title, estate.location, estate.description, estate.segment, ...estate.facilities].join(
      '\n',
    ),
  )
}

/**
 * Every estate's search text, by its place in the list, folded when first needed: an array read
 * by index, as a filter pass over 10,000 estates reads it 10,000 times.
 */
const listTexts = new WeakMap<readonly Estate[], (string | undefined)[]>()
function searchTextsOf(estates: readonly Estate[]) {
  let texts = listTexts.get(estates)
  if (!texts) {
    texts = new Array<string | undefined>(estates.length)
    listTexts.set(estates, texts)
  }
  return texts
}
function searchTextAt(estates: readonly Estate[], texts: (string | undefined)[], index: number) {
  let text = texts[index]
  if (text === undefined) {
    text = estateSearchText(estates[index] as Estate)
    texts[index] = text
  }
  return text
}

/** Estates whose search text is prepared per task: a few milliseconds each on a phone. */
const WARM_SLICE = 250

/**
 * Prepares every estate's search text in short tasks, so the first search at 10,000 estates does
 * not fold them all at once (~200 ms on a phone). Returns a function that stops it.
 */
export function warmSearchTexts(estates: readonly Estate[]) {
  const texts = searchTextsOf(estates)
  let next = 0
  let timer: ReturnType<typeof setTimeout> | undefined
  const step = () => {
    const end = Math.min(estates.length, next + WARM_SLICE)
    for (; next < end; next += 1) searchTextAt(estates, texts, next)
    if (next < estates.length) timer = setTimeout(step, 0)
  }
  timer = setTimeout(step, 0)
  return () => clearTimeout(timer)
}

/** The filters of a query, without its sort and view. */
export type EstateFilters = Omit<EstateQuery, 'sort' | 'view'>

/** The ids of the visitor's saved estates, for the "Saved only" filter. */
export type SavedIds = ReadonlySet<string>

const noSavedIds: SavedIds = new Set()

/**
 * The last search's matches, by place in the list. Typing narrows a search ("v", "vi", "vie"):
 * when every word of the last search is part of a word of the new one, and nothing else changed,
 * the new matches are among the last ones, and only those are looked through again.
 */
let lastSearch:
  | {
      estates: readonly Estate[]
      savedIds: SavedIds
      others: string
      words: string[]
      matches: number[]
    }
  | undefined

/** Every filter but the search box's words. */
const othersKey = (filters: EstateFilterValues) =>
  JSON.stringify(
    estateFilters.map((filter) =>
      filter.kind === 'range' ? filter.keys.map((key) => filters[key]) : filters[filter.key],
    ),
  )

/** The places in the list of the estates that pass every filter, in the data file's order. */
function matchingPlaces(
  estates: readonly Estate[],
  filters: EstateFilters,
  savedIds: SavedIds,
): number[] {
  const tests = filterTests(filters, { savedIds })
  const words = searchWords(filters.q)
  const others = othersKey(filters)
  const narrows =
    lastSearch !== undefined &&
    lastSearch.estates === estates &&
    lastSearch.savedIds === savedIds &&
    lastSearch.others === others &&
    lastSearch.words.every((old) => words.some((word) => word.includes(old)))
  const candidates = narrows ? (lastSearch as { matches: number[] }).matches : null
  const texts = words.length ? searchTextsOf(estates) : []
  const matches: number[] = []
  const count = candidates ? candidates.length : estates.length
  for (let at = 0; at < count; at += 1) {
    const index = candidates ? (candidates[at] as number) : at
    const estate = estates[index] as Estate
    let passes = true
    for (const test of tests) {
      if (!test(estate)) {
        passes = false
        break
      }
    }
    if (passes && words.length) {
      const text = searchTextAt(estates, texts, index)
      for (const word of words) {
        if (!text.includes(word)) {
          passes = false
          break
        }
      }
    }
    if (passes) matches.push(index)
  }
  lastSearch = { estates, savedIds, others, words, matches }
  return matches
}

/** The estates that pass every filter, in the data file's order ("Saved only": among `savedIds`). */
export function filterEstates(
  estates: readonly Estate[],
  filters: EstateFilters,
  savedIds: SavedIds = noSavedIds,
): Estate[] {
  return matchingPlaces(estates, filters, savedIds).map((index) => estates[index] as Estate)
}

/**
 * By price either way, the sales first and then the rents (a month's rent is never ranked among
 * sale prices), prices on request last in each.
 */
const byPrice = (direction: 1 | -1) => (one: Estate, other: Estate) => {
  const { price: a } = one
  const { price: b } = other
  return (
    Number(one.monthly) - Number(other.monthly) ||
    (a === null || b === null ? Number(a === null) - Number(b === null) : (a - b) * direction)
  )
}

const orders: Record<Exclude<EstateSort, 'featured'>, (a: Estate, b: Estate) => number> = {
  'price-asc': byPrice(1),
  'price-desc': byPrice(-1),
  'area-desc': (a, b) => b.areaSqFt - a.areaSqFt,
  'area-asc': (a, b) => a.areaSqFt - b.areaSqFt,
}

/** Sorted as asked; equals keep the data file's order ("featured" is that order). */
export function sortEstates(estates: readonly Estate[], sort: EstateSort): Estate[] {
  return sort === 'featured' ? estates.slice() : estates.slice().sort(orders[sort])
}

/** What the home page shows for a query: the matching estates in the order asked for. */
export function findEstates(
  estates: readonly Estate[],
  query: EstateQuery,
  savedIds: SavedIds = noSavedIds,
): Estate[] {
  const matches = filterEstates(estates, query, savedIds)
  return query.sort === 'featured' ? matches : matches.sort(orders[query.sort])
}
