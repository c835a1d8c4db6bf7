import { useEffect } from 'react'
import {
  Outlet,
  ScrollRestoration,
  useLocation,
  useNavigate,
  useNavigation,
  useRevalidator,
} from 'react-router'
import { OfflineNotice } from '@/components/offline-notice'
import { NavigateContext } from '@/components/steady-link'
import { watchSession } from '@/features/auth/watch-session'
import { getSessionUser, subscribeSession } from '@/features/auth/session'
import { useSessionUser } from '@/features/auth/use-session-user'
import { startSettled } from '@/lib/after-page-settles'
import { followAddress } from '@/lib/display-choice'
import { Navbar } from './navbar'
import { SiteFrame } from './site-frame'
import { usePageFocus } from './use-page-focus'
import { VerificationBannerSlot } from './verification-banner-slot'

export function RootLayout() {
  const navigation = useNavigation()
  const user = useSessionUser()
  const { revalidate } = useRevalidator()
  // Stable (React Router's navigate for data routers): the cards' links and save toggles read it
  // without being drawn again at each navigation.
  const navigate = useNavigate()
  usePageFocus()
  // A link stating a display choice (`?currency=EUR`) wins over the remembered one.
  const { search } = useLocation()
  useEffect(() => followAddress(search), [search])

  // The SDK is needed only while someone is signed in, and then only once the first page has
  // settled: the cached session has drawn it already, and an action that needs the provider
  // loads the SDK itself. Guests never download it until they sign in.
  useEffect(() => {
    let mounted = true
    void startSettled().then(() => {
      if (mounted && getSessionUser()) void watchSession()
    })
    return () => {
      mounted = false
    }
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
            {user ? <VerificationBannerSlot user={user} /> : null}
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
