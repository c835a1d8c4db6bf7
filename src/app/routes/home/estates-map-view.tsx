import { useNavigate } from 'react-router'
import { paths } from '@/config/paths'
import { collectionMessages, estateMessages } from '@/features/estates/messages'
import type { Estate } from '@/features/estates/estate-schema'
import { useDisplay } from '@/lib/display-choice'
import { lazyPart, WhenLoaded } from '@/components/lazy-part'

/** Leaflet and the clustering load only when the map view is opened (or about to be). */
export const estatesMap = lazyPart(() =>
  import('@/features/map/estates-map').then((module) => module.default),
)

const loadingMap = (
  <div
    role="status"
    aria-busy="true"
    className="bg-base-200 rounded-box flex h-[min(70vh,640px)] items-center justify-center"
  >
    {collectionMessages.loadingMap}
  </div>
)

/**
 * The matching estates on the map, their popups' prices in the visitor's money; a popup's link
 * opens the estate inside the app.
 */
export function EstatesMapView({ estates }: { estates: Estate[] }) {
  const navigate = useNavigate()
  const { money } = useDisplay()
  return (
    <WhenLoaded part={estatesMap} fallback={loadingMap} failed={estateMessages.mapLoadFailed}>
      {(EstatesMap) => (
        <EstatesMap
          estates={estates}
          estateHref={(estate) => paths.estate.href(estate.id)}
          onOpenEstate={(estate) => void navigate(paths.estate.href(estate.id))}
          money={money}
        />
      )}
    </WhenLoaded>
  )
}
