import { adminApi } from '@/config/paths'
import {
  parsePhotoFileName,
  recordUrlOf,
  type PhotoPage,
  type PhotoRefusal,
  type PhotoSummary,
  type UploadedPhoto,
} from '@/features/photos/photo-schema'
import { header, refuse } from '../account-request'
import { adminRefusals, type AdminAnswer, type AdminContext } from '../admin/admin-router'
import type { PhotoRecord } from './photo-records'
import { storePhoto } from './store-photo'

/**
 * The admin function's photo endpoints (issue 44, decision 050): an upload, a stored file for
 * staff to see, the library's pages. A photo's files are never public here: a listing's record
 * names their future public address, and publishing puts them there (issue 45).
 */

/** The function's own words for each refusal (the back office says its own, naming the file). */
export const photoRefusalWords: Record<PhotoRefusal, string> = {
  'photo-type': 'This file is not a JPEG, PNG, WebP or AVIF photo: export it as JPEG.',
  'photo-heic': 'HEIC photos cannot be used on the site: export it as JPEG.',
  'too-large': 'The photo is larger than 20 MB: export it smaller, as JPEG.',
  'photo-too-many-pixels': 'The photo has more than 100 megapixels: export it smaller, as JPEG.',
  'photo-unreadable': 'The photo cannot be read (damaged or incomplete): export it again as JPEG.',
}

const refusalStatus: Record<PhotoRefusal, number> = {
  'photo-type': 415,
  'photo-heic': 415,
  'too-large': 413,
  'photo-too-many-pixels': 422,
  'photo-unreadable': 422,
}

/** How long a member's browser keeps a stored file (never changed: its name is its content). */
export const PHOTO_FILE_MAX_AGE_SECONDS = 86_400

/** Photos per page of the library. */
export const PHOTO_PAGE_SIZE = 48

/** What an upload answers of a stored photo, and a listing keeps of it. */
export const uploadedOf = (record: PhotoRecord): UploadedPhoto => ({
  sha256: record.sha256,
  url: recordUrlOf(record.sha256),
  width: record.width,
  height: record.height,
})

/**
 * POST, the photo's bytes as the body (`Content-Type: image/…`): 201 stored now, 200 stored
 * before (the same file), either way `{ sha256, url, width, height }`.
 */
export async function uploadPhoto({ request, member, deps }: AdminContext): Promise<AdminAnswer> {
  const type = header(request, 'content-type')?.split(';')[0]?.trim().toLowerCase() ?? ''
  if (!type.startsWith('image/'))
    return refuse(
      415,
      'unsupported-media-type',
      'Send the photo itself as the body, with its type (image/jpeg, image/png, image/webp or image/avif).',
    )
  const stored = await storePhoto(
    request.rawBody ?? Buffer.alloc(0),
    { uid: member.uid, name: member.name },
    { ...deps.photos, now: deps.now },
  )
  if (!stored.ok)
    return refuse(refusalStatus[stored.refusal], stored.refusal, photoRefusalWords[stored.refusal])
  return {
    status: stored.created ? 201 : 200,
    body: uploadedOf(stored.record) satisfies UploadedPhoto,
  }
}

/**
 * GET /photos/{sha256}-{width}.avif: a stored file, for staff only (the router has checked the
 * member), kept privately by their browser. A file no record names is not a photo: 404.
 */
export async function servePhotoFile({ params, deps }: AdminContext): Promise<AdminAnswer> {
  const name = params.file ?? ''
  const file = parsePhotoFileName(name)
  const notFound = refuse(404, 'not-found', adminRefusals.notFound)
  if (!file) return notFound
  const record = await deps.photos.records.get(file.sha256)
  if (!record?.variants.some((variant) => variant.width === file.width)) return notFound
  const bytes = await deps.photos.storage.read(name)
  if (!bytes) {
    deps.log?.(`The photo ${file.sha256} has a record but no file ${name}`)
    return notFound
  }
  return {
    status: 200,
    headers: {
      'Content-Type': 'image/avif',
      'Cache-Control': `private, max-age=${PHOTO_FILE_MAX_AGE_SECONDS}, immutable`,
    },
    body: bytes,
  }
}

/** GET /photos[?before=ms]: the library, the newest first, and where the next page starts. */
export async function listPhotos({ request, deps }: AdminContext): Promise<AdminAnswer> {
  const asked = Number(request.query.before)
  const before = Number.isFinite(asked) && asked > 0 ? asked : undefined
  // One more than a page: whether there is a next one, without a count.
  const records = await deps.photos.records.list({ before, limit: PHOTO_PAGE_SIZE + 1 })
  const page = records.slice(0, PHOTO_PAGE_SIZE)
  const photos = page.map((record): PhotoSummary => ({
    ...uploadedOf(record),
    by: record.by,
    at: record.at,
  }))
  const next = records.length > PHOTO_PAGE_SIZE ? (page.at(-1)?.at ?? null) : null
  return { status: 200, body: { photos, next } satisfies PhotoPage }
}

/** The patterns, for the route table and the photo pass. */
export const photoRoutes = { photos: adminApi.photos.pattern, file: adminApi.photoFile.pattern }
