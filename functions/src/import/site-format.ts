import { parse } from 'csv-parse/sync'
import * as z from 'zod/mini'
import {
  LISTING_ID_PATTERN,
  listingContentSchema,
  type JsonObject,
  type Listing,
} from '@/features/listings/listing-schema'
import type { RecordError } from '@/features/import/import-schema'
import { csvText, unguardCell } from '../csv-file'
import { storable } from '../admin/listings-endpoints'
import type { ParsedFile, ParsedRecord } from './parsed-records'

/**
 * The site's own format, both ways (issue 46): what the export writes, the import reads back, so a
 * file exported and imported again changes nothing.
 *
 * JSON: `{ format, listings }`, each listing as the listing schema has it (listing-schema.ts).
 * CSV: one row a listing, its columns the one list below. A record's plain fields have a column
 * each (what a person edits in a spreadsheet: the title, the price); its nested ones (the photos,
 * the agent, the coordinates) are JSON in a cell, since flattening lists of objects into columns
 * has no end. A value a column does not take (a text where a number goes, a field the list does
 * not name) travels in `record_more`, so nothing is lost.
 */

export const SITE_FORMAT = 'luxury-living/listings'

type Column = {
  name: string
  /** text, number: a record field; json: a record field as JSON; the rest: the listing's. */
  kind: 'text' | 'number' | 'json' | 'id' | 'about' | 'more' | 'fr' | 'de' | 'photos'
}

export const csvColumns: readonly Column[] = [
  { name: 'id', kind: 'id' },
  // What the listing is now; the import does not read them (it writes drafts).
  { name: 'state', kind: 'about' },
  { name: 'revision', kind: 'about' },
  { name: 'estate_title', kind: 'text' },
  { name: 'status', kind: 'text' },
  { name: 'price', kind: 'number' },
  { name: 'area_sq_ft', kind: 'number' },
  { name: 'location', kind: 'text' },
  { name: 'segment_name', kind: 'text' },
  { name: 'description', kind: 'text' },
  { name: 'image', kind: 'text' },
  { name: 'external_ref', kind: 'text' },
  { name: 'facilities', kind: 'json' },
  { name: 'coordinates', kind: 'json' },
  { name: 'images', kind: 'json' },
  { name: 'agent', kind: 'json' },
  { name: 'floor_plans', kind: 'json' },
  { name: 'video', kind: 'json' },
  { name: 'record_more', kind: 'more' },
  { name: 'translations_fr', kind: 'fr' },
  { name: 'translations_de', kind: 'de' },
  { name: 'photos', kind: 'photos' },
]

const fits = (kind: Column['kind'], value: unknown) =>
  kind === 'text' ? typeof value === 'string' : kind === 'number' ? typeof value === 'number' : true

const recordColumns = csvColumns.filter(({ kind }) => ['text', 'number', 'json'].includes(kind))

function rowOf(listing: Listing): string[] {
  const more: JsonObject = {}
  for (const [field, value] of Object.entries(listing.record)) {
    const column = recordColumns.find(({ name }) => name === field)
    if (field !== 'id' && (!column || !fits(column.kind, value))) more[field] = value
  }
  const json = (value: unknown) => (value === undefined ? '' : JSON.stringify(value))
  return csvColumns.map(({ name, kind }) => {
    const value = listing.record[name]
    switch (kind) {
      case 'id':
        return listing.id
      case 'about':
        return String(name === 'state' ? listing.state : listing.revision)
      case 'text':
      case 'number':
        return fits(kind, value) ? String(value) : ''
      case 'json':
        return json(value)
      case 'more':
        return Object.keys(more).length ? json(more) : ''
      case 'fr':
      case 'de':
        return json(listing.translations[kind])
      case 'photos':
        return listing.photos.length ? json(listing.photos) : ''
    }
  })
}

export function exportJson(listings: readonly Listing[]) {
  return `${JSON.stringify({ format: SITE_FORMAT, listings }, null, 2)}\n`
}

/**
 * Written by the site's CSV writer (csv-file.ts), which guards every cell a spreadsheet would run as
 * a formula, and one starting with an apostrophe: the import takes one apostrophe off every cell.
 */
