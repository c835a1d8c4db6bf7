import 'leaflet/dist/leaflet.css'
import {
  divIcon,
  latLngBounds,
  layerGroup,
  map as createMap,
  marker,
  type Layer,
  type LayerGroup,
  type LeafletKeyboardEvent,
  type Map as LeafletMap,
} from './leaflet'
import { useEffect, useMemo, useRef, useState, type RefObject } from 'react'
import Supercluster from 'supercluster'
import { imageWidths, map as mapSettings, estatesMap } from '@/config/constants'
import type { Money } from '@/lib/display-units'
import { formatNumber } from '@/lib/format'
import { responsiveSources } from '@/lib/responsive-image'
import { approximateArea } from './approximate-area'
import { estateIcon, TilesUnavailable, useMapTiles } from './map-tiles'
import { markerPrice } from './marker-price'
import { mapMessages } from './messages'
import { langOf } from '@/lib/data-language'

/** What the map needs of an estate (the estates feature's Estate has it). */
export type MapEstate = {
  id: string
  title: string
  /** Null: on request. */
  price: number | null
  /** The price is a month's rent. */
  monthly: boolean
  location: string
  image: string
  coordinates: { lat: number; lng: number } | null
  /** "approximate": drawn as a circle of its area, never a pin. */
  locationPrecision: 'exact' | 'approximate'
  /** Which of its texts (title, location) are English for want of a translation (decision 038). */
  translation?: { english: readonly string[] }
}

export type EstatesMapProps = {
  estates: readonly MapEstate[]
  estateHref: (estate: MapEstate) => string
  /** Follows the popup's link inside the app rather than reloading the page. */
  onOpenEstate: (estate: MapEstate) => void
  /** The visitor's money (the display choice's, given by the page): the popups' prices in it. */
  money: Money
}

type Located = MapEstate & { coordinates: { lat: number; lng: number } }
type Point = { estate: number }
type Clusters = Supercluster<Point, Point>
/** What a popup reads when it opens: the page's latest links and money. */
type Links = Pick<EstatesMapProps, 'estateHref' | 'onOpenEstate' | 'money'>

/** The popup's small card, built as DOM nodes: the estate's fields are data, never HTML. */
function popupCard(estate: MapEstate, href: string, open: () => void, money: Money) {
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
  const lang = langOf(estate.translation, 'title')
  if (lang) title.lang = lang
  const price = Object.assign(document.createElement('p'), {
    textContent: markerPrice(estate.price, estate.monthly, money),
    className: 'text-secondary !m-0 font-semibold',
  })
  const location = Object.assign(document.createElement('p'), {
    textContent: estate.location,
    className: 'text-base-content/75 !m-0',
  })
  const locationLang = langOf(estate.translation, 'location')
  if (locationLang) location.lang = locationLang
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
  card.append(photo, title, price, location)
  if (estate.locationPrecision === 'approximate')
    card.append(
      Object.assign(document.createElement('p'), {
        textContent: mapMessages.approximate,
        className: 'text-secondary !m-0 text-sm font-semibold',
      }),
    )
  card.append(link)
  return card
}

/**
 * The last render's list while it holds the same estates: the page hands a new list whenever it
 * works its matches out again (a saved estate synced after sign-in, say), and a new list would
 * close an open popup under the visitor's pointer and fit the map again.
 */
function useSteadyList<T>(list: readonly T[]) {
  const [steady, setSteady] = useState(list)
  const same =
    steady === list ||
    (steady.length === list.length && steady.every((item, index) => item === list[index]))
  if (!same) setSteady(list)
  return same ? steady : list
}

