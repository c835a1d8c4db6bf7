import { useEffect, useState } from 'react'

/**
 * How many of `items` (at most `limit`) to draw now, for a list that changes (a search's results):
 * a new list is drawn as far as it goes with at most `step` items that were not drawn before (those
 * are kept, cheaply), then `step` more per task, so a long list is drawn in short tasks the browser
 * can paint and answer input between. (A transition renders in slices, but inserts everything it
 * rendered in one go.) The items' keys say which were drawn before.
 */
export function useProgressiveList<T>(
  items: readonly T[],
  limit: number,
  step: number,
  keyOf: (item: T) => string,
  /** How many the first list draws at once (cards that take the place of the same cards). */
  first = step,
) {
  const target = Math.min(items.length, limit)
  const [drawn, setDrawn] = useState(() => ({ items, count: Math.min(target, first) }))
  let current = drawn
  if (drawn.items !== items) {
    const before = new Set(drawn.items.slice(0, drawn.count).map(keyOf))
    let count = 0
    let fresh = 0
    for (; count < target; count += 1) {
      if (before.has(keyOf(items[count] as T))) continue
      if (fresh === step) break
      fresh += 1
    }
    current = { items, count }
    setDrawn(current)
  }
  const shown = Math.min(current.count, target)
  useEffect(() => {
    if (shown >= target) return
    const timer = setTimeout(
      () =>
        setDrawn((now) =>
          now.items === items ? { items, count: Math.min(target, shown + step) } : now,
        ),
      0,
    )
    return () => clearTimeout(timer)
  }, [items, shown, target, step])
  return shown
}
