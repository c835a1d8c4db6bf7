import type { LazyRouteFunction, RouteObject } from 'react-router'
import { RootLayout } from './layout/root-layout'
import { loadVerificationBanner } from './layout/verification-banner-slot'
import { pages } from './pages'
import { Component as NotFoundPage, RouteErrorPage } from './routes/not-found'

/** Each page's module, `routes/<id>/route.tsx` (the page manifest's id), loaded when first opened. */
const pageModules = import.meta.glob<Awaited<ReturnType<LazyRouteFunction<RouteObject>>>>(
  './routes/*/route.tsx',
)

/** The manifest's pages as routes; `/` is the index route. */
export const pageRoutes: RouteObject[] = pages.map(({ id, path }) => {
  const lazy = pageModules[`./routes/${id}/route.tsx`]
  if (!lazy) throw new Error(`The page ${id} has no routes/${id}/route.tsx`)
  return path === '/' ? { index: true, lazy } : { path, lazy }
})

/**
 * The one route table: the page manifest's pages, each its own lazily loaded module exporting
 * loader and Component, and the not-found page for every other path. The boot path (boot/)
 * creates the router from it.
 */
export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    // Loaded with the first page, so the banner does not push the page down after it is drawn.
    loader: loadVerificationBanner,
    // It has nothing to load again: a later sign-in shows the banner when its code arrives.
    shouldRevalidate: () => false,
    ErrorBoundary: RouteErrorPage,
    children: [
      {
        ErrorBoundary: RouteErrorPage,
        children: [...pageRoutes, { path: '*', Component: NotFoundPage }],
      },
    ],
  },
]
