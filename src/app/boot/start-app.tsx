import { StrictMode, startTransition } from 'react'
import { flushSync } from 'react-dom'
import { createRoot } from 'react-dom/client'
import { keepShellParts, ShellPlace } from '../layout/shell-part'
import type * as StartRouter from './start-router'

type Router = ReturnType<typeof StartRouter.createRouter>

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

/** The renderer's half of the app's start: react-dom, drawing the router's first page. */
export async function startApp(
  container: HTMLElement,
  { createRouter, RouterProvider }: typeof StartRouter,
) {
  await nextTask()
  const router = createRouter()
  await whenReady(router)
  keepShellParts(container)
  const root = createRoot(container)
  // As a transition the first render yields to the browser every few milliseconds instead of
  // holding the main thread for the whole page; the shell is on screen meanwhile.
  startTransition(() =>
    root.render(
      <StrictMode>
        <RouterProvider
          router={router}
          flushSync={(update) => {
            flushSync(update)
          }}
        />
        <ShellPlace />
      </StrictMode>,
    ),
  )
}
