import * as z from 'zod/mini'
import { imageWidths } from '@/config/constants'
import { adminApi, uploadedPhotos } from '@/config/paths'

/**
 * What the back office and the admin function say to each other about uploaded photos (issue
 * 44, decision 050), one definition for both. A photo is known by the SHA-256 of the bytes that
 * were uploaded: the same file sent twice is the same photo, stored once. It is kept as AVIF at
 * the widths the site serves an estate's photos at, `{sha256}-{width}.avif`.
 */

export const SHA256_PATTERN = /^[0-9a-f]{64}$/

/** The widths each photo is stored at: those the estate pages' srcset lists. */
export const photoWidths: readonly number[] = imageWidths.estate
/** The width a listing's record names (its srcset's others follow from it). */
export const RECORD_WIDTH = Math.max(...photoWidths)

export const photoFileName = (sha256: string, width: number) => `${sha256}-${width}.avif`

/** A stored file's name read back: its photo and width, or null for anything not one. */
export function parsePhotoFileName(name: string): { sha256: string; width: number } | null {
  const match = /^([0-9a-f]{64})-(\d{1,5})\.avif$/.exec(name)
  if (!match) return null
  const width = Number(match[2])
  return photoWidths.includes(width) ? { sha256: match[1]!, width } : null
}

/** The URL a listing's record gives the photo: where publishing will put it. */
export const recordUrlOf = (sha256: string) =>
  uploadedPhotos.href(photoFileName(sha256, RECORD_WIDTH))

const sha256 = z.string().check(z.regex(SHA256_PATTERN))

/** `POST /api/admin/photos`'s answer: the photo, stored now (201) or before (200). */
export const uploadedPhotoSchema = z.object({
  sha256,
  /** `/images/uploads/{sha256}-1200.avif`, as a listing's record names it. */
  url: z.string(),
  /** The photo's size as seen, turned upright. */
  width: z.number(),
  height: z.number(),
})
export type UploadedPhoto = z.infer<typeof uploadedPhotoSchema>

/** A photo in the back office's library: who uploaded it, and when (ms since the epoch). */
export const photoSummarySchema = z.extend(uploadedPhotoSchema, {
  by: z.object({ uid: z.string(), name: z.string() }),
  at: z.number(),
})
export type PhotoSummary = z.infer<typeof photoSummarySchema>

/** `GET /api/admin/photos`: the newest first; `next` asks for the ones uploaded before them. */
export const photoPageSchema = z.object({
  photos: z.array(photoSummarySchema),
  next: z.nullable(z.number()),
})
export type PhotoPage = z.infer<typeof photoPageSchema>

/**
 * Why a file is refused for good (sending it again changes nothing): the admin function's codes,
 * which the drop zone also finds itself before sending.
 */
export const photoRefusals = [
  /** Not JPEG, PNG, WebP or AVIF. */
  'photo-type',
  /** HEIC or HEIF. */
  'photo-heic',
  /** Over photoUploads.maxBytes. */
  'too-large',
  /** Over photoUploads.maxPixels. */
  'photo-too-many-pixels',
  /** Its bytes say one of the formats, but it cannot be decoded (damaged, cut short). */
  'photo-unreadable',
] as const
export type PhotoRefusal = (typeof photoRefusals)[number]

export const isPhotoRefusal = (code: unknown): code is PhotoRefusal =>
  typeof code === 'string' && (photoRefusals as readonly string[]).includes(code)

/**
 * An `<img>` cannot send the member's ID token: the back office keeps it in this cookie, sent on
 * the photos' path only, and the admin function reads it there for a stored file only (GET).
 * `__session`: the only cookie Firebase Hosting passes on to a function.
 */
export const photoPass = { cookie: '__session', path: adminApi.photos.pattern } as const
