import { LANGUAGE_PREFIX, type TranslatedLanguage } from './languages'

/** The login page's parameter naming the page to return to after signing in. */
export const REDIRECT_PARAM = 'redirectTo'

/** The compare page's parameter: the ids of the estates it shows, comma-separated. */
export const COMPARE_PARAM = 'estates'

/**
 * The visitor's display choice in the address (issue 31): `?currency=EUR`, `?area=sqm`, on any
 * page, so a shared link shows what its sender saw. `area` as `currency`: the thing chosen.
 */
export const DISPLAY_PARAMS = { currency: 'currency', area: 'area' } as const

/** Every URL of the site, with builders for the ones that take a parameter. */
export const paths = {
  home: {
    pattern: '/',
    /** With a search string (without its `?`): the home page showing that search. */
    href: (search = '') => (search ? `/?${search}` : '/'),
  },
  login: {
    pattern: '/login',
    href: (returnTo?: string) =>
      returnTo ? `/login?${new URLSearchParams({ [REDIRECT_PARAM]: returnTo })}` : '/login',
  },
  register: { pattern: '/register', href: () => '/register' },
  profile: { pattern: '/profile', href: () => '/profile' },
  update: { pattern: '/update', href: () => '/update' },
  resetPassword: { pattern: '/reset-password', href: () => '/reset-password' },
  /**
   * Where the identity provider's emails link to (the Firebase console's action URL points here):
   * `?mode=resetPassword|verifyEmail&oobCode=...`.
   */
  authAction: {
    pattern: '/auth/action',
    href: (mode: string, oobCode: string) =>
      `/auth/action?${new URLSearchParams({ mode, oobCode })}`,
  },
  /** The alert mails' unsubscribe link: `?token=` signed by the alerts function. */
  alertsUnsubscribe: {
    pattern: '/alerts/unsubscribe',
    href: (token: string) => `/alerts/unsubscribe?${new URLSearchParams({ token })}`,
  },
  blogs: { pattern: '/blogs', href: () => '/blogs' },
  article: {
    pattern: '/blogs/:articleId',
    href: (id: string) => `/blogs/${encodeURIComponent(id)}`,
  },
  /**
   * The estates side by side, in the order shown: `?estates=3,1,7` (ids, never positions in the
   * catalogue, which move as it grows). Each id is encoded, so a comma inside one stays its own.
   */
  compare: {
    pattern: '/compare',
    href: (ids: readonly string[]) =>
      `/compare?${COMPARE_PARAM}=${ids.map(encodeURIComponent).join(',')}`,
  },
  estate: {
    pattern: '/:estateId',
    href: (id: string) => `/${encodeURIComponent(id)}`,
  },
} as const

/**
 * The service worker's script (decision 024), one per language (decision 037): English's at the
 * root, French's at /fr/sw.js, each scoped to its language's folder so a visitor keeps theirs.
 */
export const serviceWorkerUrl = `${LANGUAGE_PREFIX}/sw.js`
export const serviceWorkerScope = `${LANGUAGE_PREFIX}/`

/** Static files the site reads. */
export const dataFiles = {
  estates: '/data.json',
  blog: '/blog.json',
  /** The exchange rates published with the data (base USD), read only for another currency. */
  rates: '/rates.json',
} as const

/**
 * The data's texts in another language (decision 038), beside the English files and fetched only by
 * a visitor reading that language: `/data.fr.json`, `/blog.de.json`.
 */
export const translatedDataFiles = {
  estates: (language: TranslatedLanguage) => `/data.${language}.json`,
  blog: (language: TranslatedLanguage) => `/blog.${language}.json`,
} as const

/*
 * A catalogue version's own copy of the data files, `/catalogue/{id}/data.json`: in
 * ./catalogue-version.ts, apart, so that only the page that reads the estates carries it.
 */

/** The site's own API (Hosting rewrites it to Cloud Functions). */
export const api = {
  enquiries: '/api/enquiries',
  /** The signed-in visitor's saved estates; `/{id}` one of them (PUT saves, DELETE removes). */
  savedEstates: '/api/saved-estates',
  /** Where browsers post Content-Security-Policy reports (the policy's report-to and report-uri). */
  cspReports: '/api/csp-reports',
  /** The signed-in visitor's saved searches; one of them is `${savedSearches}/{id}`. */
  savedSearches: '/api/saved-searches',
  /** One view of an estate's page, counted without cookies (issue 46, decision 057). */
  views: '/api/views',
  /**
   * The alert mails' one-click unsubscribe (by signed link). Publishing has no address on the site:
   * it is the alertsPublish function's own (decision 047).
   */
  alertsUnsubscribe: (token: string) => `/api/alerts/unsubscribe?${new URLSearchParams({ token })}`,
} as const