export function exportCsv(listings: readonly Listing[]) {
  return csvText([csvColumns.map(({ name }) => name), ...listings.map(rowOf)])
}

const fileSchema = z.union([z.object({ listings: z.array(z.unknown()) }), z.array(z.unknown())])

const entrySchema = z.object({ id: z.string(), ...listingContentSchema.def.shape })

/** One listing of either format: its id, its content checked by the listing schema. */
function recordOf(
  number: number,
  entry: unknown,
): { record: ParsedRecord } | { errors: RecordError[] } {
  const read = entrySchema.safeParse(entry)
  if (!read.success)
    return {
      errors: read.error.issues.map((issue) => ({
        record: number,
        field: issue.path.map(String).join('.') || 'listing',
        message: issue.message,
      })),
    }
  const { id, record, translations, photos } = read.data
  if (!LISTING_ID_PATTERN.test(id))
    return { errors: [{ record: number, field: 'id', message: 'Not a listing id.' }] }
  const content = { record: { ...record, id }, translations, photos }
  if (!storable(content))
    return { errors: [{ record: number, field: 'record', message: 'A list inside a list.' }] }
  return { record: { number, key: { id }, content, overlay: false } }
}

function collect(entries: readonly unknown[]): ParsedFile {
  const records: ParsedRecord[] = []
  const errors: RecordError[] = []
  entries.forEach((entry, index) => {
    const read = recordOf(index + 1, entry)
    if ('record' in read) records.push(read.record)
    else errors.push(...read.errors)
  })
  return { ok: true, format: 'json', records, errors }
}

export function parseJsonFile(text: string): ParsedFile {
  let data: unknown
  try {
    data = JSON.parse(text)
  } catch (error) {
    return { ok: false, message: `Not JSON: ${(error as Error).message}` }
  }
  const file = fileSchema.safeParse(data)
  if (!file.success) return { ok: false, message: 'Not a file of listings: no "listings" list.' }
  return collect(Array.isArray(file.data) ? file.data : file.data.listings)
}

export function parseCsvFile(text: string): ParsedFile {
  let rows: Record<string, string>[]
  try {
    // Every row read before any is used: a quote left open (a cut file) fails the whole file.
    rows = parse(text, {
      columns: true,
      skip_empty_lines: true,
      bom: true,
      relax_column_count: false,
    })
  } catch (error) {
    return { ok: false, message: `Not a CSV file: ${(error as Error).message}` }
  }
  if (rows.length && !('id' in rows[0]!)) return { ok: false, message: 'The CSV has no id column.' }
  const entries: unknown[] = []
  const errors: RecordError[] = []
  rows.forEach((row, index) => {
    const number = index + 1
    const record: JsonObject = {}
    const entry: JsonObject = { record, translations: {} }
    const json = (name: string, cell: string) => {
      try {
        return JSON.parse(cell) as unknown
      } catch {
        errors.push({ record: number, field: name, message: 'Not JSON.' })
        return undefined
      }
    }
    for (const { name, kind } of csvColumns) {
      const raw = row[name]
      if (raw === undefined || raw === '') continue
      const cell = unguardCell(raw)
      if (kind === 'id') entry.id = cell
      else if (kind === 'text') record[name] = cell
      else if (kind === 'number') {
        const value = Number(cell)
        record[name] = cell.trim() !== '' && Number.isFinite(value) ? value : cell
      } else if (kind === 'json') record[name] = json(name, cell)
      else if (kind === 'more') Object.assign(record, json(name, cell) ?? {})
      else if (kind === 'fr' || kind === 'de')
        (entry.translations as JsonObject)[kind] = json(name, cell)
      else if (kind === 'photos') entry.photos = json(name, cell)
    }
    entries.push(entry)
  })
  const read = collect(entries)
  if (!read.ok) return read
  const failed = new Set(errors.map(({ record }) => record))
  return {
    ok: true,
    format: 'csv',
    records: read.records.filter(({ number }) => !failed.has(number)),
    errors: [...errors, ...read.errors].sort((a, b) => a.record - b.record),
  }
}
