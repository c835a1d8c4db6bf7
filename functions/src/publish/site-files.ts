import { randomBytes } from 'node:crypto'
import { link, mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { bucketFolders, dataFiles, translatedDataFiles } from '@/config/paths'
import { translatedLanguages } from '@/config/languages'
import { CATALOGUE_HASH_PATTERN } from '@/features/listings/publishing-schema'
import type { PhotoBucket } from '../photos/photo-storage'
import { chosenOnFirstUse } from '../chosen-storage'

/**
 * Where each catalogue version's files are kept (issue 45, decision 053), photo-storage.ts's
 * pattern: a folder locally (SITE_FILES_DIR, written by scripts/lib/emulators.mjs), a private
 * bucket deployed, under `site-files/`. A version's files sit under its hash,
 * `{hash}/data.json`, `{hash}/data.fr.json`, `{hash}/data.de.json`: a restored version names the
 * same folder, and a file once written is never written again (the same hash, the same bytes).
 * The build runner reads them from here.
 */

/** The site's data files a version holds, English first, as the site serves them. */
export const siteFileNames = [
  dataFiles.estates.slice(1),
  ...translatedLanguages.map((language) => translatedDataFiles.estates(language).slice(1)),
]

export type SiteFiles = {
  /** Stores one file of a version; one already there is left as it is. */
  write: (hash: string, name: string, bytes: Buffer) => Promise<void>
  /** The file's bytes, or null when there is none. */
  read: (hash: string, name: string) => Promise<Buffer | null>
}

/** Only a version's own files reach a folder or a bucket: no path, no other name. */
export function checkedPath(hash: string, name: string) {
  if (!CATALOGUE_HASH_PATTERN.test(hash) || !siteFileNames.includes(name))
    throw new Error(`Not a site file: ${JSON.stringify(`${hash}/${name}`)}`)
  return `${hash}/${name}`
}

/** The files in a folder of this machine (the emulators'). */
export function folderSiteFiles(dir: string): SiteFiles {
  return {
    write: async (hash, name, bytes) => {
      const file = join(dir, checkedPath(hash, name))
      const folder = join(dir, hash)
      await mkdir(folder, { recursive: true })
      // Written under a temporary name, then linked to its own: a crash mid-way leaves a dot-file,
      // never a short data file, and a link fails rather than replace a file already there.
      const temporary = join(folder, `.${name}.${randomBytes(6).toString('hex')}.part`)
      try {
        await writeFile(temporary, bytes)
        await link(temporary, file).catch((error: NodeJS.ErrnoException) => {
          if (error.code !== 'EEXIST') throw error
        })
      } finally {
        await rm(temporary, { force: true })
      }
    },
    read: async (hash, name) => {
      try {
        return await readFile(join(dir, checkedPath(hash, name)))
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
        throw error
      }
    },
  }
}

const statusOf = (error: unknown) => (error as { code?: unknown } | null)?.code

/**
 * The files in a private Cloud Storage bucket, under `prefix`: the function's own credentials, no
 * ACL of their own, never public; a deployed build reads them with its own service account.
 */
export function bucketSiteFiles(
  bucket: PhotoBucket,
  prefix: string = bucketFolders.siteFiles,
): SiteFiles {
  const object = (hash: string, name: string) => bucket.file(`${prefix}${checkedPath(hash, name)}`)
  return {
    write: async (hash, name, bytes) => {
      try {
        await object(hash, name).save(bytes, {
          contentType: 'application/json',
          // At 1,000 listings a file is a few MB: one request still.
          resumable: false,
          metadata: { cacheControl: 'private, max-age=31536000, immutable' },
          // Created, never replaced: the same name holds the same bytes.
          preconditionOpts: { ifGenerationMatch: 0 },
        })
      } catch (error) {
        // 412: it is there already (an earlier version with the same files).
        if (statusOf(error) !== 412) throw error
      }
    },
    read: async (hash, name) => {
      try {
        const [bytes] = await object(hash, name).download()
        return bytes
      } catch (error) {
        if (statusOf(error) === 404) return null
        throw error
      }
    },
  }
}

/**
 * The versions' storage the admin function uses: the folder SITE_FILES_DIR in the emulator, the
 * bucket deployed (chosen-storage.ts).
 */
export function siteFilesFor({
  emulator,
  dir,
  bucket,
}: {
  emulator: boolean
  dir: () => string
  bucket: () => Promise<PhotoBucket>
}): SiteFiles {
  const storage = chosenOnFirstUse({
    emulator,
    dir,
    setting: 'SITE_FILES_DIR',
    folder: folderSiteFiles,
    bucket: async () => bucketSiteFiles(await bucket()),
  })
  return {
    write: async (hash, name, bytes) => (await storage()).write(hash, name, bytes),
    read: async (hash, name) => (await storage()).read(hash, name),
  }
}
