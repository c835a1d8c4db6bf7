/* global document */
// React and React Router drawing one static page, as the site's start does, with nothing of the
// site on it: what the stack itself costs a page (its bytes, its blocking time), measured by the
// bench beside the empty page.
import { createElement as h, StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { createBrowserRouter, RouterProvider } from 'react-router'

const Page = () =>
  h(
    'main',
    null,
    h('h1', null, 'Luxury Living'),
    h(
      'p',
      null,
      'The stack with nothing of the site on it: React and React Router draw this page.',
    ),
  )

const router = createBrowserRouter([{ path: '*', Component: Page }])
createRoot(document.getElementById('root')).render(
  h(StrictMode, null, h(RouterProvider, { router })),
)
