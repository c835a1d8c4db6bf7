// Leaflet, for the map components: its controls, markers and popups are built from HTML strings,
// which the site's Trusted Types policy refuses without a sanitiser. DOMPurify arrives in the map's
// chunk, with Leaflet, and nowhere else (decision 023). The order of these two lines matters.
import './html-sanitiser'
import { Control } from 'leaflet'
import { mapMessages } from './messages'

// The zoom buttons' names, in the visitor's language, on every map.
Control.Zoom.mergeOptions({ zoomInTitle: mapMessages.zoomIn, zoomOutTitle: mapMessages.zoomOut })

export * from 'leaflet'
