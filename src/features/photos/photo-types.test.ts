import { sniffPhoto } from './photo-types'

const bytes = (...parts: (string | number[])[]) =>
  Uint8Array.from(
    parts.flatMap((part) =>
      typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part,
    ),
  )
/** An ISO-BMFF `ftyp` box: its size, `ftyp`, the major brand, a minor version, compatible brands. */
const ftyp = (major: string, ...compatible: string[]) =>
  bytes([0, 0, 0, 16 + 4 * compatible.length], 'ftyp', major, [0, 0, 0, 0], ...compatible)

describe('telling a photo by its first bytes', () => {
  it('knows JPEG, PNG, WebP and AVIF', () => {
    expect(sniffPhoto(bytes([0xff, 0xd8, 0xff, 0xe1, 0, 0]))).toEqual({
      kind: 'photo',
      type: 'jpeg',
    })
    expect(sniffPhoto(bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a]))).toEqual({
      kind: 'photo',
      type: 'png',
    })
    expect(sniffPhoto(bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 '))).toEqual({
      kind: 'photo',
      type: 'webp',
    })
    expect(sniffPhoto(ftyp('avif', 'mif1', 'miaf'))).toEqual({ kind: 'photo', type: 'avif' })
    // An AVIF file may name the generic brand first and AVIF among the compatible ones.
    expect(sniffPhoto(ftyp('mif1', 'avif', 'miaf'))).toEqual({ kind: 'photo', type: 'avif' })
  })

  it('tells HEIC and HEIF apart from AVIF', () => {
    expect(sniffPhoto(ftyp('heic', 'mif1', 'heic'))).toEqual({ kind: 'heic' })
    expect(sniffPhoto(ftyp('heix'))).toEqual({ kind: 'heic' })
    expect(sniffPhoto(ftyp('mif1', 'heic'))).toEqual({ kind: 'heic' })
    expect(sniffPhoto(ftyp('msf1', 'hevc'))).toEqual({ kind: 'heic' })
  })

  it('refuses anything else, whatever its name would say', () => {
    for (const other of [
      bytes('GIF89a'),
      bytes('<svg xmlns="http://www.w3.org/2000/svg">'),
      bytes('II*', [0]),
      bytes('%PDF-1.7'),
      ftyp('isom', 'mp41'),
      ftyp('qt  '),
      bytes([0xff, 0xd8]),
      bytes(),
    ])
      expect(sniffPhoto(other)).toEqual({ kind: 'other' })
  })

  it('reads only the brands the box holds, even when the bytes are cut short', () => {
    const box = ftyp('isom', 'mp41', 'avif')
    // Declared 24 bytes long: `avif` lies beyond the box and is not one of its brands.
    box[3] = 20
    expect(sniffPhoto(box)).toEqual({ kind: 'other' })
    expect(sniffPhoto(ftyp('avif').subarray(0, 12))).toEqual({ kind: 'photo', type: 'avif' })
  })
})
