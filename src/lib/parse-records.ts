import type * as z from 'zod/mini'

function describeRecord(label: string, record: unknown, index: number) {
  const id =
    record && typeof record === 'object' && 'id' in record ? String(record.id) : 'without id'
  return `${label} ${id} (record ${index + 1})`
}

/**
 * Parses each record of a data file on its own: one that does not fit (or repeats an id) is skipped
 * with a console warning naming it, so a single bad entry never hides the rest.
 */
export function parseRecords<Schema extends z.ZodMiniType<{ id: string }>>(
  records: readonly unknown[],
  schema: Schema,
  label: string,
  warn: (message: string) => void = console.warn,
): { items: z.output<Schema>[]; skipped: number } {
  const items: z.output<Schema>[] = []
  const seen = new Set<string>()
  let skipped = 0
  records.forEach((record, index) => {
    const parsed = schema.safeParse(record)
    if (!parsed.success) {
      skipped += 1
      const fields = [
        ...new Set(parsed.error.issues.map((issue) => issue.path.join('.') || 'record')),
      ]
      warn(`Skipped ${describeRecord(label, record, index)}: invalid ${fields.join(', ')}`)
      return
    }
    if (seen.has(parsed.data.id)) {
      skipped += 1
      warn(`Skipped ${describeRecord(label, record, index)}: duplicate id`)
      return
    }
    seen.add(parsed.data.id)
    items.push(parsed.data)
  })
  return { items, skipped }
}
