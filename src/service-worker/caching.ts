import { pages } from '@/app/pages'
import {
  LANGUAGE,
  LANGUAGE_PREFIX,
  routerPathOf,
  translatedLanguages,
  unlocalise,
} from '@/config/languages'
import { isBackOfficePath } from '@/config/back-office'
import { catalogueVersionFile } from '@/config/catalogue-version'
import { dataFiles, translatedDataFiles } from '@/config/paths'

/**
 * What the service worker (sw.ts) does with each request, as plain functions of the URL so they
 * are tested without a worker. Anything not matched here is left to the browser untouched: the
 * identity provider (another origin: the Auth emulator locally, googleapis.com deployed), the map
 * tiles, and every request other than GET (the viewing requests' POST to /api/enquiries).
 */

/** Runtime caches, by what they hold. The precache (the app shell) is Workbox's own. */
export const cacheNames = {
  data: 'data-files',
  catalogues: 'catalogue-versions',
  photos: 'photos',
} as const

/** Photos seen: enough for a few visits' estates at the widths a phone and a desktop ask for. */
export const photoCacheLimits = { maxEntries: 120, maxAgeSeconds: 30 * 24 * 60 * 60 }

/**
 * Pages and data files wait this long for the network before the cached copy answers (a network
 * that is up but not answering). Offline, the failure is immediate and so is the cached copy.
 */
export const networkTimeoutSeconds = 4

/**
 * The built HTML file that answers a path, as firebase.json's cleanUrls and its SPA fallback do:
 * each page with a first screen of its own at one path (the page manifest's). An estate's or an
 * article's own file is not precached, so offline app.html answers it.
 */
const shellFiles = new Map<string, string>(
  pages.flatMap((page) =>
    page.shell && 'file' in page.shell ? [[page.path, `/${page.shell.file}`] as const] : [],
  ),
)

export function shellFor(pathname: string): string {
  const page = routerPathOf(pathname)
  const path = page.length > 1 ? page.replace(/\/+$/, '') : page
  return LANGUAGE_PREFIX + (shellFiles.get(path) ?? '/app.html')
}

/**
 * Paths a page navigation must reach the server for, never the app's shell: Firebase's reserved
 * /__/ paths (the sign-in popup's handler), the site's API and the back office (an app of its own,
 * never precached: decision 048).
 */
const serverOnly = [/^\/__\//, /^\/api\//]

const sameOrigin = (url: URL, origin: string) => url.origin === origin

/**
 * A page of this worker's language: English's, scoped to the whole site, leaves /fr/ and /de/ to
 * the network (their own workers answer them offline once installed, decision 037).
 */
export const isAppNavigation = (url: URL, origin: string) =>
  sameOrigin(url, origin) &&
  !serverOnly.some((pattern) => pattern.test(url.pathname)) &&
  !isBackOfficePath(url.pathname) &&
  unlocalise(url.pathname).language === LANGUAGE

/** The data files, and their translations (decision 038), kept alike for a visit offline. */
const dataPaths: readonly string[] = [
  ...Object.values(dataFiles),
  ...translatedLanguages.flatMap((language) =>
    Object.values(translatedDataFiles).map((file) => file(language)),
  ),
]

export const isDataFile = (url: URL, origin: string) =>
  sameOrigin(url, origin) && dataPaths.includes(url.pathname)

/**
 * A catalogue version's data file, `/catalogue/{id}/data.json` (decision 054): what a built page
 * reads, kept apart from the plain data files so that versions published one after another do not
 * pile up.
 */
export const isCatalogueVersionFile = (url: URL, origin: string) =>
  sameOrigin(url, origin) && catalogueVersionFile.test(url.pathname)

/**
 * Catalogue versions' files kept for a visit offline: the last few versions a visitor read, each
 * the estates and a translation. Offline, a page of a version whose files are not kept shows its
 * error and retry rather than another version's estates.
 */
export const catalogueCacheLimits = { maxEntries: 8 }

export const isPhoto = (url: URL, origin: string) =>
  sameOrigin(url, origin) && url.pathname.startsWith('/images/')

/** Shown offline in place of a photo not seen yet (drawn by scripts/make-app-icons.mjs, precached). */
export const photoOffline = '/icons/photo-offline.svg'

/** The message a page sends the waiting worker when its visitor chooses to reload (workbox-window's). */
export const SKIP_WAITING = 'SKIP_WAITING'
