import type { RouteObject } from 'react-router'
import { AdminLayout, layoutLoader } from './layout/admin-layout'
import { AdminError, AdminLoading, ScreenError, ScreenNotFound } from './layout/screen-states'
import { screens, type ScreenHandle } from './screens'

/**
 * The back office's route table (basename /admin): the layout, whose loader asks who is there,
 * and the screens of screens.ts, each loaded when first opened, with the layout around them.
 */
export const adminRoutes: RouteObject[] = [
  {
    id: 'admin',
    path: '/',
    loader: layoutLoader,
    // Every navigation asks the function again: a role changed or removed since shows at once.
    // Not after a screen's action (a listing's save): its own answer says whether the member may
    // still, and a failed question would put the error screen in place of what was typed.
    shouldRevalidate: ({ formMethod }) => !formMethod || formMethod === 'GET',
    Component: AdminLayout,
    HydrateFallback: AdminLoading,
    ErrorBoundary: AdminError,
    children: [
      {
        ErrorBoundary: ScreenError,
        children: [
          ...screens.map((screen): RouteObject =>
            screen.path === '/'
              ? { index: true, lazy: screen.lazy, handle: { screen } satisfies ScreenHandle }
              : { path: screen.path, lazy: screen.lazy, handle: { screen } satisfies ScreenHandle },
          ),
          { path: '*', Component: ScreenNotFound },
        ],
      },
    ],
  },
]
