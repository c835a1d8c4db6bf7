import { JsonLoadError } from '@/lib/fetch-json'
import { parseRecords } from '@/lib/parse-records'
import { agentProblem, estateFileSchema, estateRecordSchema, type Estate } from './estate-schema'

export type EstateList = { estates: Estate[]; skipped: number }

/** Reads the data file (either shape) into estates, skipping records that do not fit. */
export function parseEstates(
  json: unknown,
  source = 'data.json',
  warn?: (message: string) => void,
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
  return { estates: items, skipped }
}
