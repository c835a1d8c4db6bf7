import { circle, type Circle, type Map as LeafletMap } from './leaflet'
import { approximateLocation } from '@/config/constants'

/** Metres one screen pixel spans at a latitude and zoom (Web Mercator, 256 px tiles). */
const metresPerPixel = (lat: number, zoom: number) =>
  (40_075_016.686 * Math.cos((lat * Math.PI) / 180)) / 2 ** (zoom + 8)

/**
 * An approximate location: a circle of the area around it (Leaflet's `circle` is in metres, so it
 * grows as the map zooms in), never a marker, at any zoom. Zoomed out it keeps a few pixels of
 * radius so it can still be seen and pressed. A button to assistive technology, named `label`:
 * Enter or Space opens its popup, as on the pins.
 */
export function approximateArea(map: LeafletMap, lat: number, lng: number, label: string): Circle {
  const area = circle([lat, lng], {
    radius: approximateLocation.radiusM,
    // The theme's gold (src/app/styles.css), dashed: an area, not a line on the ground.
    color: '#7a5c2e',
    weight: 2,
    dashArray: '6 5',
    fillColor: '#b8945a',
    fillOpacity: 0.25,
    className: 'estate-area',
  })
  const fit = () =>
    area.setRadius(
      Math.max(
        approximateLocation.radiusM,
        approximateLocation.minRadiusPx * metresPerPixel(lat, map.getZoom()),
      ),
    )
  const press = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' && event.key !== ' ') return
    event.preventDefault()
    area.openPopup([lat, lng])
  }
  area.on('add', () => {
    fit()
    map.on('zoomend', fit)
    const element = area.getElement()
    if (!element) return
    element.setAttribute('tabindex', '0')
    element.setAttribute('role', 'button')
    element.setAttribute('aria-label', label)
    element.addEventListener('keydown', press as EventListener)
  })
  area.on('remove', () => {
    map.off('zoomend', fit)
    area.getElement()?.removeEventListener('keydown', press as EventListener)
  })
  // Its popup at the centre of the area, wherever in it the click fell.
  area.on('popupopen', (event) => event.popup.setLatLng([lat, lng]))
  return area
}
