import { useCallback, useEffect, useState, type ReactNode } from 'react'
import { RetryNotice } from './retry-notice'

/** A part of the page whose code loads on demand: a component, or a module of functions. */
export type LazyPart<T extends object> = {
  /** Loads it once and keeps it; a failure is forgotten, so the next call imports it again. */
  load: () => Promise<T>
  /** Ahead of a likely need (a pointer over a button); a failure shows when the part is asked for. */
  preload: () => void
  /** The part if it has arrived: drawn in the same render, with no loading frame. */
  loaded: () => T | undefined
}

const ignore = () => undefined

/**
 * The one way to load a part on demand, declared once beside its user:
 * `const viewer = lazyPart(() => import('./photo-viewer').then((module) => module.default))`.
 * Components draw it with WhenLoaded (or useLazyPart, on a press); other code awaits `load()`.
 */
export function lazyPart<T extends object>(load: () => Promise<T>): LazyPart<T> {
  let value: T | undefined
  let loading: Promise<T> | undefined
  const once = () =>
    (loading ??= load().then(
      (arrived) => (value = arrived),
      (error: unknown) => {
        loading = undefined // offline a moment ago: the next attempt imports it again
        throw error
      },
    ))
  return {
    load: () =>
      once().catch((error: unknown) => {
        console.warn('A part of the page could not be loaded', error) // the error names its file
        throw error
      }),
    preload: () => void once().catch(ignore),
    loaded: () => value,
  }
}

export type LazyPartStatus = 'idle' | 'loading' | 'ready' | 'failed'

/**
 * A lazy part for a component. With `now` (the default) it loads at once, and again when `now`
 * turns true; with `now: false` it waits for `load()` (a press), staying 'idle' until then.
 * `load()` is also the retry after 'failed'. `value` is the part once ready, for this component.
 */
export function useLazyPart<T extends object>(part: LazyPart<T>, { now = true } = {}) {
  const [attempt, setAttempt] = useState<'none' | 'loading' | 'failed' | 'done'>('none')
  const settle = useCallback(
    () =>
      part.load().then(
        (value) => {
          setAttempt('done')
          return value
        },
        (error: unknown) => {
          setAttempt('failed')
          throw error
        },
      ),
    [part],
  )
  const asked = now || attempt !== 'none'
  const value = asked ? part.loaded() : undefined
  // Asked for by what this render drew, not by whether the part is here now: one that arrives
  // between the render and this effect (a preload on the pointer's approach finishing) would
  // otherwise leave the fallback on screen with nothing to draw the part.
  useEffect(() => {
    if (now && value === undefined) settle().catch(ignore)
  }, [now, value, settle])
  const load = () => {
    setAttempt('loading')
    return settle()
  }

  const status: LazyPartStatus = value
    ? 'ready'
    : attempt === 'failed'
      ? 'failed'
      : asked
        ? 'loading'
        : 'idle'
  return { status, value, load }
}

/**
 * Draws a lazy part once its code is here: `fallback` until then, keeping its place; if it cannot
 * be loaded, `failed` with a retry.
 */
export function WhenLoaded<T extends object>({
  part,
  fallback,
  failed,
  children,
}: {
  part: LazyPart<T>
  fallback: ReactNode
  failed: string
  children: (loaded: T) => ReactNode
}) {
  const { status, value, load } = useLazyPart(part)
  if (value) return children(value)
  if (status === 'failed')
    return <RetryNotice message={failed} onRetry={() => load().catch(ignore)} />
  return fallback
}
