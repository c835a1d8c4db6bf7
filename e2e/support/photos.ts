import { readdir } from 'node:fs/promises'
import sharp from 'sharp'
import { leakyMetadata, twoColours } from '../../functions/src/photos/photo-fixtures'
import { runningPhotosDir } from '../../scripts/lib/emulator-config.mjs'

/** Photos as staff upload them (issue 44, decision 050), each one of its own (known by its hash). */

let photos = 0

/**
 * A phone's JPEG of `width` × `height`: its position (GPS), camera and owner in EXIF, a place in
 * XMP, and a description no other test's photo has, so it is a photo of its own.
 */
export async function gpsJpeg(width = 1600, height = 1000) {
  const unique = `Photo ${process.pid}-${++photos}-${Date.now()}`
  const bytes = await twoColours(width, height)
    .jpeg({ quality: 90 })
    .withExif({
      ...leakyMetadata.exif,
      IFD0: { ...leakyMetadata.exif.IFD0, ImageDescription: unique },
    })
    .withXmp(leakyMetadata.xmp)
    .toBuffer()
  return { name: 'terrace.jpg', mimeType: 'image/jpeg', buffer: bytes }
}

/** A PNG of its own (a pixel of it set from a counter), with no metadata. */
export async function plainPng(width = 900, height = 600) {
  const raw = Buffer.alloc(width * height * 3, 200)
  raw.writeUInt32BE((process.pid << 8) + ++photos, 0)
  raw.writeUInt32BE(Date.now() % 2 ** 32, 4)
  const buffer = await sharp(raw, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer()
  return { name: 'pool.png', mimeType: 'image/png', buffer }
}

/** The files the running emulators' photo storage holds (not the temporary ones being written). */
export async function storedFiles() {
  const dir = runningPhotosDir()
  const names = await readdir(dir).catch(() => [] as string[])
  return { dir, names: names.filter((name) => !name.startsWith('.')).sort() }
}

/** The stored files of a photo (every other test's are there too). */
export const filesOf = async (sha256: string) =>
  (await storedFiles()).names.filter((name) => name.startsWith(`${sha256}-`))

/**
 * How long two uploads may take: real work, no waiting. sharp's codecs load on a process's first
 * photo, then each photo is encoded to AVIF at every estate width (1-3 s a photo here, more on a
 * busy machine); the photo library's test held to this under busy-core.
 */
export const UPLOADED = { timeout: 30_000 }
