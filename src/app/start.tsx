import { StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { RouterProvider } from 'react-router/dom'
import { createRouter } from './router'

type Router = ReturnType<typeof createRouter>

// The static shell stays on screen until the first page's module has loaded, so the app's first
// frame is the whole page, drawn over the identical shell, never a blank one.
function whenReady(router: Router) {
  return new Promise<void>((resolve) => {
    if (router.state.initialized) return resolve()
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return
      unsubscribe()
      resolve()
    })
  })
}

// Evaluating the app's libraries is one long task already; the router starts in the next one.
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0))

export async function start(container: HTMLElement) {
  await nextTask()
  const router = createRouter()
  await whenReady(router)
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
