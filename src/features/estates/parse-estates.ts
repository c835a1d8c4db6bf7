import { JsonLoadError } from '@/lib/fetch-json'
import { parseRecords } from '@/lib/parse-records'
import { estateFileSchema, estateRecordSchema, type Estate } from './estate-schema'

export type EstateList = { estates: Estate[]; skipped: number }

/** Reads the data file (either shape) into estates, skipping records that do not fit. */
export function parseEstates(
  json: unknown,
  source = 'data.json',
  warn?: (message: string) => void,
): EstateList {
  const file = estateFileSchema.safeParse(json)
  if (!file.success) throw new JsonLoadError(source, 'shape', 'expected a list of estates')
  const { items, skipped } = parseRecords(file.data, estateRecordSchema, 'estate', warn)
  return { estates: items, skipped }
}
