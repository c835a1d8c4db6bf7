import { useSyncExternalStore } from 'react'

const subscribe = (onChange: () => void) => {
  window.addEventListener('online', onChange)
  window.addEventListener('offline', onChange)
  return () => {
    window.removeEventListener('online', onChange)
    window.removeEventListener('offline', onChange)
  }
}

/** A quiet banner while the browser is offline; it goes away by itself when the connection is back. */
export function OfflineNotice() {
  const online = useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  )
  if (online) return null
  return (
    <p role="status" className="bg-primary text-primary-content px-5 py-2 text-center text-sm">
      You are offline. What is on screen stays; anything new will load when the connection is back.
    </p>
  )
}
