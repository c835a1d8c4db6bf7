import 'leaflet/dist/leaflet.css'
import {
  divIcon,
  icon,
  latLngBounds,
  layerGroup,
  map as createMap,
  marker,
  tileLayer,
  type LayerGroup,
  type LeafletKeyboardEvent,
  type Map as LeafletMap,
  type Marker,
} from './leaflet'
import { useEffect, useMemo, useRef, useState } from 'react'
import Supercluster from 'supercluster'
import { imageWidths, map as mapSettings, estatesMap } from '@/config/constants'
import { env } from '@/config/env'
import { images } from '@/config/paths'
import { formatNumber } from '@/lib/format'
import { responsiveSources } from '@/lib/responsive-image'
import { mapMessages } from './messages'

/** What the map needs of an estate (the estates feature's Estate has it). */
export type MapEstate = {
  id: string
  title: string
  price: number
  location: string
  image: string
  coordinates: { lat: number; lng: number } | null
}

export type EstatesMapProps = {
  estates: readonly MapEstate[]
  estateHref: (estate: MapEstate) => string
  /** Follows the popup's link inside the app rather than reloading the page. */
  onOpenEstate: (estate: MapEstate) => void
}

type Located = MapEstate & { coordinates: { lat: number; lng: number } }
type Point = { estate: number }

const attribution =
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors'

const estateIcon = () =>
  icon({
    iconUrl: images.marker,
    iconSize: mapSettings.markerSize,
    iconAnchor: mapSettings.markerAnchor,
    popupAnchor: mapSettings.popupAnchor,
  })

/** The popup's small card, built as DOM nodes: the estate's fields are data, never HTML. */
function popupCard(estate: MapEstate, href: string, open: () => void) {
  const card = document.createElement('div')
  card.className = 'flex w-52 flex-col gap-1.5'
  const photo = Object.assign(document.createElement('img'), {
    ...responsiveSources(estate.image, imageWidths.estate),
    sizes: '208px',
    alt: '',
    width: 208,
    height: 139,
    className: 'bg-base-300 mb-1 aspect-[3/2] w-full rounded-field object-cover',
  })
  const title = Object.assign(document.createElement('h3'), {
    textContent: estate.title,
    className: 'font-display text-base leading-snug',
  })
  const price = Object.assign(document.createElement('p'), {
    textContent: mapMessages.price(estate.price),
    className: 'text-secondary !m-0 font-semibold',
  })
  const location = Object.assign(document.createElement('p'), {
    textContent: estate.location,
    className: 'text-base-content/75 !m-0',
  })
  const link = Object.assign(document.createElement('a'), {
    href,
    textContent: mapMessages.view,
    className: 'link link-primary font-semibold',
  })
  link.setAttribute('aria-label', mapMessages.viewLabel(estate.title))
  link.addEventListener('click', (event) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
    event.preventDefault()
    open()
  })
  card.append(photo, title, price, location, link)
  return card
}

/**
 * Every estate given on one Leaflet map, clustered with supercluster (decision 016): the index is
 * built once per set of estates, and only the clusters in view are drawn, after each move.
 */
