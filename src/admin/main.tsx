import './admin.css'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { createBrowserRouter, RouterProvider } from 'react-router'
import { BACK_OFFICE_PREFIX } from '@/config/paths'
import { watchSession } from '@/features/auth/watch-session'
import { installTrustedTypesPolicy } from '@/lib/trusted-types'
import { adminRoutes } from './admin-router'

// The site's Trusted Types policy first, as on every public page (decision 023).
installTrustedTypesPolicy()

const container = document.getElementById('root')
if (!container) throw new Error('index.html has no #root element')

const router = createBrowserRouter(adminRoutes, { basename: BACK_OFFICE_PREFIX })
createRoot(container).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
)
// The site's cached session follows the identity provider here too (a sign-out in another tab).
void watchSession()
