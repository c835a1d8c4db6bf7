// Leaflet, for the map components: its controls, markers and popups are built from HTML strings,
// which the site's Trusted Types policy refuses without a sanitiser. DOMPurify arrives in the map's
// chunk, with Leaflet, and nowhere else (decision 023). The order of these two lines matters.
import './html-sanitiser'
import { Control, Map as LeafletMap, type PopupEvent } from 'leaflet'
import { mapMessages } from './messages'

// The zoom buttons' names, in the visitor's language, on every map.
Control.Zoom.mergeOptions({ zoomInTitle: mapMessages.zoomIn, zoomOutTitle: mapMessages.zoomOut })

// The popups' close button likewise: Leaflet 1.9 writes its "Close popup" with no option to change
// it (Leaflet/Leaflet#8573; 2.0 adds one), so every map renames it as a popup opens, before paint.
LeafletMap.addInitHook(function (this: LeafletMap) {
  this.on('popupopen', ({ popup }: PopupEvent) => {
    popup
      .getElement()
      ?.querySelector('.leaflet-popup-close-button')
      ?.setAttribute('aria-label', mapMessages.closePopup)
  })
})

export * from 'leaflet'
