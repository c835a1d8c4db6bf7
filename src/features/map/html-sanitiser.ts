// Hands the site's Trusted Types policy a sanitiser for HTML strings (src/lib/trusted-types.ts).
// Its own module, imported before Leaflet: Leaflet assigns innerHTML while it loads (its check for
// inline SVG), so the sanitiser must be in place before Leaflet's code runs.
import DOMPurify from 'dompurify'
import { allowSanitisedHtml } from '@/lib/trusted-types'

allowSanitisedHtml((html) => DOMPurify.sanitize(html))
