import { JsonLoadError } from '@/lib/fetch-json'
import { parseRecords } from '@/lib/parse-records'
import {
  estateFileSchema,
  estatePhotoSchema,
  estateRecordSchema,
  type Estate,
} from './estate-schema'

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

/** Reads the data file (either shape) into estates, skipping records that do not fit. */
export function parseEstates(
  json: unknown,
  source = 'data.json',
  warn: (message: string) => void = console.warn,
): EstateList {
  const file = estateFileSchema.safeParse(json)
  if (!file.success) throw new JsonLoadError(source, 'shape', 'expected a list of estates')
  const { items, skipped } = parseRecords(file.data, estateRecordSchema, 'estate', warn)
  warnAboutPhotos(file.data, warn)
  return { estates: items, skipped }
}
