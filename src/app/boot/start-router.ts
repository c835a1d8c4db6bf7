import { createBrowserRouter } from 'react-router'
import { LANGUAGE_PREFIX } from '@/config/languages'
import { routes } from '../router'

/**
 * The router's half of the app's start (main.tsx imports it beside start-app.tsx): React Router,
 * the route table and the layout, evaluated in a task of their own. Created when called, not when
 * this module loads, so matching the first page and running its loader is a task of its own too.
 */
export const createRouter = () =>
  createBrowserRouter(routes, { basename: LANGUAGE_PREFIX || undefined })

// Rendered by start-app.tsx with react-dom's flushSync: importing react-router/dom here would pull
// the renderer into this chunk.
export { RouterProvider } from 'react-router'
