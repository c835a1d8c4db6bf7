import type { PhotoRefusal } from '@/features/photos/photo-schema'
import { checkPhoto, processPhoto } from './photo-pipeline'
import type { PhotoRecord, PhotoRecords } from './photo-records'
import type { PhotoStorage } from './photo-storage'

/**
 * `run`, at most `limit` calls at once in this process, the others waiting their turn in order.
 */
export function inTurns<Args extends unknown[], Result>(
  run: (...args: Args) => Promise<Result>,
  limit: number,
) {
  let running = 0
  const waiting: (() => void)[] = []
  return async (...args: Args): Promise<Result> => {
    if (running < limit) running++
    // A finishing call hands its place straight to the next.
    else await new Promise<void>((resolve) => waiting.push(resolve))
    try {
      return await run(...args)
    } finally {
      const next = waiting.shift()
      if (next) next()
      else running--
    }
  }
}

/**
 * One photo decoded and encoded at a time in an instance: a 12-megapixel photo takes about 300 MB
 * while it is made (decision 050), and the admin function answers its other calls meanwhile.
 */
export const processPhotoInTurn = inTurns(processPhoto, 1)

/** What storing a photo needs: where its files go, where its record goes. */
export type PhotoDeps = { storage: PhotoStorage; records: PhotoRecords }

export type StoredPhoto =
  { ok: true; record: PhotoRecord; created: boolean } | { ok: false; refusal: PhotoRefusal }

/**
 * One photo uploaded (issue 44, decision 050): known by the hash of its bytes, so a photo stored
 * before is answered at once, not made again. Otherwise made into its files (the pipeline),
 * each written, then its record created last, unless one exists: a failure on the way (a file,
 * the record) rejects and leaves no photo, only files no record names, which nothing serves and
 * the next upload of it writes again. Nothing is deleted on failure: another upload of the same
 * photo may be writing the same names meanwhile.
 */
export async function storePhoto(
  bytes: Buffer,
  by: PhotoRecord['by'],
  deps: PhotoDeps & { now: () => number },
  { process = processPhotoInTurn }: { process?: typeof processPhoto } = {},
): Promise<StoredPhoto> {
  const checked = checkPhoto(bytes)
  if (!checked.ok) return checked
  const before = await deps.records.get(checked.sha256)
  if (before) return { ok: true, record: before, created: false }

  const made = await process(bytes)
  if (!made.ok) return made
  const { photo } = made
  for (const variant of photo.variants) await deps.storage.write(variant.name, variant.data)
  const record: PhotoRecord = {
    sha256: photo.sha256,
    type: photo.type,
    bytes: photo.bytes,
    width: photo.width,
    height: photo.height,
    variants: photo.variants.map(({ width, size, data }) => ({ width, size, bytes: data.length })),
    by,
    at: deps.now(),
  }
  if ((await deps.records.create(record)) === 'created') return { ok: true, record, created: true }
  // Stored meanwhile by another call: theirs is the record.
  const theirs = await deps.records.get(photo.sha256)
  if (!theirs) throw new Error(`The record of photo ${photo.sha256} exists and cannot be read`)
  return { ok: true, record: theirs, created: false }
}
