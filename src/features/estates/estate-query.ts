/**
 * The home page's search, filters, sort and view, read from and written to the query string: one
 * place that knows the parameters' names, so a link can be shared, reloaded and undone with Back.
 * Adding a parameter: a field in EstateQuery and emptyQuery, one line in parseEstateQuery, one in
 * serialiseEstateQuery (and in isFiltered if it narrows the results).
 */

export const estateSorts = ['featured', 'price-asc', 'price-desc', 'area-desc', 'area-asc'] as const
export type EstateSort = (typeof estateSorts)[number]

export const estateViews = ['list', 'map'] as const
export type EstateView = (typeof estateViews)[number]

export type EstateQuery = {
  /** The search box as typed (its words are matched; see searchWords). */
  q: string
  segments: string[]
  statuses: string[]
  minPrice: number | null
  maxPrice: number | null
  minArea: number | null
  maxArea: number | null
  /** Estates having every one of these. */
  facilities: string[]
  /** Only the visitor's saved estates (`saved=1`): a signed-in visitor's filter. */
  saved: boolean
  sort: EstateSort
  view: EstateView
}

export const emptyQuery: EstateQuery = {
  q: '',
  segments: [],
  statuses: [],
  minPrice: null,
  maxPrice: null,
  minArea: null,
  maxArea: null,
  facilities: [],
  saved: false,
  sort: 'featured',
  view: 'list',
}

/** Longer searches are cut: nobody types this much, and every word costs a pass over the data. */
export const MAX_SEARCH_LENGTH = 200

/** "2500000", "2,500,000" or "$2 500 000"; anything else (or negative, or not finite) is no bound. */
export function parseAmount(value: string | null | undefined): number | null {
  if (value == null) return null
  const cleaned = value.replace(/[$,\s_]/g, '')
  if (!/^\d+(\.\d+)?$/.test(cleaned)) return null
  const amount = Number(cleaned)
  return Number.isFinite(amount) ? amount : null
}

const unique = (values: string[]) => [
  ...new Set(values.map((value) => value.trim()).filter(Boolean)),
]

function oneOf<T extends string>(options: readonly T[], value: string | null, fallback: T): T {
  return options.includes(value as T) ? (value as T) : fallback
}

/** A lower bound above its upper bound: the visitor meant the range between them. */
function orderedRange(min: number | null, max: number | null): [number | null, number | null] {
  return min !== null && max !== null && min > max ? [max, min] : [min, max]
}

/** The query a query string asks for; nonsense in it is dropped or corrected, never an error. */
export function parseEstateQuery(params: URLSearchParams): EstateQuery {
  const [minPrice, maxPrice] = orderedRange(
    parseAmount(params.get('minPrice')),
    parseAmount(params.get('maxPrice')),
  )
  const [minArea, maxArea] = orderedRange(
    parseAmount(params.get('minArea')),
    parseAmount(params.get('maxArea')),
  )
  return {
    q: (params.get('q') ?? '').slice(0, MAX_SEARCH_LENGTH),
    segments: unique(params.getAll('segment')),
    statuses: unique(params.getAll('status')),
    minPrice,
    maxPrice,
    minArea,
    maxArea,
    facilities: unique(params.getAll('facility')),
    saved: params.get('saved') === '1',
    sort: oneOf(estateSorts, params.get('sort'), emptyQuery.sort),
    view: oneOf(estateViews, params.get('view'), emptyQuery.view),
  }
}

/** The query string of a query: defaults left out, always in the same order. */
export function serialiseEstateQuery(query: EstateQuery): URLSearchParams {
  const params = new URLSearchParams()
  const amount = (name: string, value: number | null) => {
    if (value !== null) params.append(name, String(value))
  }
  if (query.q.trim()) params.append('q', query.q)
  query.segments.forEach((segment) => params.append('segment', segment))
  query.statuses.forEach((status) => params.append('status', status))
  amount('minPrice', query.minPrice)
  amount('maxPrice', query.maxPrice)
  amount('minArea', query.minArea)
  amount('maxArea', query.maxArea)
  query.facilities.forEach((facility) => params.append('facility', facility))
  if (query.saved) params.append('saved', '1')
  if (query.sort !== emptyQuery.sort) params.append('sort', query.sort)
  if (query.view !== emptyQuery.view) params.append('view', query.view)
  return params
}

/** The values the data offers for each list filter (see facetsOf). */
export type EstateFacets = { segments: string[]; statuses: string[]; facilities: string[] }

/**
 * The query with only values the data has, spelt as the data spells them (`segment=apartments`
 * means "Apartments"): a value no estate has would only ever show an empty page.
 */
export function restrictToFacets(query: EstateQuery, facets: EstateFacets): EstateQuery {
  const known = (values: string[], offered: string[]) => {
    const byKey = new Map(offered.map((value) => [value.toLocaleLowerCase('en'), value]))
    return unique(values.flatMap((value) => byKey.get(value.toLocaleLowerCase('en')) ?? []))
  }
  return {
    ...query,
    segments: known(query.segments, facets.segments),
    statuses: known(query.statuses, facets.statuses),
    facilities: known(query.facilities, facets.facilities),
  }
}

/**
 * The query a visitor may ask for: "Saved only" is a signed-in visitor's, so a guest's address
 * drops it, as it drops any other value the page cannot show.
 */
export const restrictToVisitor = (query: EstateQuery, signedIn: boolean): EstateQuery =>
  query.saved && !signedIn ? { ...query, saved: false } : query

/** A query whose lower bounds are not above their upper bounds (a half-typed one may be). */
export function withOrderedRanges(query: EstateQuery): EstateQuery {
  const [minPrice, maxPrice] = orderedRange(query.minPrice, query.maxPrice)
  const [minArea, maxArea] = orderedRange(query.minArea, query.maxArea)
  return { ...query, minPrice, maxPrice, minArea, maxArea }
}

/** Whether the query narrows the estates (sort and view do not). */
export function isFiltered(query: EstateQuery) {
  return (
    query.q.trim() !== '' ||
    query.segments.length > 0 ||
    query.statuses.length > 0 ||
    query.minPrice !== null ||
    query.maxPrice !== null ||
    query.minArea !== null ||
    query.maxArea !== null ||
    query.facilities.length > 0 ||
    query.saved
  )
}

/** The same query with every filter cleared; sort and view stay as chosen. */
export const clearedFilters = (query: EstateQuery): EstateQuery => ({
  ...emptyQuery,
  sort: query.sort,
  view: query.view,
})
