import '../fonts.css'
import '../font-fallbacks.css'
import '../styles.css'
import { getSessionUser } from '@/features/auth/session'
import { installTrustedTypesPolicy } from '@/lib/trusted-types'
import { routerPathOf } from '@/config/languages'
import { pageAt } from '../pages'

// First: from here on, every string that reaches an HTML or script sink passes the site's policy.
installTrustedTypesPolicy()

const container = document.getElementById('root')
if (!container) throw new Error('index.html has no #root element')

const sessionUser = getSessionUser()

// A signed-in page starts on its data, its code and its photo at once, not after the app's code:
// the manifest says which pages do (`early`). Guests are sent to the login page, so nothing
// starts for them.
const opened = sessionUser ? pageAt(routerPathOf(location.pathname)) : null
const early = opened?.page.early
if (opened && early) {
  void import('./preload-signed-in-page').then(({ preloadSignedInPage }) =>
    preloadSignedInPage(early, opened.params),
  )
}

// The page's static shell (see shells.tsx) is the first paint. The app and its libraries load
// once the browser reports that paint, so their JavaScript never holds it back; a timer covers
// browsers without paint timing and hidden tabs, which do not paint.
let started = false
function startOnce() {
  if (started || !container) return
  started = true
  // React's renderer and the router are two imports, fetched together: each is evaluated as it
  // arrives, in a task of its own, rather than both in one long task. Requesting a chunk costs the
  // main thread a few milliseconds, so the router's requests go out in the next task.
  const renderer = import('./start-app')
  setTimeout(() => {
    void Promise.all([renderer, import('./start-router')]).then(([{ startApp }, router]) =>
      startApp(container, router),
    )
  }, 0)
}
if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {
  new PerformanceObserver((entries, observer) => {
    if (!entries.getEntriesByName('first-contentful-paint').length) return
    observer.disconnect()
    setTimeout(startOnce, 0)
  }).observe({ type: 'paint', buffered: true })
}
setTimeout(startOnce, 300)

// Once the page has loaded, the service worker (decision 024): the next visit, and this one
// offline, open from what it caches. Not in the dev server, where nothing may be stale. (A module
// script runs before the load event, so listening for it is enough.)
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  addEventListener('load', () => void import('./register-service-worker'))
}
