import type { ToastContainerProps } from 'react-toastify'
import imageWidthsFile from './image-widths.json' with { type: 'json' }
import type { Language } from './languages'

export const SITE_NAME = 'Luxury Living'

/** "Luxury Living | Home" and friends. */
export const pageTitle = (page: string) => `${SITE_NAME} | ${page}`

export const LAYOUT_MAX_WIDTH_PX = 1320

/** The currencies a visitor may see prices in; the data's own (USD) first, the default. */
export const currencies = ['USD', 'EUR', 'GBP', 'CHF', 'AED'] as const

/** Square feet (the data's, the default) or square metres. */
export const areaUnits = ['sqft', 'sqm'] as const

/** Exact, by definition of the international foot. */
export const SQUARE_METRES_PER_SQUARE_FOOT = 0.09290304

/**
 * A rates file dated more than this many days before today is stale: prices fall back to dollars
 * with a note. A week covers weekends and holidays, when the ECB publishes nothing.
 */
export const RATES_STALE_AFTER_DAYS = 7

/** Where the browser remembers the display choice (not per person: it is the device's). */
export const DISPLAY_STORAGE_KEY = 'display-choice'

/**
 * The visitor's chosen language, for Firebase Hosting: its i18n rewrites read this cookie before
 * the browser's languages (decision 037). Set by the language switch, for a year, site-wide.
 */
export const languageCookie = { name: 'firebase-language-override', maxAgeSeconds: 31_536_000 }

export const carousel = {
  slideCount: 3,
  autoplayDelayMs: 2500,
  maxImageHeightPx: 450,
} as const

export const PASSWORD_MIN_LENGTH = 6

/** After registration and after a profile update. */
export const REDIRECT_DELAY_MS = 2000

export const BLOG_EXCERPT_LENGTH = 120

export const map = {
  zoom: 13,
  heightPx: 400,
  /**
   * The same 400 px as a Tailwind class (100 × 0.25rem), for the map and its placeholder alike:
   * the page's HTML allows no style attribute. A test holds the two together.
   */
  heightClass: 'h-100',
  markerSize: [22, 32] as [number, number],
  markerAnchor: [16, 32] as [number, number],
  popupAnchor: [0, -32] as [number, number],
} as const

/**
 * An approximate location (issue 30): a circle of this radius around coordinates of two decimals,
 * which lie within about 700 m of the house, so the circle holds it. Never drawn smaller than
 * `minRadiusPx` (zoomed out, 1 km is a dot), and the estate's own map zooms in no further than
 * `maxZoom`, where the circle still fits its 400 px.
 */
export const approximateLocation = {
  radiusM: 1000,
  minRadiusPx: 14,
  maxZoom: 14,
} as const

export const SCROLL_TO_TOP_THRESHOLD_PX = 20

export const toastOptions = {
  position: 'top-right',
  autoClose: 5000,
  theme: 'light',
  closeButton: true,
  pauseOnHover: true,
  pauseOnFocusLoss: true,
  draggable: 'touch',
} as const satisfies ToastContainerProps

export const FOOTER_YEAR = 2024

/** localStorage key of the signed-in visitor's public profile (never tokens). */
export const SESSION_STORAGE_KEY = 'authUser'

/** localStorage key of the last session signed out in this browser, by its sign-in's time (042). */
export const ENDED_SESSION_STORAGE_KEY = 'endedSession'

/**
 * Widths the image script (scripts/illustrations) exports for every photo, so srcset can list
 * them: one file that both read.
 */
export const imageWidths: Readonly<Record<'estate' | 'slide' | 'blog', readonly number[]>> =
  imageWidthsFile

/** Estates a visitor may compare side by side (issue 32): a few, as a comparison table is for. */
export const COMPARE_MAX = 4

/** Estates drawn at once on the home page; "Show more" adds as many again. */
export const ESTATES_PAGE_SIZE = 18

/**
 * The build writes each estate's page into an HTML file of its own (decision 020) for this many
 * estates, the first in the catalogue's order: about 13 KB each, a catalogue of thousands would be
 * a build of thousands of files. The others are answered by app.html.
 */
export const PRERENDERED_ESTATES_MAX = 1000
/** Cards put on the page per task while a page of estates is drawn: each task stays short. */
export const ESTATE_CARDS_PER_TASK = 6

/** The search box writes the address this long after the last keystroke (results follow at once). */
export const SEARCH_ADDRESS_DELAY_MS = 300

/** The home page's map of every match: how close markers merge, and the zoom past which none do. */
export const estatesMap = {
  clusterRadiusPx: 60,
  clusterMaxZoom: 16,
} as const

