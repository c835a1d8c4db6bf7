import type { ImportFormat, RecordError } from '@/features/import/import-schema'
import type { ListingContent } from '@/features/listings/listing-schema'

/**
 * A file read whole before anything is compared (decision 058): its records, each with the key
 * that finds its listing, and the records that could not be read as errors. A file that cannot be
 * read at all is a `failed` parse and nothing is compared, stored or changed.
 */
export type ParsedRecord = {
  /** Its number in the file, 1 first. */
  number: number
  /** The site's own files name the listing's id; a feed its own id (the listing's external_ref). */
  key: { id: string } | { ref: string; id: string }
  content: ListingContent
  /** A feed brings some fields: laid over the listing's others, which staff may have added. */
  overlay: boolean
}

export type ParsedFile =
  | { ok: true; format: ImportFormat; records: ParsedRecord[]; errors: RecordError[] }
  | { ok: false; message: string }

/** The record field that keeps a feed's own id, `kyero:{id}` (never shown by the site). */
export const EXTERNAL_REF_FIELD = 'external_ref'