/**
 * The back office (issue 44, decision 048): an app of its own under this prefix, built apart (src/admin
 * into dist/admin). No public page links to it or loads it (back-office.ts tells its paths apart).
 */
export const BACK_OFFICE_PREFIX = '/admin'

/** The back office's screens, as its router sees them (basename `/admin`) and as full paths. */
export const adminPaths = {
  listings: { pattern: '/', href: () => `${BACK_OFFICE_PREFIX}/` },
  /** One listing's editor: `to` inside the back office's router, `href` from anywhere. */
  listing: {
    pattern: '/listings/:id',
    to: (id: string) => `/listings/${encodeURIComponent(id)}`,
    href: (id: string) => `${BACK_OFFICE_PREFIX}/listings/${encodeURIComponent(id)}`,
  },
  staff: { pattern: '/staff', href: () => `${BACK_OFFICE_PREFIX}/staff` },
  audit: { pattern: '/audit', href: () => `${BACK_OFFICE_PREFIX}/audit` },
  photos: { pattern: '/photos', href: () => `${BACK_OFFICE_PREFIX}/photos` },
  publishing: { pattern: '/publishing', href: () => `${BACK_OFFICE_PREFIX}/publishing` },
  /** The visitors' requests (issue 46), and one of them. */
  inbox: { pattern: '/inbox', href: () => `${BACK_OFFICE_PREFIX}/inbox` },
  inboxRequest: {
    pattern: '/inbox/:id',
    to: (id: string) => `/inbox/${encodeURIComponent(id)}`,
    href: (id: string) => `${BACK_OFFICE_PREFIX}/inbox/${encodeURIComponent(id)}`,
  },
  settings: { pattern: '/settings', href: () => `${BACK_OFFICE_PREFIX}/settings` },
  /** Listings exported, and imported from a file or a Kyero feed (issue 46). */
  import: { pattern: '/import', href: () => `${BACK_OFFICE_PREFIX}/import` },
  /** Figures per listing (issue 46): one listing's, over a period. */
  figures: { pattern: '/figures', href: () => `${BACK_OFFICE_PREFIX}/figures` },
} as const

const figuresQuery = (estate: string | null, days: number) =>
  new URLSearchParams({ ...(estate ? { estate } : {}), days: String(days) })

