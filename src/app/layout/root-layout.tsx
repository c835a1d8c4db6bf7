import { lazy, Suspense, useEffect, type ComponentType } from 'react'
import { Outlet, ScrollRestoration, useNavigate, useNavigation, useRevalidator } from 'react-router'
import { OfflineNotice } from '@/components/offline-notice'
import { NavigateContext } from '@/components/steady-link'
import { watchSession } from '@/features/auth/watch-session'
import { getSessionUser, subscribeSession } from '@/features/auth/session'
import { needsVerification } from '@/features/auth/account-kind'
import type { SessionUser } from '@/features/auth/session-user'
import { useSessionUser } from '@/features/auth/use-session-user'
import { Navbar } from './navbar'
import { SiteFrame } from './site-frame'
import { usePageFocus } from './use-page-focus'

// Only unverified email accounts ever download it; if it cannot be downloaded (offline), the
// page goes on without it rather than failing.
const VerificationBanner = lazy<ComponentType<{ user: SessionUser }>>(() =>
  import('@/features/auth/verification-banner').then(
    (module) => ({ default: module.VerificationBanner }),
    (error: unknown) => {
      console.warn('The verification banner could not be loaded', error)
      return { default: () => null }
    },
  ),
)

export function RootLayout() {
  const navigation = useNavigation()
  const user = useSessionUser()
  const { revalidate } = useRevalidator()
  // Stable (React Router's navigate for data routers): the cards' links and save toggles read it
  // without being drawn again at each navigation.
  const navigate = useNavigate()
  usePageFocus()

  // The SDK is needed only while someone is signed in, and then only after the first paint:
  // the cached session has drawn the navbar already. Guests never download it until they sign in.
  useEffect(() => {
    const start = () => {
      if (getSessionUser()) void watchSession()
    }
    if ('requestIdleCallback' in window) {
      const id = requestIdleCallback(start, { timeout: 1500 })
      return () => cancelIdleCallback(id)
    }
    const id = setTimeout(start, 200)
    return () => clearTimeout(id)
  }, [])

  // Signed in (here or in another tab): follow the provider. Signed out (here, in another tab, or
  // by the provider): re-run the guards of the current page.
  useEffect(
    () =>
      subscribeSession((user) => {
        if (user) void watchSession()
        else void revalidate()
      }),
    [revalidate],
  )

  return (
    <NavigateContext value={navigate}>
      <SiteFrame
        navbar={
          <>
            <OfflineNotice />
            <Navbar />
            {user && needsVerification(user) ? (
              <Suspense fallback={null}>
                <VerificationBanner user={user} />
              </Suspense>
            ) : null}
          </>
        }
        loading={navigation.state === 'loading'}
      >
        {/* A new page opens at its top; Back returns to where the visitor was. */}
        <ScrollRestoration />
        <Outlet />
      </SiteFrame>
    </NavigateContext>
  )
}
