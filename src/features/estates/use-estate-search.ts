import { useEffect, useMemo } from 'react'
import type { Estate } from './estate-schema'
import { facetsOf, withOrderedRanges, type EstateFacets } from './estate-filters'
import { isFiltered } from './estate-query'
import { findEstates, warmSearchTexts } from './filter-estates'
import { useEstateQuery } from './use-estate-query'

const noEstates: Estate[] = []

/**
 * The search of the collection: the query the address holds (useEstateQuery) and the estates it
 * matches, with the filters' options. `estates` is null while they load; `saved` are the ids of the
 * visitor's saved estates (for "Saved only", offered when `signedIn`).
 */
export function useEstateSearch(
  estates: Estate[] | null,
  saved: { signedIn: boolean; ids: ReadonlySet<string> },
) {
  const facets = useMemo<EstateFacets | null>(() => (estates ? facetsOf(estates) : null), [estates])
  useEffect(() => (estates ? warmSearchTexts(estates) : undefined), [estates])
  const { query, shown, change, commit } = useEstateQuery(facets, saved.signedIn)
  // The same search again (the address catching up with what was typed) finds nothing new.
  const resultsKey = JSON.stringify({ ...withOrderedRanges(shown), view: '' })
  // Saving or removing one changes the results only while "Saved only" is on.
  const savedFilter = shown.saved ? saved.ids : null
  const matches = useMemo(
    () =>
      estates
        ? findEstates(estates, withOrderedRanges(shown), savedFilter ?? undefined)
        : noEstates,
    // eslint-disable-next-line react-hooks/exhaustive-deps -- resultsKey stands for shown's content
    [estates, resultsKey, savedFilter],
  )
  return { facets, query, shown, change, commit, matches, filtered: isFiltered(shown) }
}
