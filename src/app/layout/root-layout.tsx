import { useEffect } from 'react'
import { Outlet, useNavigation, useRevalidator } from 'react-router'
import { watchSession } from '@/features/auth/auth-actions'
import { getSessionUser, subscribeSession } from '@/features/auth/session'
import { Footer } from './footer'
import { Navbar } from './navbar'

export function RootLayout() {
  const navigation = useNavigation()
  const { revalidate } = useRevalidator()

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
    <div className="flex min-h-screen flex-col">
      <div
        aria-hidden="true"
        className={`bg-gold fixed inset-x-0 top-0 z-50 h-0.5 origin-left transition-transform duration-500 ${
          navigation.state === 'loading' ? 'scale-x-75' : 'scale-x-0'
        }`}
      />
      <div className="max-w-layout mx-auto w-full">
        <Navbar />
      </div>
      <main id="main" className="max-w-layout mx-auto w-full flex-1">
        <Outlet />
      </main>
      <Footer />
    </div>
  )
}
