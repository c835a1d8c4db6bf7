import 'leaflet/dist/leaflet.css'
import { map as createMap, marker } from './leaflet'
import { useEffect, useRef } from 'react'
import { approximateLocation, map as mapSettings } from '@/config/constants'
import { approximateArea } from './approximate-area'
import { estateIcon, TilesUnavailable, useMapTiles } from './map-tiles'
import { mapMessages } from './messages'

type EstateMapProps = {
  lat: number
  lng: number
  label: string
  /** The area around the point, never the point itself (location_precision "approximate"). */
  approximate?: boolean
}

/** Leaflet with OpenStreetMap tiles; loaded only by the estate page, in its own chunk. */
export default function EstateMap({ lat, lng, label, approximate = false }: EstateMapProps) {
  const container = useRef<HTMLDivElement>(null)
  const tiles = useMapTiles()
  const { addTiles } = tiles

  useEffect(() => {
    if (!container.current) return
    const leafletMap = createMap(container.current, {
      center: [lat, lng],
      zoom: mapSettings.zoom,
      // Zoomed in further, the circle would fill the map and read as the house's own plot.
      ...(approximate ? { maxZoom: approximateLocation.maxZoom } : {}),
      scrollWheelZoom: false,
    })
    addTiles(leafletMap)
    // The location is data: it goes in as text, never as HTML.
    const popup = document.createElement('p')
    popup.textContent = label
    const place = approximate
      ? approximateArea(leafletMap, lat, lng, mapMessages.estateArea(label))
      : marker([lat, lng], { alt: mapMessages.estateMarker(label), icon: estateIcon() })
    place.bindPopup(popup).addTo(leafletMap)
    return () => {
      leafletMap.remove()
    }
  }, [lat, lng, label, approximate, addTiles])

  return (
    <div className="relative">
      <div
        ref={container}
        role="region"
        aria-label={mapMessages.estateMap(label)}
        className={`bg-base-200 z-0 w-full ${mapSettings.heightClass}`}
      />
      {tiles.unavailable ? <TilesUnavailable /> : null}
    </div>
  )
}
