import { DisplaySwitch } from '@/components/display-switch'
import { Suspense, useState } from 'react'
import { Await, useLoaderData, type ShouldRevalidateFunctionArgs } from 'react-router'
import { CompareBarSlot, renderCompareToggle } from '@/features/compare/compare-toggle'
import { clearedFilters, emptyQuery } from '@/features/estates/estate-query'
import { EstateGrid, EstateGridSkeleton } from '@/features/estates/estate-grid'
import { EstateResultsSummary } from '@/features/estates/estate-results-summary'
import { EstateSearchPanel } from '@/features/estates/estate-search-panel'
import { loadEstates } from '@/features/estates/load-estates'
import { MarketSwitch } from '@/features/estates/market-switch'
import { useEstateSearch } from '@/features/estates/use-estate-search'
import { useResolved } from '@/lib/use-resolved'
import { hasShellPart, ShellPart } from '../../layout/shell-part'
import { renderSaveToggle } from '../../saved/saved-estate-toggle'
import { SaveSearchButton } from '../../saved-searches/save-search-button'
import { useSavedIds } from '../../saved/use-saved-ids'
import { EstatesLoadError } from './estates-load-error'
import { EstatesMapView, estatesMap } from './estates-map-view'
import { collectionMessages } from '@/features/estates/messages'
import { estatesShellPart, HomeView } from './home-view'

export function loader() {
  // Not awaited: the page paints at once and the grid shows skeletons until the data arrives.
  const estateList = loadEstates()
  // A failure can arrive before the page renders <Await>, which then shows it; until then it is
  // not an unhandled rejection.
  estateList.catch(() => undefined)
  return { estateList }
}

/** The search lives in the query string: changing it must not fetch the estates again. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  const searchOnly =
    currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search
  return searchOnly ? false : defaultShouldRevalidate
}

export function Component() {
  const { estateList } = useLoaderData<typeof loader>()
  const estates = useResolved(estateList)?.estates ?? null
  const savedIds = useSavedIds()
  const { facets, query, shown, change, commit, matches, filtered } = useEstateSearch(
    estates,
    savedIds,
  )
  // The static shell drew the first page of the whole collection: it stays until the data is here.
  const asTheShell = !filtered && shown.sort === emptyQuery.sort && shown.view === emptyQuery.view
  // Cards from the shell on screen: the app's first page replaces them whole.
  const [fromShell] = useState(() => hasShellPart(estatesShellPart))
  const loading = asTheShell ? (
    <ShellPart name={estatesShellPart} fallback={<EstateGridSkeleton />} />
  ) : (
    <EstateGridSkeleton />
  )

  return (
    <HomeView
      panel={
        <>
          <MarketSwitch query={query} onChange={change} />
          <EstateSearchPanel
            displaySwitch={<DisplaySwitch />}
            query={query}
            facets={facets}
            matchCount={estates ? matches.length : null}
            onChange={change}
            onCommit={commit}
            onMapIntent={estatesMap.preload}
            savedFilter={savedIds.signedIn}
          />
        </>
      }
    >
      {estates ? (
        <>
          <EstateResultsSummary
            estates={matches}
            filtered={filtered}
            onClear={() => change(clearedFilters(query), 'choice')}
            actions={<SaveSearchButton query={query} labels={facets?.labels} />}
            noMatch={
              shown.saved && savedIds.ids.size === 0
                ? collectionMessages.search.noSavedYet
                : undefined
            }
          />
          {matches.length === 0 && filtered ? null : shown.view === 'map' ? (
            <EstatesMapView estates={matches} />
          ) : (
            <EstateGrid
              estates={matches}
              cardCorner={renderSaveToggle}
              cardAction={renderCompareToggle}
              firstPageAtOnce={fromShell && asTheShell}
            />
          )}
        </>
      ) : (
        <Suspense fallback={loading}>
          <Await resolve={estateList} errorElement={<EstatesLoadError />}>
            {() => loading}
          </Await>
        </Suspense>
      )}
      <CompareBarSlot />
    </HomeView>
  )
}
