import { translatedLanguages } from '@/config/languages'
import { uploadedPhotos } from '@/config/paths'
import type { CatalogueFiles } from '@/features/listings/catalogue-export'
import { parsePhotoFileName } from '@/features/photos/photo-schema'
import { catalogueHash } from '../../../build/catalogue-hash'
import { siteFileNames } from './site-files'

/**
 * An export's files as a version stores them (decision 053): each the canonical text
 * `JSON.stringify(file, null, 2) + '\n'`, in siteFileNames' order (data.json, data.fr.json,
 * data.de.json), and the version's hash, the SHA-256 of `name\n` + bytes + `\n` for each file in
 * that order. The same listings give the same bytes and the same hash, whoever publishes them.
 */

export type VersionFile = { name: string; bytes: Buffer }

export type VersionFiles = {
  hash: string
  files: VersionFile[]
  /** The uploaded photos the estates name (their SHA-256, sorted). */
  photos: string[]
}

const canonical = (file: unknown) => Buffer.from(`${JSON.stringify(file, null, 2)}\n`)

/** Every uploaded photo a value names by its public address (`/images/uploads/{sha}-{w}.avif`). */
function uploadedPhotosIn(value: unknown, found: Set<string>) {
  if (typeof value === 'string') {
    if (!value.startsWith(uploadedPhotos.prefix)) return
    const file = parsePhotoFileName(value.slice(uploadedPhotos.prefix.length))
    if (file) found.add(file.sha256)
  } else if (Array.isArray(value)) for (const entry of value) uploadedPhotosIn(entry, found)
  else if (value !== null && typeof value === 'object')
    for (const entry of Object.values(value)) uploadedPhotosIn(entry, found)
}

export function versionFilesOf(catalogue: CatalogueFiles): VersionFiles {
  const contents = [
    catalogue.estates,
    ...translatedLanguages.map((language) => catalogue.translations[language]),
  ]
  const files = contents.map((file, index) => ({
    name: siteFileNames[index]!,
    bytes: canonical(file),
  }))
  const photos = new Set<string>()
  uploadedPhotosIn(catalogue.estates, photos)
  return { hash: catalogueHash(files), files, photos: [...photos].sort() }
}
