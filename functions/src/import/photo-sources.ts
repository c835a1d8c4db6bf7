import { createHash } from 'node:crypto'
import type { Firestore } from 'firebase-admin/firestore'
import type { UploadedPhoto } from '@/features/photos/photo-schema'

/**
 * `photo-sources/{SHA-256 of the address}` (issue 46, decision 058): which stored photo a feed's
 * photo address gave, so a re-run fetches nothing it fetched before; or why it could not be
 * fetched, by which import (another import tries it again). Two addresses with the same bytes
 * are one photo: the photos' own records are by the bytes' hash (decision 050).
 */
export type PhotoSource = { url: string; at: number } & (
  { photo: UploadedPhoto } | { failed: { message: string; importId: string } }
)

export type PhotoSources = {
  /** The known ones of these addresses. */
  get: (urls: readonly string[]) => Promise<Map<string, PhotoSource>>
  put: (source: PhotoSource) => Promise<void>
}

const keyOf = (url: string) => createHash('sha256').update(url).digest('hex')

/** Documents read per call: a 1,000-listing feed's photos in a few round trips, side by side. */
const BATCH = 200

export function firestorePhotoSources(db: Firestore): PhotoSources {
  const sources = db.collection('photo-sources')
  return {
    get: async (urls) => {
      const found = new Map<string, PhotoSource>()
      const unique = [...new Set(urls)]
      const batches: string[][] = []
      for (let start = 0; start < unique.length; start += BATCH)
        batches.push(unique.slice(start, start + BATCH))
      await Promise.all(
        batches.map(async (batch) => {
          const docs = await db.getAll(...batch.map((url) => sources.doc(keyOf(url))))
          for (const doc of docs)
            if (doc.exists) {
              const source = doc.data() as PhotoSource
              found.set(source.url, source)
            }
        }),
      )
      return found
    },
    put: async (source) => {
      await sources.doc(keyOf(source.url)).set(source)
    },
  }
}

export function memoryPhotoSources(): PhotoSources {
  const stored = new Map<string, PhotoSource>()
  return {
    get: async (urls) =>
      new Map(
        urls.flatMap((url) => {
          const source = stored.get(url)
          return source ? [[url, structuredClone(source)] as const] : []
        }),
      ),
    put: async (source) => void stored.set(source.url, structuredClone(source)),
  }
}
