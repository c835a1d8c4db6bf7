/// <reference lib="webworker" />
import { CacheableResponsePlugin } from 'workbox-cacheable-response'
import { clientsClaim } from 'workbox-core'
import { ExpirationPlugin } from 'workbox-expiration'
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching'
import { registerRoute } from 'workbox-routing'
import { CacheFirst, NetworkFirst, NetworkOnly } from 'workbox-strategies'
import {
  cacheNames,
  catalogueCacheLimits,
  isAppNavigation,
  isCatalogueVersionFile,
  isDataFile,
  isPhoto,
  networkTimeoutSeconds,
  photoCacheLimits,
  photoOffline,
  shellFor,
  SKIP_WAITING,
} from './caching'

// The service worker (decision 024). It answers only the site's own GET requests that caching.ts
// names; everything else (the identity provider, map tiles, POSTs) never reaches a handler.
declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>
}

const origin = self.location.origin

// Pages: always from the network, so prices, statuses and the scripts they name are the deployed
// ones; offline (or with no answer in time), the app shell this worker installed with, which
// names the scripts it precached.
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && isAppNavigation(url, origin),
  new NetworkOnly({
    networkTimeoutSeconds,
    plugins: [
      {
        handlerDidError: async ({ request }) =>
          (await matchPrecache(shellFor(new URL(request.url).pathname))) ?? Response.error(),
      },
    ],
  }),
)

// The app shell: scripts, styles, fonts, the HTML files, the icons (the build's list).
precacheAndRoute(self.__WB_MANIFEST)
cleanupOutdatedCaches()

// The estates and the journal: the network's copy when there is one, so nothing shows stale; the
// last one seen offline.
registerRoute(
  ({ url }) => isDataFile(url, origin),
  new NetworkFirst({
    cacheName: cacheNames.data,
    networkTimeoutSeconds,
    plugins: [new CacheableResponsePlugin({ statuses: [200] })],
  }),
)

// A catalogue version's files (decision 054), kept as the data files are, within limits: each
// version's are new names, so the cache would otherwise grow with every publish.
registerRoute(
  ({ url }) => isCatalogueVersionFile(url, origin),
  new NetworkFirst({
    cacheName: cacheNames.catalogues,
    networkTimeoutSeconds,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ ...catalogueCacheLimits, purgeOnQuotaError: true }),
    ],
  }),
)

// Photos never change under their name: the ones a visitor has seen, from the cache, within limits.
// Offline, one not seen yet is a quiet drawing rather than a broken image.
registerRoute(
  ({ url }) => isPhoto(url, origin),
  new CacheFirst({
    cacheName: cacheNames.photos,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ ...photoCacheLimits, purgeOnQuotaError: true }),
      { handlerDidError: async () => (await matchPrecache(photoOffline)) ?? Response.error() },
    ],
  }),
)

// A new version waits until the visitor chooses to reload (the page's "Reload to update").
self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === SKIP_WAITING) void self.skipWaiting()
})

// The first install takes the open pages at once (they have no worker yet), so what they load is
// cached for the next visit; a later version only when the visitor says so (above).
clientsClaim()

// Pages are fetched while the worker starts up rather than after it.
self.addEventListener('activate', (event) => {
  event.waitUntil(self.registration.navigationPreload?.enable() ?? Promise.resolve())
})
