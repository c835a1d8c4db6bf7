import { randomBytes } from 'node:crypto'
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { getStorage } from 'firebase-admin/storage'
import { bucketFolders } from '@/config/paths'
import { parsePhotoFileName } from '@/features/photos/photo-schema'
import { chosenOnFirstUse } from '../chosen-storage'

/**
 * Where uploaded photos' files are kept (issue 44, decision 050): the one storage module. Locally
 * a folder under the emulators' data (Firebase's Storage emulator is a Java download these machines
 * cannot make); deployed, a private Cloud Storage bucket read and written by the admin function's
 * service account only. Neither ever gives a file an address of its own: staff see a file through
 * the admin function, visitors only once publishing copies it to the site (issue 45).
 *
 * A file is present whole or not at all: the folder writes a temporary name and renames it, a
 * bucket makes an object visible only once its upload is complete. Names are content-addressed
 * (`{sha256}-{width}.avif`), so writing one again writes the same bytes.
 */
export type PhotoStorage = {
  /** Stores a file under its name (one of photoFileName's). */
  write: (name: string, bytes: Buffer) => Promise<void>
  /** The file's bytes, or null when there is none by that name. */
  read: (name: string) => Promise<Buffer | null>
}

/** Only a stored file's own names reach a folder or a bucket: no path, no other file. */
function checkedName(name: string) {
  if (!parsePhotoFileName(name)) throw new Error(`Not a photo file's name: ${JSON.stringify(name)}`)
  return name
}

/** The files in a folder of this machine (the emulators'). */
export function folderStorage(dir: string): PhotoStorage {
  let made: Promise<unknown> | undefined
  return {
    write: async (name, bytes) => {
      const file = join(dir, checkedName(name))
      await (made ??= mkdir(dir, { recursive: true }))
      // Renamed into place once written: a crash mid-way leaves a dot-file, never a short photo.
      const temporary = join(dir, `.${name}.${randomBytes(6).toString('hex')}.part`)
      try {
        await writeFile(temporary, bytes)
        await rename(temporary, file)
      } catch (error) {
        await rm(temporary, { force: true })
        throw error
      }
    },
    read: async (name) => {
      try {
        return await readFile(join(dir, checkedName(name)))
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
        throw error
      }
    },
  }
}

/** What the bucket's storage needs of a Cloud Storage bucket (firebase-admin/storage's Bucket). */
export type PhotoBucket = Pick<ReturnType<ReturnType<typeof getStorage>['bucket']>, 'file'>

/** How long a cache may keep a file that its bucket serves (only ever to the function). */
const OBJECT_CACHE_CONTROL = 'private, max-age=31536000, immutable'

const statusOf = (error: unknown) => (error as { code?: unknown } | null)?.code

/**
 * The files in a private Cloud Storage bucket, under `prefix`. Written with the function's own
 * credentials and no ACL of their own (the bucket's uniform access decides, and grants nobody
 * else), never made public, never given a signed or public URL.
 */
export function bucketStorage(
  bucket: PhotoBucket,
  prefix: string = bucketFolders.photos,
): PhotoStorage {
  const object = (name: string) => bucket.file(`${prefix}${checkedName(name)}`)
  return {
    write: async (name, bytes) => {
      try {
        await object(name).save(bytes, {
          contentType: 'image/avif',
          // One request: a file is at most a few hundred KB.
          resumable: false,
          metadata: { cacheControl: OBJECT_CACHE_CONTROL },
          // Created, never replaced: the same name holds the same bytes.
          preconditionOpts: { ifGenerationMatch: 0 },
        })
      } catch (error) {
        // 412: it is there already (the same photo, stored before or by a call meanwhile).
        if (statusOf(error) !== 412) throw error
      }
    },
    read: async (name) => {
      try {
        const [bytes] = await object(name).download()
        return bytes
      } catch (error) {
        if (statusOf(error) === 404) return null
        throw error
      }
    },
  }
}

/**
 * The photos' storage the admin function uses: the folder PHOTOS_DIR in the emulator, the bucket
 * deployed (chosen-storage.ts).
 */
export function photoStorageFor({
  emulator,
  dir,
  bucket,
}: {
  emulator: boolean
  dir: () => string
  /** The bucket, loaded on first use (Cloud Storage's client costs any function's cold start). */
  bucket: () => Promise<PhotoBucket>
}): PhotoStorage {
  const storage = chosenOnFirstUse({
    emulator,
    dir,
    setting: 'PHOTOS_DIR',
    folder: folderStorage,
    bucket: async () => bucketStorage(await bucket()),
  })
  return {
    write: async (name, bytes) => (await storage()).write(name, bytes),
    read: async (name) => (await storage()).read(name),
  }
}
