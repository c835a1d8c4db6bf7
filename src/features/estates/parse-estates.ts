import type * as z from 'zod/mini'
import { tourProviders } from '@/config/tour-providers'
import { JsonLoadError } from '@/lib/fetch-json'
import { parseRecords } from '@/lib/parse-records'
import {
  agentProblem,
  estateFileSchema,
  estatePhotoSchema,
  estateRecordSchema,
  filmSchema,
  floorPlanSchema,
  tourOf,
  readAvailability,
  type Estate,
} from './estate-schema'
import { estateName, isTooPrecise, TOO_PRECISE } from './location-precision'
import { availabilitiesFor } from './estate-status'

export type EstateList = { estates: Estate[]; skipped: number }

const whereIs = (record: object, index: number) =>
  `estate ${'id' in record ? String(record.id) : 'without id'} (record ${index + 1})`

/**
 * Names the entries of a record's optional list (`images`, `floor_plans`) that the schema drops,
 * so someone can fix them.
 */
function warnAboutList(
  records: readonly unknown[],
  [field, entry, entries, problem]: [string, z.ZodMiniType, string, string],
  warn: (message: string) => void,
) {
  records.forEach((record, index) => {
    if (!record || typeof record !== 'object' || !(field in record)) return
    const list = (record as Record<string, unknown>)[field]
    const where = whereIs(record, index)
    if (list === undefined || list === null) return
    if (!Array.isArray(list)) {
      warn(`Dropped the ${field} of ${where}: expected a list`)
      return
    }
    const bad = list.flatMap((item: unknown, position) =>
      entry.safeParse(item).success ? [] : [position + 1],
    )
    if (bad.length > 0)
      warn(
        `Dropped ${bad.length === 1 ? entries.slice(0, -1) : entries} ${bad.join(', ')} of ${where}: ${problem}`,
      )
  })
}

/** The optional fields a bad value of which is dropped whole, and what a good one is. */
const singleFields: [string, (value: unknown) => boolean, string][] = [
  [
    'video',
    (value) => filmSchema.safeParse(value).success,
    'expected .webm or .mp4 sources of this site and a poster',
  ],
  [
    'tour_url',
    (value) => tourOf(value) !== null,
    `expected https at ${Object.values(tourProviders).join(' or ')}`,
  ],
]

/** Names the records whose video or tour_url the schema drops: the estate is kept without it. */
function warnAboutSingleFields(records: readonly unknown[], warn: (message: string) => void) {
  records.forEach((record, index) => {
    if (!record || typeof record !== 'object') return
    for (const [field, fits, expected] of singleFields) {
      const value = (record as Record<string, unknown>)[field]
      if (value === undefined || value === null || fits(value)) continue
      warn(`Dropped the ${field} of ${whereIs(record, index)}: ${expected}; the estate is kept`)
    }
  })
}

/** Names the records whose `price_on_request` is neither true nor false: the schema drops it. */
function warnAboutPriceOnRequest(records: readonly unknown[], warn: (message: string) => void) {
  records.forEach((record, index) => {
    if (!record || typeof record !== 'object' || !('price_on_request' in record)) return
    const value = record.price_on_request
    if (value === undefined || typeof value === 'boolean') return
    const id = 'id' in record ? String(record.id) : 'without id'
    warn(
      `Dropped the price_on_request of estate ${id} (record ${index + 1}): expected true or false; the estate is kept`,
    )
  })
}

/**
 * Names the records whose `location_precision` is neither "approximate" nor "exact" (the schema
 * drops it), and the approximate ones whose coordinates are too fine (the schema drops those).
 */
function warnAboutLocationPrecision(records: readonly unknown[], warn: (message: string) => void) {
  records.forEach((record, index) => {
    if (!record || typeof record !== 'object' || !('location_precision' in record)) return
    const value = record.location_precision
    if (value !== undefined && value !== 'approximate' && value !== 'exact')
      warn(
        `Dropped the location_precision of ${estateName(record, index)}: expected "approximate" or "exact"; the estate is kept`,
      )
    if (isTooPrecise(record))
      warn(
        `Dropped the coordinates of ${estateName(record, index)}: ${TOO_PRECISE}; the estate is kept`,
      )
  })
}

/** Names the records whose `availability` their status does not allow: the schema drops it. */
function warnAboutAvailability(records: readonly unknown[], warn: (message: string) => void) {
  records.forEach((record, index) => {
    if (!record || typeof record !== 'object' || !('availability' in record)) return
    const status = 'status' in record && typeof record.status === 'string' ? record.status : ''
    if (readAvailability(record.availability, status) !== undefined) return
    const id = 'id' in record ? String(record.id) : 'without id'
    const allowed = availabilitiesFor(status)
    const expected = `${allowed.slice(0, -1).join(', ')} or ${allowed.at(-1)}`
    warn(
      `Dropped the availability of estate ${id} (record ${index + 1}): expected ${expected} for status "${status}"; the estate is kept as available`,
    )
  })
}

/** Reads the data file (either shape) into estates, skipping records that do not fit. */
export function parseEstates(
  json: unknown,
  source = 'data.json',
  warn: (message: string) => void = console.warn,
): EstateList {
  const file = estateFileSchema.safeParse(json)
  if (!file.success) throw new JsonLoadError(source, 'shape', 'expected a list of estates')
  const report = warn ?? console.warn
  file.data.forEach((record, index) => {
    const problem = agentProblem(record)
    if (!problem) return
    const id =
      record && typeof record === 'object' && 'id' in record ? String(record.id) : 'without id'
    report(`Dropped the ${problem} of estate ${id} (record ${index + 1}); the estate is kept`)
  })
  const { items, skipped } = parseRecords(file.data, estateRecordSchema, 'estate', report)
  warnAboutList(file.data, ['images', estatePhotoSchema, 'images', 'invalid url'], report)
  warnAboutList(
    file.data,
    ['floor_plans', floorPlanSchema, 'floor plans', 'expected a url and a label'],
    report,
  )
  warnAboutSingleFields(file.data, report)
  warnAboutPriceOnRequest(file.data, report)
  warnAboutLocationPrecision(file.data, report)
  warnAboutAvailability(file.data, report)
  return { estates: items, skipped }
}
