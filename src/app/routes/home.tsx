import { Suspense, useEffect, type ReactNode } from 'react'
import { Await, useAsyncError, useLoaderData, useRevalidator } from 'react-router'
import { RetryNotice } from '@/components/retry-notice'
import { pageTitle } from '@/config/constants'
import { messages } from '@/config/messages'
import { EstateGrid, EstateGridSkeleton } from '@/features/estates/estate-grid'
import { loadEstates } from '@/features/estates/load-estates'
import { ShowcaseCarousel } from '@/features/estates/showcase-carousel'
import { renderSaveToggle } from '../saved/saved-estate-toggle'

export function loader() {
  // Not awaited: the page paints at once and the grid shows skeletons until the data arrives.
  const estateList = loadEstates()
  // A failure can arrive before the page renders <Await>, which then shows it; until then it is
  // not an unhandled rejection.
  estateList.catch(() => undefined)
  return { estateList }
}

function EstatesLoadError() {
  const error = useAsyncError()
  const { revalidate, state } = useRevalidator()
  useEffect(() => console.error('Failed to load the estates', error), [error])
  return (
    <RetryNotice
      message={messages.estates.loadFailed}
      busy={state === 'loading'}
      onRetry={() => void revalidate()}
    />
  )
}

/** The page around the estates: shared with the static shell drawn before the app starts. */
export function HomeView({ children }: { children: ReactNode }) {
  return (
    <>
      <title>{pageTitle('Home')}</title>
      <h1 className="sr-only">Luxury Living: residences of rare distinction</h1>
      <ShowcaseCarousel />
      <section aria-labelledby="estates-heading" className="px-5 pt-20 sm:px-8">
        <div className="mx-auto mb-14 max-w-2xl text-center">
          <p className="text-gold-deep text-xs font-semibold tracking-[0.3em] uppercase">
            The collection
          </p>
          <h2 id="estates-heading" className="mt-3 text-4xl sm:text-5xl">
            Estates
          </h2>
          <p className="text-base-content/75 mt-5 text-lg">
            From skyline apartments and elegant townhouses to family homes with gardens and serene
            senior residences, every estate in our collection is chosen for its setting, its
            craftsmanship and the life it makes possible.
          </p>
        </div>
        {children}
      </section>
    </>
  )
}

export function Component() {
  const { estateList } = useLoaderData<typeof loader>()
  return (
    <HomeView>
      <Suspense fallback={<EstateGridSkeleton />}>
        <Await resolve={estateList} errorElement={<EstatesLoadError />}>
          {({ estates }) => <EstateGrid estates={estates} cardCorner={renderSaveToggle} />}
        </Await>
      </Suspense>
    </HomeView>
  )
}
