import { StrictMode, startTransition } from 'react'
import { flushSync } from 'react-dom'
import { createRoot } from 'react-dom/client'
import type * as AppRouter from './router'

type Router = ReturnType<typeof AppRouter.createRouter>

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

// Evaluating React's renderer is a long task already; the router starts in a task of its own.
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0))

export async function start(
  container: HTMLElement,
  { createRouter, RouterProvider }: typeof AppRouter,
) {
  await nextTask()
  const router = createRouter()
  await whenReady(router)
  const root = createRoot(container)
  // As a transition the first render yields to the browser every few milliseconds instead of
  // holding the main thread for the whole page; the shell is on screen meanwhile.
  startTransition(() =>
    root.render(
      <StrictMode>
        {/* The router's module leaves out react-dom (react-router/dom would import it): the
            renderer hands its flushSync over here. */}
        <RouterProvider
          router={router}
          flushSync={(update) => {
            flushSync(update)
          }}
        />
      </StrictMode>,
    ),
  )
}
