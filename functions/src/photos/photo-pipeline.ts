import { createHash } from 'node:crypto'
import type { Metadata, OutputInfo, Sharp, SharpOptions } from 'sharp'
import { photoUploads } from '@/config/constants'
import { photoFileName, photoWidths, type PhotoRefusal } from '@/features/photos/photo-schema'
import { sniffPhoto, SNIFF_BYTES, type PhotoType } from '@/features/photos/photo-types'

/**
 * An uploaded photo made into the files the site serves (issue 44, decision 050), with sharp:
 * checked by its first bytes and its size before anything decodes it; turned upright by its EXIF
 * orientation (`.rotate()`, first); converted to sRGB; then AVIF at each width of the estate
 * pages' srcset. Nothing of the original's metadata is written (sharp copies none unless asked:
 * no EXIF, GPS with it, no XMP, no ICC profile, no orientation), so a phone's position, its
 * owner's name or the camera never reach a visitor.
 */

/** AVIF as the site's own photos are encoded (scripts/illustrations), at a faster effort: 3 takes
 * a third of 4's time for files within 1% of its size (decision 050). 4:2:0, as photos are. */
const AVIF = { quality: 50, effort: 3, chromaSubsampling: '4:2:0' } as const

/** What sharp reads of an accepted type; AVIF is a HEIF file whose images are AV1. */
const sharpFormats: Record<PhotoType, string> = {
  jpeg: 'jpeg',
  png: 'png',
  webp: 'webp',
  avif: 'heif',
}

const input = {
  // Refused before its pixels are decoded; this is the backstop should a header lie.
  limitInputPixels: photoUploads.maxPixels,
  // A file cut short is refused; a camera's harmless quirks (a warning) are not.
  failOn: 'truncated',
} as const

type SharpOf = (input?: Buffer, options?: SharpOptions) => Sharp

/**
 * sharp, loaded by the first photo: every function of the site shares this bundle, and libvips
 * costs the others' cold starts 300 ms and 20 MB they never use (decision 050).
 */
let loading: Promise<SharpOf> | undefined
export const loadSharp = () =>
  (loading ??= import('sharp').then(({ default: sharp }) => {
    // No cache of decoded images between calls: each photo is seen once, and memory stays free.
    sharp.cache(false)
    return sharp
  }))

export type PhotoVariant = {
  /** The width it is served as, in its name. */
  width: number
  name: string
  data: Buffer
  /** Its pixels: narrower than `width` for a photo smaller than that (never enlarged). */
  size: { width: number; height: number }
}

export type ProcessedPhoto = {
  sha256: string
  type: PhotoType
  /** The upload's size in bytes. */
  bytes: number
  /** Its size once upright. */
  width: number
  height: number
  /** One file per width of photoWidths, the largest first. */
  variants: PhotoVariant[]
}

export type Checked =
  { ok: true; type: PhotoType; sha256: string } | { ok: false; refusal: PhotoRefusal }

export const sha256Of = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex')

/** The checks that read no pixel: the size, then the first bytes. */
export function checkPhoto(bytes: Buffer): Checked {
  if (bytes.length > photoUploads.maxBytes) return { ok: false, refusal: 'too-large' }
  const sniffed = sniffPhoto(bytes.subarray(0, SNIFF_BYTES))
  if (sniffed.kind === 'heic') return { ok: false, refusal: 'photo-heic' }
  if (sniffed.kind === 'other') return { ok: false, refusal: 'photo-type' }
  return { ok: true, type: sniffed.type, sha256: sha256Of(bytes) }
}

/**
 * The photo's files, or why it is refused. Rejects only when sharp itself fails for a reason
 * that is not the file's.
 */
export async function processPhoto(
  bytes: Buffer,
): Promise<{ ok: true; photo: ProcessedPhoto } | { ok: false; refusal: PhotoRefusal }> {
  const checked = checkPhoto(bytes)
  if (!checked.ok) return checked
  const sharp = await loadSharp()
  let header: Metadata
  try {
    // The header only: the pixel count is judged below, with a refusal of its own.
    header = await sharp(bytes, { ...input, limitInputPixels: false }).metadata()
  } catch {
    return { ok: false, refusal: 'photo-unreadable' }
  }
  // The header agrees with the first bytes (an AVIF brand over HEVC pictures is a HEIC).
  if (header.format === 'heif' && header.compression === 'hevc')
    return { ok: false, refusal: 'photo-heic' }
  if (header.format !== sharpFormats[checked.type])
    return { ok: false, refusal: 'photo-unreadable' }
  if (header.width * header.height > photoUploads.maxPixels)
    return { ok: false, refusal: 'photo-too-many-pixels' }

  const largest = Math.max(...photoWidths)
  let upright: { data: Buffer; info: OutputInfo }
  try {
    // Decoded once, upright, in sRGB and no wider than the largest file: every file comes from it.
    upright = await sharp(bytes, input)
      .rotate()
      .resize({ width: largest, withoutEnlargement: true })
      .toColourspace('srgb')
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true })
  } catch {
    return { ok: false, refusal: 'photo-unreadable' }
  }
  const { width: baseWidth, height: baseHeight, channels } = upright.info
  const variants: PhotoVariant[] = []
  for (const width of [...photoWidths].sort((a, b) => b - a)) {
    // A photo narrower than a width is kept at its own (never enlarged) under that width's name.
    const { data, info } = await sharp(upright.data, {
      raw: { width: baseWidth, height: baseHeight, channels },
    })
      .resize({ width: Math.min(width, baseWidth) })
      .avif(AVIF)
      .toBuffer({ resolveWithObject: true })
    variants.push({
      width,
      name: photoFileName(checked.sha256, width),
      data,
      size: { width: info.width, height: info.height },
    })
  }
  return {
    ok: true,
    photo: {
      sha256: checked.sha256,
      type: checked.type,
      bytes: bytes.length,
      width: header.autoOrient.width,
      height: header.autoOrient.height,
      variants,
    },
  }
}
