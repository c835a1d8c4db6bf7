import { Workbox } from 'workbox-window'

/**
 * Registers the service worker (decision 019), once the page has loaded: the entry imports this
 * module then, so no page downloads it (nor workbox-window) to show itself. A new version waits
 * until the visitor chooses "Reload to update"; it is never swapped in under them.
 */
export async function registerServiceWorker(scriptUrl: string) {
  const workbox = new Workbox(scriptUrl)
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