/** The admin function's API (Hosting rewrites /api/admin/** to it). Patterns take `:name` segments. */
export const adminApi = {
  base: '/api/admin',
  /** The visitors' requests a member may see, newest first (GET). */
  inbox: { pattern: '/api/admin/inbox', href: () => '/api/admin/inbox' },
  /** One request: read, which marks it read (GET); its status or assignee changed (PATCH). */
  inboxRequest: {
    pattern: '/api/admin/inbox/:id',
    href: (id: string) => `/api/admin/inbox/${encodeURIComponent(id)}`,
  },
  /** A note on a request (POST). */
  inboxNotes: {
    pattern: '/api/admin/inbox/:id/notes',
    href: (id: string) => `/api/admin/inbox/${encodeURIComponent(id)}/notes`,
  },
  inboxReplies: {
    pattern: '/api/admin/inbox/:id/replies',
    href: (id: string) => `/api/admin/inbox/${encodeURIComponent(id)}/replies`,
  },
  /** Every request as CSV; its own name, never taken for a request's id (`/inbox/:id`). */
  inboxExport: { pattern: '/api/admin/inbox.csv', href: () => '/api/admin/inbox.csv' },
  /** The signed-in member: who they are and their role. */
  me: { pattern: '/api/admin/me', href: () => '/api/admin/me' },
  /** The staff (GET), a role granted by email (POST). */
  staff: { pattern: '/api/admin/staff', href: () => '/api/admin/staff' },
  /** One member: their role changed (PATCH) or removed (DELETE). */
  staffMember: {
    pattern: '/api/admin/staff/:uid',
    href: (uid: string) => `/api/admin/staff/${encodeURIComponent(uid)}`,
  },
  /** The audit log, newest first; `before` (ms) asks for older entries. */
  audit: {
    pattern: '/api/admin/audit',
    href: (before?: number) =>
      before === undefined
        ? '/api/admin/audit'
        : `/api/admin/audit?${new URLSearchParams({ before: String(before) })}`,
  },
  /** The listings (GET, `state` filters), a new draft (POST). */
  listings: {
    pattern: '/api/admin/listings',
    href: (state?: string) =>
      state ? `/api/admin/listings?${new URLSearchParams({ state })}` : '/api/admin/listings',
  },
  /** Every listing's newest revision in the site's own format (GET, `format` json or csv). */
  listingsExport: {
    pattern: '/api/admin/listings/export',
    href: (format: 'json' | 'csv') =>
      `/api/admin/listings/export?${new URLSearchParams({ format })}`,
  },
  /** An import's dry run (POST): the file's text and format; its diff, stored as `imports/{id}`. */
  importPreview: { pattern: '/api/admin/import/preview', href: () => '/api/admin/import/preview' },
  /** A previewed import's photo step (POST): its new photo addresses fetched, a few seconds a call. */
  importPhotos: {
    pattern: '/api/admin/import/:id/photos',
    href: (id: string) => `/api/admin/import/${encodeURIComponent(id)}/photos`,
  },
  /** A previewed import applied (POST `{ withdrawAbsent }`): exactly what its dry run showed. */
  importConfirm: {
    pattern: '/api/admin/import/:id/confirm',
    href: (id: string) => `/api/admin/import/${encodeURIComponent(id)}/confirm`,
  },
  /** One listing: read (GET), saved (PUT), deleted (DELETE, from the revision `base`). */
  listing: {
    pattern: '/api/admin/listings/:id',
    href: (id: string, base?: number) =>
      `/api/admin/listings/${encodeURIComponent(id)}${base === undefined ? '' : `?base=${base}`}`,
  },
  /** A listing's move from state to state (POST): `submit`, `approve`, `return`, `withdraw`. */
  listingMove: {
    pattern: '/api/admin/listings/:id/:move',
    href: (id: string, move: string) =>
      `/api/admin/listings/${encodeURIComponent(id)}/${encodeURIComponent(move)}`,
  },
  /** The uploaded photos: one sent as the raw body (POST), the newest listed (GET, `before` ms). */
  photos: {
    pattern: '/api/admin/photos',
    href: (before?: number) =>
      before === undefined
        ? '/api/admin/photos'
        : `/api/admin/photos?${new URLSearchParams({ before: String(before) })}`,
  },
  /** One stored file of a photo, `{sha256}-{width}.avif`, for staff only (decision 050). */
  photoFile: {
    pattern: '/api/admin/photos/:file',
    href: (file: string) => `/api/admin/photos/${encodeURIComponent(file)}`,
  },
  /** The published listings made the site's next catalogue version (POST; decision 053). */
  publish: { pattern: '/api/admin/publish', href: () => '/api/admin/publish' },
  /** The catalogue's versions, newest first, with their builds and the live one (GET). */
  versions: { pattern: '/api/admin/versions', href: () => '/api/admin/versions' },
  /** An earlier version made the newest again (POST): its files, its listings set back. */
  versionRestore: {
    pattern: '/api/admin/versions/:n/restore',
    href: (n: number) => `/api/admin/versions/${n}/restore`,
  },
  /** The agency's settings: read (GET), saved whole (PUT). */
  settings: { pattern: '/api/admin/settings', href: () => '/api/admin/settings' },
  /** One listing's figures per day (none given: the member's first listing). */
  figures: {
    pattern: '/api/admin/figures',
    href: (estate: string | null, days: number) =>
      `/api/admin/figures?${figuresQuery(estate, days)}`,
  },
  /** The same figures as a CSV file (GET, the same query); its own name, as the inbox's. */
  figuresExport: {
    pattern: '/api/admin/figures.csv',
    href: (estate: string, days: number) => `/api/admin/figures.csv?${figuresQuery(estate, days)}`,
  },
} as const

/**
 * Where an uploaded photo's files are published, `{sha256}-{width}.avif`: a listing's record names
 * them so from its first draft, but nothing is there until publishing copies them (issue 45). Until
 * then the back office shows them through adminApi.photoFile (src/admin/photos/photo-url.ts).
 */
export const uploadedPhotos = {
  prefix: '/images/uploads/',
  href: (file: string) => `/images/uploads/${file}`,
} as const

/**
 * Where the admin function keeps files in its private bucket (never served): uploaded photos'
 * files (decision 050), each catalogue version's data files and the source snapshot the deployed
 * site is built from (decision 053). The build runner reads them by the same names.
 */
export const bucketFolders = {
  photos: 'photos/',
  siteFiles: 'site-files/',
  source: 'site-files/source/',
} as const

export const images = {
  marker: '/images/marker.svg',
} as const
