/* global document, PerformanceObserver, setTimeout */
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

// As the site's entry does (src/app/boot/main.tsx): the static page paints first, React starts
// after that paint. Started at once, the floor raced the first paint: Lighthouse saw either the
// page painted before the script (LCP about 830 ms, TBT 300-700) or after it (about 1,600 ms, TBT
// under 100), run by run, and the pages' LCP and TBT budgets flipped with it (decision 040).
function start() {
  const router = createBrowserRouter([{ path: '*', Component: Page }])
  createRoot(document.getElementById('root')).render(
    h(StrictMode, null, h(RouterProvider, { router })),
  )
}
let started = false
const startOnce = () => {
  if (started) return
  started = true
  start()
}
new PerformanceObserver((entries, observer) => {
  if (!entries.getEntriesByName('first-contentful-paint').length) return
  observer.disconnect()
  setTimeout(startOnce, 0)
}).observe({ type: 'paint', buffered: true })
setTimeout(startOnce, 300)
