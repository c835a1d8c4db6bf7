import { crc32, deflateSync } from 'node:zlib'
import sharp from 'sharp'

/**
 * Photos for the tests, made with sharp: the metadata a phone writes (its position among it), an
 * orientation to apply, colours that show which way up a picture came out.
 */

/** What a phone's JPEG says of where and by whom it was taken: none of it may reach a visitor. */
export const leakyMetadata = {
  exif: {
    IFD0: { Make: 'LeakyCam', Model: 'Pocket 12', Artist: 'Agnes Agent' },
    IFD3: {
      GPSLatitudeRef: 'N',
      GPSLatitude: '43/1 33/1 1200/100',
      GPSLongitudeRef: 'E',
      GPSLongitude: '7/1 0/1 4500/100',
      GPSMapDatum: 'WGS-84',
    },
  },
  xmp: '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:photoshop="http://ns.adobe.com/photoshop/1.0/" photoshop:City="Cap d’Antibes"/></rdf:RDF></x:xmpmeta>',
  /** Words of it that must not be found in any stored file's bytes. */
  traces: ['Exif', 'GPS', 'WGS-84', 'LeakyCam', 'Agnes Agent', 'xmpmeta', 'Antibes', 'ICC_PROFILE'],
}

/** A picture whose top half is red and bottom half blue, `width` × `height` as stored. */
export function twoColours(width: number, height: number) {
  const raw = Buffer.alloc(width * height * 3)
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * 3
      raw.set(y < height / 2 ? [220, 30, 30] : [30, 30, 220], at)
    }
  return sharp(raw, { raw: { width, height, channels: 3 } })
}

/**
 * A JPEG as a phone held sideways writes it: stored landscape with EXIF orientation 6 (turn 90°
 * clockwise to see it), its position, camera and owner in EXIF, a place in XMP, a colour profile.
 */
export function phoneJpeg({ width = 1600, height = 1000, orientation = 6 } = {}) {
  return twoColours(width, height)
    .jpeg({ quality: 90 })
    .withMetadata({ orientation })
    .withExif(leakyMetadata.exif)
    .withXmp(leakyMetadata.xmp)
    .toBuffer()
}

/** A few bytes that open as a HEIC file does (an iPhone's photo): its `ftyp` box says `heic`. */
export const heicBytes = () =>
  Buffer.concat([
    Buffer.from([0, 0, 0, 24]),
    Buffer.from('ftypheic'),
    Buffer.from([0, 0, 0, 0]),
    Buffer.from('mif1heic'),
    Buffer.alloc(64),
  ])

/** A PNG declaring `width` × `height` in its header, with the first bytes of its pixels only. */
export function pngHeader(width: number, height: number) {
  const data = Buffer.alloc(13)
  data.writeUInt32BE(width, 0)
  data.writeUInt32BE(height, 4)
  data.set([8, 2, 0, 0, 0], 8)
  const chunk = (type: string, body: Buffer) => {
    const length = Buffer.alloc(4)
    length.writeUInt32BE(body.length)
    const typed = Buffer.concat([Buffer.from(type), body])
    const crc = Buffer.alloc(4)
    crc.writeUInt32BE(crc32(typed))
    return Buffer.concat([length, typed, crc])
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', data),
    chunk('IDAT', deflateSync(Buffer.alloc(64))),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

/** The colour of the pixel at (x, y) of an image. */
export async function pixelAt(image: Buffer, x: number, y: number) {
  const { data, info } = await sharp(image).raw().toBuffer({ resolveWithObject: true })
  const at = (y * info.width + x) * info.channels
  return [data[at]!, data[at + 1]!, data[at + 2]!]
}
