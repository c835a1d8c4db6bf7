import { Workbox } from 'workbox-window'
import { serviceWorkerScope, serviceWorkerUrl } from '@/config/paths'

/**
 * Registers the service worker (decision 024). The entry imports this module once the page has
 * loaded, so no page downloads it (nor workbox-window) to show itself. A new version waits until
 * the visitor chooses "Reload to update"; it is never swapped in under them.
 */
async function registerServiceWorker() {
  const workbox = new Workbox(serviceWorkerUrl, { scope: serviceWorkerScope })
  workbox.addEventListener('waiting', () => {
    void import('../layout/update-prompt').then(({ announceUpdate }) =>
      announceUpdate(() => activateUpdate(workbox)),
    )
  })
  const registration = await workbox.register().catch((error: unknown) => {
    // Offline on a first visit, or storage refused: the site works without it.
    console.warn('The service worker could not be registered', error)
    return undefined
  })
  if (!registration) return
  // A tab left open for days looks for a new version when its visitor comes back to it.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') workbox.update().catch(() => undefined)
  })
}

/** The waiting version takes over, then the page reloads under it, once. */
async function activateUpdate(workbox: Workbox) {
  const registration = await navigator.serviceWorker.getRegistration()
  let reloaded = false
  const reload = () => {
    if (reloaded) return
    reloaded = true
    location.reload()
  }
  // Another tab may already have let it take over: then it controls this page and a reload is all.
  if (!registration?.waiting) return reload()
  navigator.serviceWorker.addEventListener('controllerchange', reload)
  workbox.messageSkipWaiting()
}

void registerServiceWorker()
