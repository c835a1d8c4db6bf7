import { useCallback, useRef, useState } from 'react'

/**
 * Runs one request at a time: while it runs, `pending` disables the buttons, and the ref refuses a
 * second click that arrives before React has re-rendered them disabled.
 */
export function usePending() {
  const running = useRef(false)
  const [pending, setPending] = useState(false)
  const run = useCallback(async (task: () => Promise<void>) => {
    if (running.current) return
    running.current = true
    setPending(true)
    try {
      await task()
    } finally {
      running.current = false
      setPending(false)
    }
  }, [])
  return { pending, run }
}
