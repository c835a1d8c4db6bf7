import type { Firestore } from 'firebase-admin/firestore'
import * as z from 'zod/mini'
import { SHA256_PATTERN } from '@/features/photos/photo-schema'
import { photoTypes, type PhotoType } from '@/features/photos/photo-types'

/**
 * `photos/{sha256}` (issue 44, decision 050): a photo exists once its record does. The record is
 * written last, after every file, with create-unless-exists: the same photo uploaded twice (or
 * by two people at once) makes one record, and files without a record are not a photo (an upload
 * that failed mid-way left them; nothing serves them, the next upload of it writes them again).
 */

const size = z.object({ width: z.number(), height: z.number() })

export const photoRecordSchema = z.object({
  sha256: z.string().check(z.regex(SHA256_PATTERN)),
  /** The uploaded file's format, and its size in bytes. */
  type: z.enum(Object.keys(photoTypes) as [PhotoType, ...PhotoType[]]),
  bytes: z.number(),
  /** Its size once upright. */
  width: z.number(),
  height: z.number(),
  /** One stored AVIF file per width served: its pixels, its bytes. */
  variants: z.array(z.object({ width: z.number(), size, bytes: z.number() })),
  /** Who uploaded it first, and when (ms since the epoch). */
  by: z.object({ uid: z.string(), name: z.string() }),
  at: z.number(),
})
export type PhotoRecord = z.infer<typeof photoRecordSchema>

export type PhotoRecords = {
  get: (sha256: string) => Promise<PhotoRecord | null>
  /** Writes the record unless the photo has one: `exists` then, and nothing is changed. */
  create: (record: PhotoRecord) => Promise<'created' | 'exists'>
  /** The newest first, uploaded before `before` (ms) when given. */
  list: (query: { before?: number; limit: number }) => Promise<PhotoRecord[]>
}

export const PHOTOS_COLLECTION = 'photos'

/** gRPC's ALREADY_EXISTS, what Firestore answers a create() of a document that exists. */
const ALREADY_EXISTS = 6

const parsed = (data: unknown) => {
  const result = photoRecordSchema.safeParse(data)
  return result.success ? result.data : null
}

/** The records in Firestore, through the Admin SDK (firestore.rules deny every client). */
export function firestorePhotoRecords(db: Firestore): PhotoRecords {
  const photos = db.collection(PHOTOS_COLLECTION)
  return {
    get: async (sha256) => {
      const doc = await photos.doc(sha256).get()
      return doc.exists ? parsed(doc.data()) : null
    },
    create: async (record) => {
      try {
        await photos.doc(record.sha256).create(record)
        return 'created'
      } catch (error) {
        if ((error as { code?: unknown }).code === ALREADY_EXISTS) return 'exists'
        throw error
      }
    },
    // One collection, one order, a limit: paged by time, as the local Firestore has no cursors.
    list: async ({ before, limit }) => {
      const newest = before === undefined ? photos : photos.where('at', '<', before)
      const snapshot = await newest.orderBy('at', 'desc').limit(limit).get()
      return snapshot.docs.flatMap((doc) => parsed(doc.data()) ?? [])
    },
  }
}
