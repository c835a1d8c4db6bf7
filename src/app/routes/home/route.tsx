import { Suspense, useState, type ReactNode } from 'react'
import { Await, useLoaderData, type ShouldRevalidateFunctionArgs } from 'react-router'
import { pageTitle } from '@/config/constants'
import { messages } from '@/config/messages'
import { clearedFilters, emptyQuery } from '@/features/estates/estate-query'
import { EstateGrid, EstateGridSkeleton } from '@/features/estates/estate-grid'
import { EstateResultsSummary } from '@/features/estates/estate-results-summary'
import { EstateSearchPanel } from '@/features/estates/estate-search-panel'
import { loadEstates } from '@/features/estates/load-estates'
import { ShowcaseCarousel } from '@/features/estates/showcase-carousel'
import { useEstateSearch } from '@/features/estates/use-estate-search'
import { useResolved } from '@/lib/use-resolved'
import { hasShellPart, ShellPart } from '../../layout/shell-part'
import { renderSaveToggle } from '../../saved/saved-estate-toggle'
import { useSavedIds } from '../../saved/use-saved-ids'
import { EstatesLoadError } from './estates-load-error'
import { EstatesMapView, estatesMap } from './estates-map-view'

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

const noop = () => undefined

// The same elements every time: the carousel and the introduction are not drawn again while the
// visitor searches.
const showcase = (
  <>
    <h1 className="sr-only">Luxury Living: residences of rare distinction</h1>
    <ShowcaseCarousel />
  </>
)
const introduction = (
  <div className="mx-auto mb-14 max-w-2xl text-center">
    <p className="text-gold-deep text-xs font-semibold tracking-[0.3em] uppercase">
      The collection
    </p>
    <h2 id="estates-heading" className="mt-3 text-4xl sm:text-5xl">
      Estates
    </h2>
    <p className="text-base-content/75 mt-5 text-lg">
      From skyline apartments and elegant townhouses to family homes with gardens and serene senior
      residences, every estate in our collection is chosen for its setting, its craftsmanship and
      the life it makes possible.
    </p>
  </div>
)

/** The name of the static shell's estates, kept on screen until the app has the data. */
export const estatesShellPart = 'estates'

/** The page around the estates: shared with the static shell drawn before the app starts. */
export function HomeView({
  children,
  // The shell's panel: the same size as the live one, so nothing moves when the app takes over.
  panel = (
    <EstateSearchPanel
      query={emptyQuery}
      facets={null}
      matchCount={null}
      onChange={noop}
      onCommit={noop}
      inert
    />
  ),
}: {
  children: ReactNode
  panel?: ReactNode
}) {
  return (
    <>
      <title>{pageTitle('Home')}</title>
      {showcase}
      <section aria-labelledby="estates-heading" className="px-5 pt-20 sm:px-8">
        {introduction}
        {panel}
        {children}
      </section>
    </>
  )
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
        <EstateSearchPanel
          query={query}
          facets={facets}
          matchCount={estates ? matches.length : null}
          onChange={change}
          onCommit={commit}
          onMapIntent={estatesMap.preload}
          savedFilter={savedIds.signedIn}
        />
      }
    >
      {estates ? (
        <>
          <EstateResultsSummary
            count={matches.length}
            filtered={filtered}
            onClear={() => change(clearedFilters(query), 'choice')}
            noMatch={
              shown.saved && savedIds.ids.size === 0 ? messages.search.noSavedYet : undefined
            }
          />
          {matches.length === 0 && filtered ? null : shown.view === 'map' ? (
            <EstatesMapView estates={matches} />
          ) : (
            <EstateGrid
              estates={matches}
              cardCorner={renderSaveToggle}
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
    </HomeView>
  )
}
