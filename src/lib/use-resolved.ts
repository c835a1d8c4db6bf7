import { startTransition, useEffect, useState } from 'react'

/**
 * A promise's value once it has resolved; null until then, and for a rejected one (shown by
 * whoever awaits it, such as React Router's <Await>). Unlike `use`, it never suspends: the page
 * around it stays interactive while it loads.
 */
export function useResolved<T>(promise: Promise<T>): T | null {
  const [resolved, setResolved] = useState<{ from: Promise<T>; value: T } | null>(null)
  useEffect(() => {
    let current = true
    promise.then(
      // A transition: the page drawn with the data (a home page of cards) is rendered in slices
      // that yield to the browser, not in one long task as an ordinary update would be.
      (value) => current && startTransition(() => setResolved({ from: promise, value })),
      () => undefined,
    )
    return () => {
      current = false
    }
  }, [promise])
  // A new promise: the previous one's value is not its own.
  return resolved?.from === promise ? resolved.value : null
}
