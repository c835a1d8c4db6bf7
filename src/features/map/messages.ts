import { formatNumber } from '@/lib/format'

/** What the maps say: an estate's own map and the home page's map of every match. */
export const mapMessages = {
  /** Leaflet's zoom buttons' names (its own English words by default). */
  zoomIn: 'Zoom in',
  zoomOut: 'Zoom out',
  /** The close button of a marker's popup (Leaflet's own English words by default). */
  closePopup: 'Close popup',
  tilesUnavailable: 'Map imagery is unavailable right now; the map still shows the location.',
  estateMap: (location: string) => `Map of ${location}`,
  estateMarker: (location: string) => `Location of the estate: ${location}`,
  /** An approximate location's circle, to a screen reader, and a line of its card. */
  estateArea: (name: string) => `Approximate location of ${name}`,
  approximate: 'Approximate location',
  matchesMap: 'Map of the matching estates',
  /** A cluster of markers, to a screen reader. */
  cluster: (count: number) => `${formatNumber(count)} ${count === 1 ? 'estate' : 'estates'}`,
  noLocation: (count: number) =>
    `${formatNumber(count)} ${count === 1 ? 'estate has' : 'estates have'} no location`,
  /** A marker's card: the words of the estate cards (marker-price.ts chooses). */
  price: (figure: string) => `Price: ${figure}`,
  perMonth: (figure: string) => `${figure} / month`,
  onRequest: 'Price on request',
  view: 'View Property',
  viewLabel: (title: string) => `View Property: ${title}`,
} as const
