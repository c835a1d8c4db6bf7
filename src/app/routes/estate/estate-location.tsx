import { lazyPart, WhenLoaded } from '@/components/lazy-part'
import { WhenNearViewport } from '@/components/when-near-viewport'
import { map } from '@/config/constants'
import { estatePageMessages, estateMessages } from '@/features/estates/messages'
import type { Estate } from '@/features/estates/estate-schema'

const estateMap = lazyPart(() =>
  import('@/features/map/estate-map').then((module) => module.default),
)
// The map's height as a class: this page is also written into its HTML, where the CSP allows no
// style attribute.
const mapPlaceholder = (
  <div aria-hidden="true" className={`skeleton w-full rounded-none ${map.heightClass}`} />
)

/** "The Location is right here:" and the map, loaded as the visitor nears it. */
export function EstateLocation({ estate }: { estate: Estate }) {
  const { coordinates } = estate
  const approximate = estate.locationPrecision === 'approximate'
  return (
    <section aria-labelledby="location-heading" className="px-0 pt-16 sm:px-8 print:hidden">
      <h2 id="location-heading" className="mb-6 px-5 text-2xl sm:px-0">
        {estatePageMessages.location}
      </h2>
      {coordinates && approximate ? (
        <p className="mb-6 flex flex-wrap items-baseline gap-x-3 gap-y-1 px-5 sm:px-0">
          <span className="text-secondary font-semibold">
            {estatePageMessages.approximateLocation}
          </span>
          <span className="text-base-content/80">{estatePageMessages.approximateNote}</span>
        </p>
      ) : null}
      {coordinates ? (
        <WhenNearViewport placeholder={mapPlaceholder}>
          <WhenLoaded
            part={estateMap}
            fallback={mapPlaceholder}
            failed={estateMessages.mapLoadFailed}
          >
            {(EstateMap) => (
              <EstateMap
                lat={coordinates.lat}
                lng={coordinates.lng}
                label={estate.location}
                approximate={approximate}
              />
            )}
          </WhenLoaded>
        </WhenNearViewport>
      ) : (
        <p className="bg-base-200 flex h-40 items-center justify-center text-lg">
          {estatePageMessages.locationUnavailable}
        </p>
      )}
    </section>
  )
}
