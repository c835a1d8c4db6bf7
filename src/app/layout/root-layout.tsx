import { useEffect } from 'react'
import { Outlet, useNavigation, useRevalidator } from 'react-router'
import { toastOptions } from '@/config/constants'
import { watchSession } from '@/features/auth/auth-actions'
import { subscribeSession } from '@/features/auth/session'
import { ToastContainer } from '@/lib/toast'
import { Footer } from './footer'
import { Navbar } from './navbar'

export function RootLayout() {
  const navigation = useNavigation()
  const { revalidate } = useRevalidator()

  // The SDK loads after the first paint; the cached session has drawn the navbar already.
  useEffect(() => {
    const start = () => void watchSession()
    if ('requestIdleCallback' in window) {
      const id = requestIdleCallback(start, { timeout: 1500 })
      return () => cancelIdleCallback(id)
    }
    const id = setTimeout(start, 200)
    return () => clearTimeout(id)
  }, [])

  // Signed out (here, in another tab, or by the provider): re-run the guards of the current page.
  useEffect(
    () =>
      subscribeSession((user) => {
        if (!user) void revalidate()
      }),
    [revalidate],
  )

  return (
    <div className="mx-auto flex min-h-screen max-w-[1320px] flex-col">
      <div
        aria-hidden="true"
        className={`bg-gold fixed inset-x-0 top-0 z-50 h-0.5 origin-left transition-transform duration-500 ${
          navigation.state === 'loading' ? 'scale-x-75' : 'scale-x-0'
        }`}
      />
      <Navbar />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <Footer />
      <ToastContainer {...toastOptions} />
    </div>
  )
}
