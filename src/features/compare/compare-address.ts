import { COMPARE_MAX } from '@/config/constants'
import { COMPARE_PARAM } from '@/config/paths'

/** Longer than any id the catalogue has: text past it is not an id, whatever it is. */
const ID_MAX_LENGTH = 64

/**
 * The ids the compare page's address asks for, in its order: `raw` is null without the parameter.
 * Read from the raw query, not URLSearchParams, so that an id's own encoded comma stays in it.
 * Blank, repeated, undecodable or overlong entries are dropped; past COMPARE_MAX, `overLimit`
 * counts what was left out.
 */
export function readCompareIds(search: string) {
  const pair = search
    .replace(/^\?/, '')
    .split('&')
    .find((part) => part.split('=')[0] === COMPARE_PARAM)
  if (pair === undefined) return { present: false, ids: [], overLimit: 0, unreadable: 0 }
  const ids: string[] = []
  let unreadable = 0
  for (const entry of pair.slice(COMPARE_PARAM.length + 1).split(',')) {
    let id: string
    try {
      id = decodeURIComponent(entry.replace(/\+/g, ' ')).trim()
    } catch {
      unreadable++
      continue
    }
    if (!id) continue
    if (id.length > ID_MAX_LENGTH) unreadable++
    else if (!ids.includes(id)) ids.push(id)
  }
  return {
    present: true,
    ids: ids.slice(0, COMPARE_MAX),
    overLimit: Math.max(0, ids.length - COMPARE_MAX),
    unreadable,
  }
}

/** The ids with one moved a place left (-1) or right (+1); unchanged at either end. */
export function moveId(ids: readonly string[], id: string, by: -1 | 1) {
  const from = ids.indexOf(id)
  const to = from + by
  if (from < 0 || to < 0 || to >= ids.length) return [...ids]
  const moved = [...ids]
  moved.splice(from, 1)
  moved.splice(to, 0, id)
  return moved
}
