import * as z from 'zod/mini'

/**
 * What the back office and the admin function say to each other about an import (issue 46,
 * decision 058): a file's text and its format in, a dry run's diff out (stored as `imports/{id}`),
 * then a confirmation that applies exactly that diff.
 */

export const importFormats = ['json', 'csv', 'kyero'] as const
export type ImportFormat = (typeof importFormats)[number]

/** The format a chosen file's name says: .json, .csv, .xml (a Kyero v3 feed); null otherwise. */
export function formatOfFile(name: string): ImportFormat | null {
  const extension = /\.([a-z]+)$/i.exec(name)?.[1]?.toLowerCase()
  if (extension === 'json') return 'json'
  if (extension === 'csv') return 'csv'
  if (extension === 'xml') return 'kyero'
  return null
}

/** The largest file a dry run reads: 1,000 listings in three languages fit several times over. */
export const IMPORT_MAX_BYTES = 24 * 1024 * 1024

export const previewRules = () =>
  z.object({
    format: z.enum(importFormats),
    source: z.string().check(z.maxLength(200)),
    text: z.string(),
  })
export type PreviewRequest = z.infer<ReturnType<typeof previewRules>>

export const confirmRules = () => z.object({ withdrawAbsent: z.boolean() })

/** One record's problem: its number in the file (1 first), the field, the words. */
const recordErrorSchema = z.object({ record: z.number(), field: z.string(), message: z.string() })
export type RecordError = z.infer<typeof recordErrorSchema>

const entrySchema = z.object({ id: z.string(), title: z.string(), record: z.number() })

export const importDiffSchema = z.object({
  new: z.array(entrySchema),
  /** Each with the names of the fields that change (`record.price`, `translations.fr`). */
  changed: z.array(z.extend(entrySchema, { fields: z.array(z.string()), state: z.string() })),
  unchanged: z.array(entrySchema),
  /** The listings in the import's scope that the file does not hold. */
  absent: z.array(z.object({ id: z.string(), title: z.string(), state: z.string() })),
  errors: z.array(recordErrorSchema),
  /** The feed's photo addresses not stored yet: fetched before the import is applied. */
  photos: z.number(),
})
export type ImportDiff = z.infer<typeof importDiffSchema>

export const importPreviewAnswerSchema = z.object({
  import: z.object({ id: z.string(), source: z.string(), format: z.enum(importFormats) }),
  diff: importDiffSchema,
})
export type ImportPreviewAnswer = z.infer<typeof importPreviewAnswerSchema>

export const importResultSchema = z.object({
  created: z.array(z.string()),
  updated: z.array(z.string()),
  /**
   * Changes to listings in review or published, not applied: a listing has one state and one
   * content (decision 049), so a draft cannot wait beside its published head; staff edit them.
   */
  held: z.array(z.string()),
  withdrawn: z.array(z.string()),
  /** Changed by someone since the dry run: left as they are. */
  conflicts: z.array(z.string()),
  /** Photos whose address could not be fetched or stored: left out of their listings. */
  photoFailures: z.array(z.object({ url: z.string(), message: z.string() })),
})
export type ImportResult = z.infer<typeof importResultSchema>

export type ImportPhotoFailure = ImportResult['photoFailures'][number]

/** Where an import's photos stand: stored, failed (left out), still to fetch. */
export const importPhotosProgressSchema = z.object({
  total: z.number(),
  stored: z.number(),
  failed: z.number(),
  pending: z.number(),
})
export type ImportPhotosProgress = z.infer<typeof importPhotosProgressSchema>

export const importPhotosAnswerSchema = z.object({ photos: importPhotosProgressSchema })

export const importConfirmAnswerSchema = z.object({ result: importResultSchema })

/** Where the absent listings can be withdrawn from (only a published one is on the site). */
export const withdrawableState = 'published'