/** The located estates, indexed for clustering once per set of estates. */
function useClusters(list: readonly MapEstate[]) {
  const estates = useSteadyList(list)
  return useMemo(() => {
    const located = estates.filter((estate): estate is Located => estate.coordinates !== null)
    const clusters: Clusters = new Supercluster({
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
    return { located, clusters }
  }, [estates])
}

type Leaflet = { map: LeafletMap; layer: LayerGroup }

/**
 * The Leaflet map in `container`, with its tiles and a layer for the markers, made once per mount.
 * A ref, set in the same commit as the markers' effect that reads it.
 */
function useLeafletMap(container: RefObject<HTMLDivElement | null>) {
  const leaflet = useRef<Leaflet | null>(null)
  const tiles = useMapTiles()
  const { addTiles } = tiles
  useEffect(() => {
    if (!container.current) return
    const map = createMap(container.current, {
      center: [20, 0],
      zoom: 2,
      minZoom: 1,
      scrollWheelZoom: false,
      worldCopyJump: true,
    })
    addTiles(map)
    leaflet.current = { map, layer: layerGroup().addTo(map) }
    return () => {
      leaflet.current = null
      map.remove()
    }
  }, [container, addTiles])
  return { leaflet, tilesUnavailable: tiles.unavailable }
}

/** Shows every located estate: one at the page's zoom, several all in view. */
function fitToEstates(map: LeafletMap, located: readonly Located[]) {
  const points = latLngBounds(
    located.map((estate) => [estate.coordinates.lat, estate.coordinates.lng]),
  )
  if (located.length === 1) map.setView(points.getCenter(), mapSettings.zoom)
  else if (located.length > 1)
    map.fitBounds(points, { padding: [40, 40], maxZoom: mapSettings.zoom })
}

/** The part of the world in view, as supercluster's box (the whole width once it wraps). */
function boxInView(map: LeafletMap): [number, number, number, number] {
  const bounds = map.getBounds()
  const west = bounds.getWest()
  const east = bounds.getEast()
  return east - west >= 360
    ? [-180, bounds.getSouth(), 180, bounds.getNorth()]
    : [west, bounds.getSouth(), east, bounds.getNorth()]
}

const clusterSize = (count: number) => (count < 10 ? 38 : count < 100 ? 44 : count < 1000 ? 52 : 60)

/** A cluster's marker, named by its count, zooming in to its estates on a click, Enter or Space. */
function clusterMarker(lat: number, lng: number, count: number, expand: () => void) {
  const size = clusterSize(count)
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
  cluster.on('click', expand)
  // A button to assistive technology, so Enter and Space open it (Leaflet gives a key only to
  // markers with a popup).
  cluster.on('keypress', (event) => {
    const key = (event as LeafletKeyboardEvent).originalEvent
    if (key.key !== 'Enter' && key.key !== ' ') return
    key.preventDefault()
    expand()
  })
  return cluster
}

/**
 * An estate's marker, its popup the estate's card; opened from the keyboard, focus goes to its link.
 * An approximate location is a circle of its area instead, at every zoom (approximate-area.ts).
 */
function estateMarker(
  map: LeafletMap,
  lat: number,
  lng: number,
  estate: Located,
  links: RefObject<Links>,
) {
  const pin =
    estate.locationPrecision === 'approximate'
      ? approximateArea(map, lat, lng, mapMessages.estateArea(estate.title))
      : marker([lat, lng], { icon: estateIcon(), alt: estate.title, keyboard: true })
  pin.bindPopup(() =>
    popupCard(
      estate,
      links.current.estateHref(estate),
      () => links.current.onOpenEstate(estate),
      links.current.money,
    ),
  )
  pin.on('popupopen', (event) => {
    const link = event.popup.getElement()?.querySelector('a[href]:not(.leaflet-popup-close-button)')
    if (pin.getElement() === document.activeElement && link instanceof HTMLElement) link.focus()
  })
  return pin
}

type Feature = ReturnType<Clusters['getClusters']>[number]

/** The same cluster or estate keeps its marker from one move to the next. */
const keyOf = ({ properties }: Feature) =>
  'cluster' in properties && properties.cluster
    ? `c${properties.cluster_id}`
    : `e${properties.estate}`

function markerOf(
  feature: Feature,
  map: LeafletMap,
  { located, clusters }: ReturnType<typeof useClusters>,
  links: RefObject<Links>,
) {
  const [lng, lat] = feature.geometry.coordinates as [number, number]
  const properties = feature.properties
  if ('cluster' in properties && properties.cluster) {
    const expansionZoom = () =>
      Math.min(clusters.getClusterExpansionZoom(properties.cluster_id), 18)
    return clusterMarker(lat, lng, properties.point_count, () =>
      map.setView([lat, lng], expansionZoom()),
    )
  }
  const estate = located[properties.estate]
  return estate ? estateMarker(map, lat, lng, estate, links) : null
}

/**
 * Draws the clusters and estates in view, again after each move. Markers still in view stay as
 * they are (an open popup with them); the rest go or come.
 */
function useClustersInView(
  leaflet: RefObject<Leaflet | null>,
  index: ReturnType<typeof useClusters>,
  container: RefObject<HTMLDivElement | null>,
  links: RefObject<Links>,
) {
  useEffect(() => {
    if (!leaflet.current) return
    const { map, layer } = leaflet.current
    let drawn = new Map<string, Layer>()
    const draw = () => {
      const focusWasOnMap = container.current?.contains(document.activeElement) ?? false
      const previous = drawn
      drawn = new Map()
      for (const feature of index.clusters.getClusters(boxInView(map), Math.round(map.getZoom()))) {
        const key = keyOf(feature)
        const kept = previous.get(key)
        previous.delete(key)
        const shown = kept ?? markerOf(feature, map, index, links)
        if (!shown) continue
        if (!kept) layer.addLayer(shown)
        drawn.set(key, shown)
      }
      previous.forEach((gone) => layer.removeLayer(gone))
      // A cluster pressed from the keyboard is gone once it opens: keep the focus on the map
      // rather than letting it fall to the top of the page.
      if (focusWasOnMap && !container.current?.contains(document.activeElement))
        container.current?.focus()
    }
    fitToEstates(map, index.located)
    draw()
    map.on('moveend', draw)
    return () => {
      map.off('moveend', draw)
      map.closePopup()
      layer.clearLayers()
    }
  }, [leaflet, index, container, links])
}

/**
 * Every estate given on one Leaflet map, clustered with supercluster (decision 016): the index is
 * built once per set of estates, and only the clusters in view are drawn, after each move. An
 * approximate location joins clusters as any estate does (a cluster's count says how many estates
 * are in a region, which its circle says too); alone, it is its circle.
 */
export default function EstatesMap({ estates, estateHref, onOpenEstate, money }: EstatesMapProps) {
  const container = useRef<HTMLDivElement>(null)
  const { leaflet, tilesUnavailable } = useLeafletMap(container)
  const index = useClusters(estates)
  // The latest callbacks and money, without redrawing the map when only they change.
  const links = useRef({ estateHref, onOpenEstate, money })
  useEffect(() => {
    links.current = { estateHref, onOpenEstate, money }
  })
  useClustersInView(leaflet, index, container, links)
  // Another currency chosen (or its rates arrived) with a card open: the card says it at once.
  useEffect(() => {
    leaflet.current?.layer.eachLayer((pin) => {
      if (pin.isPopupOpen()) pin.getPopup()?.update()
    })
  }, [leaflet, money])
  const missing = estates.length - index.located.length

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
        {tilesUnavailable ? <TilesUnavailable /> : null}
      </div>
    </div>
  )
}
