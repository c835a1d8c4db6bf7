import 'leaflet/dist/leaflet.css'
import { icon, map as createMap, marker, tileLayer } from './leaflet'
import { useEffect, useRef, useState } from 'react'
import { env } from '@/config/env'
import { map as mapSettings } from '@/config/constants'
import { images } from '@/config/paths'
import { mapMessages } from './messages'

type EstateMapProps = { lat: number; lng: number; label: string }

const attribution =
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors'

/** Leaflet with OpenStreetMap tiles; loaded only by the estate page, in its own chunk. */
export default function EstateMap({ lat, lng, label }: EstateMapProps) {
  const container = useRef<HTMLDivElement>(null)
  const [tiles, setTiles] = useState({ loaded: 0, failed: 0 })

  useEffect(() => {
    if (!container.current) return
    const leafletMap = createMap(container.current, {
      center: [lat, lng],
      zoom: mapSettings.zoom,
      scrollWheelZoom: false,
    })
    tileLayer(env.VITE_MAP_TILE_URL, { attribution, maxZoom: 19 })
      .on('tileload', () => setTiles((count) => ({ ...count, loaded: count.loaded + 1 })))
      .on('tileerror', () => setTiles((count) => ({ ...count, failed: count.failed + 1 })))
      .addTo(leafletMap)
    // The location is data: it goes in as text, never as HTML.
    const popup = document.createElement('p')
    popup.textContent = label
    marker([lat, lng], {
      alt: mapMessages.estateMarker(label),
      icon: icon({
        iconUrl: images.marker,
        iconSize: mapSettings.markerSize,
        iconAnchor: mapSettings.markerAnchor,
        popupAnchor: mapSettings.popupAnchor,
      }),
    })
      .bindPopup(popup)
      .addTo(leafletMap)
    return () => {
      leafletMap.remove()
    }
  }, [lat, lng, label])

  return (
    <div className="relative">
      <div
        ref={container}
        role="region"
        aria-label={mapMessages.estateMap(label)}
        className={`bg-base-200 z-0 w-full ${mapSettings.heightClass}`}
      />
      {tiles.failed > 0 && tiles.loaded === 0 ? (
        <p
          role="status"
          className="bg-base-100/95 absolute top-3 right-3 left-14 z-[1000] rounded-field px-3 py-2 text-sm shadow"
        >
          {mapMessages.tilesUnavailable}
        </p>
      ) : null}
    </div>
  )
}