/** A viewing request (issue 21): the form and the function share these. */
export const enquiry = {
  maxDates: 3,
  horizonDays: 90,
  nameMaxLength: 100,
  messageMaxLength: 2000,
  /** Requests each signed-in visitor may send in an hour. */
  perVisitorPerHour: 5,
  /**
   * Requests one agent (or the agency's desk) may receive in an hour, from every account together:
   * fresh accounts cannot multiply what lands in one inbox. Well above a busy estate's real hour;
   * the price is that a flood can hold an agent's requests back for at most an hour.
   */
  perAgentPerHour: 30,
  /**
   * Requests from one client address in an hour, every account together: a household or an office
   * behind one address still has room for four visitors' full allowance.
   */
  perAddressPerHour: 20,
  /** Largest request body the function reads (a full form is under 3 KB). */
  maxBodyBytes: 16 * 1024,
} as const

/** Saved estates on the server (issue 32, decision 035): the function and the browser share these. */
export const savedEstates = {
  /** Estates one account may keep saved (a shortlist, not an archive). */
  max: 200,
  titleMaxLength: 200,
} as const

/**
 * The Content-Security-Policy's reports (decision 023): browsers post them to a function that logs
 * them. The limits keep a page that violates in a loop, or a script posting fake reports, from
 * flooding the log: counted per instance of the function, which runs at most `maxInstances`.
 */
export const cspReports = {
  /** Reports logged per client address in a minute (a real page sends a handful at most). */
  perAddressPerMinute: 20,
  /** Reports one instance logs in a minute, from everyone together. */
  perInstancePerMinute: 300,
  maxInstances: 2,
  /** Largest body read (a browser's batch of reports is a few KB). */
  maxBodyBytes: 32 * 1024,
} as const

/** The agency's own desk: the contact on estates without an agent, and their requests' inbox. */
export const agency = {
  name: `${SITE_NAME} Private Office`,
  phone: '+1 212 555 0100',
  email: 'private.office@luxuryliving.example',
  languages: ['English', 'French', 'Spanish'],
  /** The language of the mails the desk and the agents receive (a visitor's own are in theirs). */
  language: 'en' satisfies Language,
} as const

/** The estate page's mortgage calculator: its defaults and the limits of what it accepts. */
export const mortgage = {
  downPaymentPct: 20,
  interestRatePct: 6.5,
  termYears: 30,
  termChoices: [15, 20, 25, 30],
  maxInterestRatePct: 25,
  maxHomePrice: 1_000_000_000,
} as const

/** At most one verification email a minute, from the banner's "Resend email". */
export const VERIFICATION_RESEND_INTERVAL_MS = 60_000

/**
 * The printed brochure (issue 30): its map is a still image of OpenStreetMap tiles around the
 * estate, `mapTiles` tiles wide and high at `mapZoom`, the point in the middle.
 */
export const brochure = {
  mapZoom: 15,
  tilePx: 256,
  mapTiles: { across: 3, down: 2 },
  /** The longest the button waits for the brochure's images before printing what has come. */
  imagesWaitMs: 8000,
} as const

/** Saved searches (issue 32): the dialog, the profile and the function share these. */
export const savedSearches = {
  nameMaxLength: 80,
  /** A search string longer than this is refused (a full set of filters is under 600). */
  queryMaxLength: 2000,
  /** Searches one account may keep: each may mail, and the profile lists them all on one page. */
  maxPerAccount: 20,
  /** Largest request body the function reads (a full search is under 1 KB). */
  maxBodyBytes: 8 * 1024,
} as const

/**
 * Photos uploaded in the back office (issue 44, decision 050): the drop zone and the admin
 * function share these. 20 MB holds a 48-megapixel phone JPEG and keeps a request well under
 * Cloud Functions' 32 MB; 100 megapixels is more than any camera the agency uses, and bounds the
 * memory one decode takes (a 20 MB PNG can declare far more).
 */
export const photoUploads = {
  maxBytes: 20 * 1024 * 1024,
  maxPixels: 100_000_000,
} as const

/**
 * Figures per listing (issue 46, decision 057): the periods the back office offers, and how many
 * views one visitor key may count for one estate in an hour (a script reloading a page counts
 * this many and no more). Days are UTC days.
 */
export const figures = {
  periods: [7, 30, 90],
  defaultDays: 30,
  viewsPerVisitorPerEstatePerHour: 20,
  /** Largest body /api/views reads: `{ "estateId": "…" }` is under 100 bytes. */
  maxBodyBytes: 1024,
} as const