export default function EstatesMap({ estates, estateHref, onOpenEstate }: EstatesMapProps) {
  const container = useRef<HTMLDivElement>(null)
  const leaflet = useRef<{ map: LeafletMap; layer: LayerGroup } | null>(null)
  const [tiles, setTiles] = useState({ loaded: 0, failed: 0 })
  const located = useMemo(
    () => estates.filter((estate): estate is Located => estate.coordinates !== null),
    [estates],
  )
  const missing = estates.length - located.length
  const index = useMemo(() => {
    const clusters = new Supercluster<Point, Point>({
      radius: estatesMap.clusterRadiusPx,
      maxZoom: estatesMap.clusterMaxZoom,
    })
    clusters.load(
      located.map((estate, position) => ({
        type: 'Feature' as const,
        properties: { estate: position },
        geometry: {
          type: 'Point' as const,
          coordinates: [estate.coordinates.lng, estate.coordinates.lat],
        },
      })),
    )
    return clusters
  }, [located])
  // The latest callbacks, without redrawing the map when only they change.
  const links = useRef({ estateHref, onOpenEstate })
  useEffect(() => {
    links.current = { estateHref, onOpenEstate }
  })

  useEffect(() => {
    if (!container.current) return
    const map = createMap(container.current, {
      center: [20, 0],
      zoom: 2,
      minZoom: 1,
      scrollWheelZoom: false,
      worldCopyJump: true,
    })
    tileLayer(env.VITE_MAP_TILE_URL, { attribution, maxZoom: 19 })
      .on('tileload', () => setTiles((count) => ({ ...count, loaded: count.loaded + 1 })))
      .on('tileerror', () => setTiles((count) => ({ ...count, failed: count.failed + 1 })))
      .addTo(map)
    leaflet.current = { map, layer: layerGroup().addTo(map) }
    return () => {
      leaflet.current = null
      map.remove()
    }
  }, [])

  useEffect(() => {
    const current = leaflet.current
    if (!current) return
    const { map, layer } = current
    let drawn = new Map<string, Marker>()
    const draw = () => {
      const bounds = map.getBounds()
      const west = bounds.getWest()
      const east = bounds.getEast()
      const box: [number, number, number, number] =
        east - west >= 360
          ? [-180, bounds.getSouth(), 180, bounds.getNorth()]
          : [west, bounds.getSouth(), east, bounds.getNorth()]
      const focusWasOnMap = container.current?.contains(document.activeElement) ?? false
      // Markers still in view stay as they are (an open popup with them); the rest go or come.
      const previous = drawn
      drawn = new Map()
      for (const feature of index.getClusters(box, Math.round(map.getZoom()))) {
        const [lng, lat] = feature.geometry.coordinates as [number, number]
        const properties = feature.properties
        const isCluster = 'cluster' in properties && properties.cluster
        const key = isCluster ? `c${properties.cluster_id}` : `e${properties.estate}`
        const kept = previous.get(key)
        if (kept) {
          previous.delete(key)
          drawn.set(key, kept)
          continue
        }
        if ('cluster' in properties && properties.cluster) {
          const count = properties.point_count
          const size = count < 10 ? 38 : count < 100 ? 44 : count < 1000 ? 52 : 60
          const cluster = marker([lat, lng], {
            icon: divIcon({
              html: `<span aria-hidden="true">${formatNumber(count)}</span>`,
              className:
                'estates-cluster bg-primary text-primary-content ring-gold/50 grid place-items-center rounded-full text-sm font-semibold shadow-lg ring-4',
              iconSize: [size, size],
            }),
            keyboard: true,
            riseOnHover: true,
          })
          cluster.on('add', () => {
            cluster.getElement()?.setAttribute('aria-label', mapMessages.cluster(count))
          })
          const expand = () => {
            const zoom = Math.min(index.getClusterExpansionZoom(properties.cluster_id), 18)
            map.setView([lat, lng], zoom)
          }
          cluster.on('click', expand)
          // A button to assistive technology, so Enter and Space open it (Leaflet gives a key
          // only to markers with a popup).
          cluster.on('keypress', (event) => {
            const key = (event as LeafletKeyboardEvent).originalEvent
            if (key.key !== 'Enter' && key.key !== ' ') return
            key.preventDefault()
            expand()
          })
          layer.addLayer(cluster)
          drawn.set(key, cluster)
          continue
        }
        const estate = located[properties.estate]
        if (!estate) continue
        const pin = marker([lat, lng], { icon: estateIcon(), alt: estate.title, keyboard: true })
        pin.bindPopup(() =>
          popupCard(estate, links.current.estateHref(estate), () =>
            links.current.onOpenEstate(estate),
          ),
        )
        pin.on('popupopen', (event) => {
          // Opened from the keyboard: take the visitor to the popup's link.
          const link = event.popup
            .getElement()
            ?.querySelector('a[href]:not(.leaflet-popup-close-button)')
          if (pin.getElement() === document.activeElement && link instanceof HTMLElement)
            link.focus()
        })
        layer.addLayer(pin)
        drawn.set(key, pin)
      }
      previous.forEach((gone) => layer.removeLayer(gone))
      // A cluster pressed from the keyboard is gone once it opens: keep the focus on the map
      // rather than letting it fall to the top of the page.
      if (focusWasOnMap && !container.current?.contains(document.activeElement))
        container.current?.focus()
    }
    const points = latLngBounds(
      located.map((estate) => [estate.coordinates.lat, estate.coordinates.lng]),
    )
    if (located.length === 1) map.setView(points.getCenter(), mapSettings.zoom)
    else if (located.length > 1)
      map.fitBounds(points, { padding: [40, 40], maxZoom: mapSettings.zoom })
    draw()
    map.on('moveend', draw)
    return () => {
      map.off('moveend', draw)
      map.closePopup()
      layer.clearLayers()
    }
  }, [index, located])

  return (
    <div>
      <p className="text-base-content/75 mb-3 min-h-6 text-sm">
        {missing > 0 ? mapMessages.noLocation(missing) : null}
      </p>
      <div className="relative">
        <div
          ref={container}
          role="region"
          aria-label={mapMessages.matchesMap}
          className="bg-base-200 rounded-box z-0 h-[min(70vh,640px)] w-full"
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
    </div>
  )
}
