import { useSyncExternalStore } from 'react'
import { COMPARE_MAX } from '@/config/constants'

/** One estate picked to compare: what the bar shows of it before the catalogue is loaded. */
export type ComparePick = { id: string; title: string; image: string }

/**
 * The picks live in localStorage (decision 032): they survive a reload, and an estate picked in
 * another tab joins them. They are public facts, named by no account.
 */
export const COMPARE_STORAGE_KEY = 'compare-estates'

const none: readonly ComparePick[] = Object.freeze([])
let cache = { raw: null as string | null, list: none }
const listeners = new Set<() => void>()

const isPick = (value: unknown): value is ComparePick =>
  typeof value === 'object' &&
  value !== null &&
  ['id', 'title', 'image'].every(
    (field) => typeof (value as Record<string, unknown>)[field] === 'string',
  )

/** The picks in order; none when storage is off or holds anything else. */
function list(): readonly ComparePick[] {
  let raw: string | null = null
  try {
    raw = localStorage.getItem(COMPARE_STORAGE_KEY)
  } catch {
    // Storage turned off: nothing picked.
  }
  if (raw === cache.raw) return cache.list
  let picks: ComparePick[] = []
  try {
    const value: unknown = raw ? JSON.parse(raw) : []
    if (Array.isArray(value)) picks = value.filter(isPick).slice(0, COMPARE_MAX)
  } catch {
    // Damaged: as if nothing were picked.
  }
  cache = { raw, list: picks }
  return picks
}

const notify = () => listeners.forEach((listener) => listener())

/** Replaces the picks; false when storage refused (nothing changed). */
function set(picks: readonly ComparePick[]) {
  try {
    if (picks.length) localStorage.setItem(COMPARE_STORAGE_KEY, JSON.stringify(picks))
    else localStorage.removeItem(COMPARE_STORAGE_KEY)
  } catch {
    return false
  }
  notify()
  return true
}

const onStorage = (event: StorageEvent) => {
  if (event.key === COMPARE_STORAGE_KEY || event.key === null) notify()
}

function subscribe(listener: () => void) {
  if (!listeners.size) window.addEventListener('storage', onStorage)
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
    if (!listeners.size) window.removeEventListener('storage', onStorage)
  }
}

/** Adds or removes one estate: 'full' when COMPARE_MAX are picked already, 'failed' if unstored. */
function toggle(pick: ComparePick): 'added' | 'removed' | 'full' | 'failed' {
  const picks = list()
  if (picks.some((one) => one.id === pick.id))
    return set(picks.filter((one) => one.id !== pick.id)) ? 'removed' : 'failed'
  if (picks.length >= COMPARE_MAX) return 'full'
  return set([...picks, { id: pick.id, title: pick.title, image: pick.image }]) ? 'added' : 'failed'
}

export const compareSelection = { list, set, toggle, subscribe }

/** The picks, kept current with this tab and the others; none in the static shell. */
export const useComparePicks = () => useSyncExternalStore(subscribe, list, () => none)
