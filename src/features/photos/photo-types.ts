/**
 * The photo formats the site takes (issue 44, decision 050), told by their first bytes, never by
 * a file's name or the type a browser guesses: the back office checks them before sending, the
 * admin function again before anything decodes them. HEIC (the iPhone's own format) is told
 * apart, as the person can do something about it: export it as JPEG.
 */
export const photoTypes = {
  jpeg: { mime: 'image/jpeg' },
  png: { mime: 'image/png' },
  webp: { mime: 'image/webp' },
  avif: { mime: 'image/avif' },
} as const
export type PhotoType = keyof typeof photoTypes

export const isPhotoType = (value: unknown): value is PhotoType =>
  typeof value === 'string' && Object.hasOwn(photoTypes, value)

/** How many first bytes are enough to tell (an ISO-BMFF `ftyp` box lists its brands early). */
export const SNIFF_BYTES = 64

export type SniffedFile = { kind: 'photo'; type: PhotoType } | { kind: 'heic' } | { kind: 'other' }

const ascii = (bytes: Uint8Array, from: number, length: number) =>
  String.fromCharCode(...bytes.subarray(from, from + length))

const startsWith = (bytes: Uint8Array, signature: readonly number[]) =>
  signature.every((byte, index) => bytes[index] === byte)

/** Brands of ISO-BMFF images: AVIF's, and HEIF's (HEVC inside, or the generic image brands). */
const avifBrands = new Set(['avif', 'avis'])
const heifBrands = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'hevm', 'hevs'])
const genericHeifBrands = new Set(['mif1', 'msf1', 'mif2'])

/** The brands an ISO-BMFF file's `ftyp` box declares (major, then compatible), or none. */
function ftypBrands(bytes: Uint8Array): string[] {
  if (bytes.length < 12 || ascii(bytes, 4, 4) !== 'ftyp') return []
  const size = ((bytes[0]! << 24) | (bytes[1]! << 16) | (bytes[2]! << 8) | bytes[3]!) >>> 0
  const end = Math.min(size, bytes.length)
  const brands = [ascii(bytes, 8, 4)]
  // After the major brand and its minor version, the compatible brands, 4 bytes each.
  for (let at = 16; at + 4 <= end; at += 4) brands.push(ascii(bytes, at, 4))
  return brands
}

/** What a file's first bytes (SNIFF_BYTES of them suffice) say it is. */
export function sniffPhoto(bytes: Uint8Array): SniffedFile {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { kind: 'photo', type: 'jpeg' }
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return { kind: 'photo', type: 'png' }
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP')
    return { kind: 'photo', type: 'webp' }
  const brands = ftypBrands(bytes)
  if (brands.some((brand) => avifBrands.has(brand))) return { kind: 'photo', type: 'avif' }
  if (brands.some((brand) => heifBrands.has(brand) || genericHeifBrands.has(brand)))
    return { kind: 'heic' }
  return { kind: 'other' }
}
