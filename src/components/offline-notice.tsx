import { useSyncExternalStore } from 'react'
import { sharedMessages } from './messages'

const subscribe = (onChange: () => void) => {
  window.addEventListener('online', onChange)
  window.addEventListener('offline', onChange)
  return () => {
    window.removeEventListener('online', onChange)
    window.removeEventListener('offline', onChange)
  }
}

/**
 * A quiet note while the browser is offline; it goes away by itself when the connection is back.
 * The live region is always there, so a screen reader hears the note when it appears.
 */
export function OfflineNotice() {
  const online = useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  )
  return (
    <div role="status">
      {online ? null : (
        <p className="bg-primary text-primary-content px-5 py-2 text-center text-sm">
          {sharedMessages.offline}
        </p>
      )}
    </div>
  )
}
