import { JsonLoadError } from '@/lib/fetch-json'
import { parseRecords } from '@/lib/parse-records'
import {
  agentProblem,
  estateFileSchema,
  estatePhotoSchema,
  estateRecordSchema,
  readAvailability,
  type Estate,
} from './estate-schema'
import { availabilitiesFor } from './estate-status'

export type EstateList = { estates: Estate[]; skipped: number }

/** Names the photos of a record's `images` list that the schema drops, so someone can fix them. */
function warnAboutPhotos(records: readonly unknown[], warn: (message: string) => void) {
  records.forEach((record, index) => {
    if (!record || typeof record !== 'object' || !('images' in record)) return
    const { images } = record
    const id = 'id' in record ? String(record.id) : 'without id'
    const where = `estate ${id} (record ${index + 1})`
    if (images === undefined || images === null) return
    if (!Array.isArray(images)) {
      warn(`Dropped the images of ${where}: expected a list`)
      return
    }
    const bad = images.flatMap((photo: unknown, position) =>
      estatePhotoSchema.safeParse(photo).success ? [] : [position + 1],
    )
    if (bad.length > 0)
      warn(
        `Dropped ${bad.length === 1 ? 'image' : 'images'} ${bad.join(', ')} of ${where}: invalid url`,
      )
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
  warnAboutPhotos(file.data, warn)
  warnAboutPriceOnRequest(file.data, report)
  warnAboutAvailability(file.data, report)
  return { estates: items, skipped }
}
