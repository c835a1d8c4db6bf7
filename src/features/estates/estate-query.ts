import {
  emptyFilters,
  parseFilters,
  serialiseFilters,
  setCount,
  estateFilters,
  type EstateFilterValues,
} from './estate-filters'

/**
 * The home page's search, filters, sort and view, read from and written to the query string, so a
 * link can be shared, reloaded and undone with Back. The filters are the table in estate-filters.ts;
 * the search box, the sort and the view are written out here: the search box is typed rather than
 * chosen, and the sort and view do not narrow the estates.
 */

export const estateSorts = ['featured', 'price-asc', 'price-desc', 'area-desc', 'area-asc'] as const
export type EstateSort = (typeof estateSorts)[number]

export const estateViews = ['list', 'map'] as const
export type EstateView = (typeof estateViews)[number]

export type EstateQuery = {
  /** The search box as typed (its words are matched; see searchWords). */
  q: string
  sort: EstateSort
  view: EstateView
} & EstateFilterValues

export const emptyQuery: EstateQuery = { q: '', ...emptyFilters(), sort: 'featured', view: 'list' }

/** Longer searches are cut: nobody types this much, and every word costs a pass over the data. */
export const MAX_SEARCH_LENGTH = 200

function oneOf<T extends string>(options: readonly T[], value: string | null, fallback: T): T {
  return options.includes(value as T) ? (value as T) : fallback
}

/** The query a query string asks for; nonsense in it is dropped or corrected, never an error. */
export function parseEstateQuery(params: URLSearchParams): EstateQuery {
  return {
    q: (params.get('q') ?? '').slice(0, MAX_SEARCH_LENGTH),
    ...parseFilters(params),
    sort: oneOf(estateSorts, params.get('sort'), emptyQuery.sort),
    view: oneOf(estateViews, params.get('view'), emptyQuery.view),
  }
}

/** The query string of a query: defaults left out, always in the same order. */
export function serialiseEstateQuery(query: EstateQuery): URLSearchParams {
  const params = new URLSearchParams()
  if (query.q.trim()) params.append('q', query.q)
  serialiseFilters(query, params)
  if (query.sort !== emptyQuery.sort) params.append('sort', query.sort)
  if (query.view !== emptyQuery.view) params.append('view', query.view)
  return params
}

/**
 * A search string (an address's query, with or without its `?`) as the site itself writes it:
 * what a saved search keeps, so two ways of writing the same search are the same search.
 */
export const canonicalEstateQuery = (search: string) =>
  serialiseEstateQuery(parseEstateQuery(new URLSearchParams(search))).toString()

/** Whether the query narrows the estates (sort and view do not). */
export const isFiltered = (query: EstateQuery) =>
  query.q.trim() !== '' || estateFilters.some((filter) => setCount(filter, query) > 0)

/** The same query with every filter cleared; sort and view stay as chosen. */
export const clearedFilters = (query: EstateQuery): EstateQuery => ({
  ...emptyQuery,
  sort: query.sort,
  view: query.view,
})
