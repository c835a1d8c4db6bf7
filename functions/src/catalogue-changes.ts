import { createHash } from 'node:crypto'
import type { Estate } from '@/features/estates/estate-schema'
import type { Availability } from '@/features/estates/estate-status'
import { parseEstates } from '@/features/estates/parse-estates'

/**
 * What the alerts keep of an estate between two publications: enough to tell a new estate, a
 * price change, an availability change and a removal, and to name the estate in a mail. About
 * 80 bytes, so 10,000 fit in a few Firestore documents (firestore-alert-store.ts chunks them).
 */
export type EstateSnapshot = {
  id: string
  title: string
  price: number | null
  monthly: boolean
  availability: Availability
}

export type CatalogueChanges = {
  added: string[]
  price: { id: string; title: string; from: number | null; to: number | null; monthly: boolean }[]
  availability: { id: string; title: string; from: Availability; to: Availability }[]
  removed: { id: string; title: string }[]
}

export type ReadCatalogue =
  { ok: true; version: string; estates: Estate[] } | { ok: false; reason: string }

export const snapshotOf = (estate: Estate): EstateSnapshot => ({
  id: estate.id,
  title: estate.title,
  price: estate.price,
  monthly: estate.monthly,
  availability: estate.availability,
})

/** The catalogue's version: a hash of its bytes, the same for the same file however it arrives. */
export const catalogueVersion = (raw: string) =>
  createHash('sha256').update(raw).digest('hex').slice(0, 32)

/**
 * The catalogue as the site reads it (its own parser), or why no alert may come of it: not JSON,
 * not a list, no estates, or a record the parser skips. A skipped record would read as a removal
 * and mail its savers that the estate is gone, so the whole catalogue is refused instead.
 */
export function readCatalogue(raw: string): ReadCatalogue {
  let json: unknown
  try {
    json = JSON.parse(raw)
  } catch (error) {
    return { ok: false, reason: `not JSON (${(error as Error).message})` }
  }
  const skippedRecords: string[] = []
  let estates: Estate[]
  try {
    const parsed = parseEstates(json, 'catalogue', (message) => {
      if (message.startsWith('Skipped')) skippedRecords.push(message)
    })
    estates = parsed.estates
  } catch (error) {
    return { ok: false, reason: (error as Error).message }
  }
  if (skippedRecords.length > 0)
    return {
      ok: false,
      reason: `${skippedRecords.length} record(s) the site would skip: ${skippedRecords.slice(0, 3).join('; ')}`,
    }
  if (estates.length === 0) return { ok: false, reason: 'no estates' }
  return { ok: true, version: catalogueVersion(raw), estates }
}

/** What changed from the last catalogue seen to this one. */
export function diffCatalogues(
  before: readonly EstateSnapshot[],
  after: readonly EstateSnapshot[],
): CatalogueChanges {
  const old = new Map(before.map((estate) => [estate.id, estate]))
  const changes: CatalogueChanges = { added: [], price: [], availability: [], removed: [] }
  const seen = new Set<string>()
  for (const estate of after) {
    seen.add(estate.id)
    const was = old.get(estate.id)
    if (!was) {
      changes.added.push(estate.id)
      continue
    }
    if (was.price !== estate.price || was.monthly !== estate.monthly)
      changes.price.push({
        id: estate.id,
        title: estate.title,
        from: was.price,
        to: estate.price,
        monthly: estate.monthly,
      })
    if (was.availability !== estate.availability)
      changes.availability.push({
        id: estate.id,
        title: estate.title,
        from: was.availability,
        to: estate.availability,
      })
  }
  for (const estate of before)
    if (!seen.has(estate.id)) changes.removed.push({ id: estate.id, title: estate.title })
  return changes
}
