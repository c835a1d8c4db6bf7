import { useCallback, useState } from 'react'
import { icon, tileLayer, type Map as LeafletMap } from './leaflet'
import { map as mapSettings } from '@/config/constants'
import { env } from '@/config/env'
import { images } from '@/config/paths'
import { mapMessages } from './messages'

const attribution =
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors'

/** The site's marker for one estate. */
export const estateIcon = () =>
  icon({
    iconUrl: images.marker,
    iconSize: mapSettings.markerSize,
    iconAnchor: mapSettings.markerAnchor,
    popupAnchor: mapSettings.popupAnchor,
  })

/**
 * The OpenStreetMap tiles: `addTiles` puts them on a map, counting those that load and fail;
 * `unavailable` once some failed and none loaded (the tile server down, not the map).
 */
export function useMapTiles() {
  const [tiles, setTiles] = useState({ loaded: 0, failed: 0 })
  const addTiles = useCallback(
    (map: LeafletMap) =>
      tileLayer(env.VITE_MAP_TILE_URL, { attribution, maxZoom: 19 })
        .on('tileload', () => setTiles((count) => ({ ...count, loaded: count.loaded + 1 })))
        .on('tileerror', () => setTiles((count) => ({ ...count, failed: count.failed + 1 })))
        .addTo(map),
    [],
  )
  return { addTiles, unavailable: tiles.failed > 0 && tiles.loaded === 0 }
}

/** Over the map while its tiles are unavailable: the markers still work. */
export function TilesUnavailable() {
  return (
    <p
      role="status"
      className="bg-base-100/95 absolute top-3 right-3 left-14 z-[1000] rounded-field px-3 py-2 text-sm shadow"
    >
      {mapMessages.tilesUnavailable}
    </p>
  )
}
