import { Suspense, useEffect, useMemo, useState, type ComponentType } from 'react'
import {
  Await,
  useAsyncError,
  useLoaderData,
  useNavigate,
  useRevalidator,
  type ShouldRevalidateFunctionArgs,
} from 'react-router'
import { RetryNotice } from '@/components/retry-notice'
import { paths } from '@/config/paths'
import type { Estate } from '@/features/estates/estate-schema'
import { facetsOf, withOrderedRanges, type EstateFacets } from '@/features/estates/estate-filters'
import { clearedFilters, emptyQuery, isFiltered } from '@/features/estates/estate-query'
import { EstateGrid, EstateGridSkeleton } from '@/features/estates/estate-grid'
import { EstateResultsSummary } from '@/features/estates/estate-results-summary'
import { EstateSearchPanel } from '@/features/estates/estate-search-panel'
import { findEstates, warmSearchTexts } from '@/features/estates/filter-estates'
import { loadEstates } from '@/features/estates/load-estates'
import type { EstateList } from '@/features/estates/parse-estates'
import { useEstateQuery } from '@/features/estates/use-estate-query'
import { useSessionUser } from '@/features/auth/use-session-user'
import type { EstatesMapProps } from '@/features/map/estates-map'
import { useSavedEstates } from '@/features/saved/use-saved-estates'
import { hasShellPart, ShellPart } from '../../layout/shell-part'
import { renderSaveToggle } from '../../saved/saved-estate-toggle'
import { estateMessages } from '@/features/estates/messages'
import { collectionMessages } from '@/features/estates/collection-messages'
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

function EstatesLoadError() {
  const error = useAsyncError()
  const { revalidate, state } = useRevalidator()
  useEffect(() => console.error('Failed to load the estates', error), [error])
  return (
    <RetryNotice
      message={estateMessages.loadFailed}
      busy={state === 'loading'}
      onRetry={() => void revalidate()}
    />
  )
}

/** The loader's estates once they have arrived; null until then (and for a failed load). */
function useArrived(estateList: Promise<EstateList>) {
  const [arrived, setArrived] = useState<{ from: Promise<EstateList>; list: EstateList } | null>(
    null,
  )
  useEffect(() => {
    let current = true
    estateList.then(
      (list) => current && setArrived({ from: estateList, list }),
      () => undefined,
    )
    return () => {
      current = false
    }
  }, [estateList])
  return arrived?.from === estateList ? arrived.list.estates : null
}

const noEstates: Estate[] = []

/** The ids of the signed-in visitor's saved estates (none for a guest), following other tabs. */
function useSavedIds() {
  const user = useSessionUser()
  const saved = useSavedEstates(user?.uid)
  const ids = useMemo(() => new Set(saved.map((entry) => entry.id)), [saved])
  return { signedIn: user !== null, ids }
}

export function Component() {
  const { estateList } = useLoaderData<typeof loader>()
  const estates = useArrived(estateList)
  const facets = useMemo<EstateFacets | null>(() => (estates ? facetsOf(estates) : null), [estates])
  useEffect(() => (estates ? warmSearchTexts(estates) : undefined), [estates])
  const savedIds = useSavedIds()
  const { query, shown, change, commit } = useEstateQuery(facets, savedIds.signedIn)
  // The same search again (the address catching up with what was typed) finds nothing new.
  const resultsKey = JSON.stringify({ ...withOrderedRanges(shown), view: '' })
  // Saving or removing one changes the results only while "Saved only" is on.
  const savedFilter = shown.saved ? savedIds.ids : null
  const matches = useMemo(
    () =>
      estates
        ? findEstates(estates, withOrderedRanges(shown), savedFilter ?? undefined)
        : noEstates,
    // eslint-disable-next-line react-hooks/exhaustive-deps -- resultsKey stands for shown's content
    [estates, resultsKey, savedFilter],
  )
  const filtered = isFiltered(shown)
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
          onMapIntent={preloadMap}
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
              shown.saved && savedIds.ids.size === 0
                ? collectionMessages.search.noSavedYet
                : undefined
            }
          />
          {matches.length === 0 && filtered ? null : shown.view === 'map' ? (
            <MapView estates={matches} />
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

type MapModule = { default: ComponentType<EstatesMapProps> }
const loadMap = (): Promise<MapModule> => import('@/features/map/estates-map')
/** Ahead of a likely click; a failure is reported when the map view itself asks. */
const preloadMap = () => void loadMap().catch(() => undefined)

/** Leaflet and the clustering load only when the map view is opened. */
function MapView({ estates }: { estates: Estate[] }) {
  const navigate = useNavigate()
  const [loaded, setLoaded] = useState<MapModule | null>(null)
  const [failed, setFailed] = useState(false)
  const [attempt, setAttempt] = useState(0)
  useEffect(() => {
    let current = true
    loadMap().then(
      (module) => current && setLoaded(module),
      (error: unknown) => {
        console.error('Failed to load the map', error)
        if (current) setFailed(true)
      },
    )
    return () => {
      current = false
    }
  }, [attempt])
  if (failed)
    return (
      <RetryNotice
        message={collectionMessages.mapLoadFailed}
        onRetry={() => {
          setFailed(false)
          setAttempt((count) => count + 1)
        }}
      />
    )
  if (!loaded)
    return (
      <div
        role="status"
        aria-busy="true"
        className="bg-base-200 rounded-box flex h-[min(70vh,640px)] items-center justify-center"
      >
        {collectionMessages.loadingMap}
      </div>
    )
  const EstatesMap = loaded.default
  return (
    <EstatesMap
      estates={estates}
      estateHref={(estate) => paths.estate.href(estate.id)}
      onOpenEstate={(estate) => void navigate(paths.estate.href(estate.id))}
    />
  )
}
