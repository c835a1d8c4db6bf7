import { StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { RouterProvider } from 'react-router/dom'
import { router } from './router'

// The static shell stays on screen until the first page's module has loaded, so the app's first
// frame is the whole page, drawn over the identical shell, never a blank one.
function whenRouterReady() {
  return new Promise<void>((resolve) => {
    if (router.state.initialized) return resolve()
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return
      unsubscribe()
      resolve()
    })
  })
}

export async function start(container: HTMLElement) {
  await whenRouterReady()
  const root = createRoot(container)
  // As a transition the first render yields to the browser every few milliseconds instead of
  // holding the main thread for the whole page; the shell is on screen meanwhile.
  startTransition(() =>
    root.render(
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>,
    ),
  )
}
