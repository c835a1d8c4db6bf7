import { useEffect, useState } from 'react'

/**
 * Counts up to `target` a `step` at a time, one task per step, so a long list is drawn in short
 * tasks the browser can paint and answer input between. (A transition renders in slices, but
 * inserts everything it rendered in one go.) Going down, or a first count within a step, is
 * immediate.
 */
export function useProgressiveCount(target: number, step: number) {
  const [count, setCount] = useState(() => Math.min(target, step))
  const shown = Math.min(count, target)
  useEffect(() => {
    if (shown >= target) return
    const timer = setTimeout(() => setCount(Math.min(target, shown + step)), 0)
    return () => clearTimeout(timer)
  }, [shown, target, step])
  return shown
}
