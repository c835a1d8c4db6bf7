// @vitest-environment node
import sharp from 'sharp'
import { photoUploads } from '@/config/constants'
import { photoWidths } from '@/features/photos/photo-schema'
import { checkPhoto, processPhoto, sha256Of } from './photo-pipeline'
import {
  heicBytes,
  leakyMetadata,
  phoneJpeg,
  pixelAt,
  pngHeader,
  twoColours,
} from './photo-fixtures'

async function processed(bytes: Buffer) {
  const result = await processPhoto(bytes)
  if (!result.ok) throw new Error(`refused: ${result.refusal}`)
  return result.photo
}

describe('the photo pipeline', () => {
  it('turns a sideways phone photo upright and stores it at each estate width', async () => {
    const jpeg = await phoneJpeg({ width: 1600, height: 1000, orientation: 6 })
    expect((await sharp(jpeg).metadata()).orientation).toBe(6)
    const photo = await processed(jpeg)
    expect(photo).toMatchObject({ sha256: sha256Of(jpeg), type: 'jpeg', width: 1000, height: 1600 })
    expect(photo.variants.map(({ width, name, size }) => ({ width, name, size }))).toEqual([
      // Narrower than 1200 once upright: kept at its own width, never enlarged.
      { width: 1200, name: `${photo.sha256}-1200.avif`, size: { width: 1000, height: 1600 } },
      { width: 800, name: `${photo.sha256}-800.avif`, size: { width: 800, height: 1280 } },
      { width: 480, name: `${photo.sha256}-480.avif`, size: { width: 480, height: 768 } },
    ])
    expect(photo.variants.map((variant) => variant.width)).toEqual(
      [...photoWidths].sort((a, b) => b - a),
    )
    for (const { data, size } of photo.variants) {
      const meta = await sharp(data).metadata()
      expect(meta).toMatchObject({ format: 'heif', compression: 'av1', ...size })
      // Stored red on top: turned a quarter clockwise, red is on the right, blue on the left.
      const [left, right] = await Promise.all([
        pixelAt(data, Math.round(size.width * 0.1), size.height / 2),
        pixelAt(data, Math.round(size.width * 0.9), size.height / 2),
      ])
      expect(left[2]).toBeGreaterThan(150)
      expect(left[0]).toBeLessThan(90)
      expect(right[0]).toBeGreaterThan(150)
      expect(right[2]).toBeLessThan(90)
    }
  })

  it('keeps no metadata: no EXIF (GPS with it), no XMP, no ICC profile, no orientation', async () => {
    const jpeg = await phoneJpeg()
    const before = await sharp(jpeg).metadata()
    // The fixture carries all of it, the position among it.
    expect(before.exif?.toString('latin1')).toContain('WGS-84')
    expect(before.xmp).toBeDefined()
    for (const trace of ['Exif', 'WGS-84', 'LeakyCam', 'xmpmeta'])
      expect(jpeg.includes(trace), trace).toBe(true)

    for (const { name, data } of (await processed(jpeg)).variants) {
      const meta = await sharp(data).metadata()
      expect(meta.exif, name).toBeUndefined()
      expect(meta.xmp, name).toBeUndefined()
      expect(meta.icc, name).toBeUndefined()
      expect(meta.iptc, name).toBeUndefined()
      expect(meta.orientation, name).toBeUndefined()
      for (const trace of leakyMetadata.traces)
        expect(data.includes(trace), `${trace} in ${name}`).toBe(false)
    }
  })

  it('converts another colour profile to sRGB rather than dropping it unread', async () => {
    // sRGB's (200, 60, 60) written in Display P3: other numbers in the file, the same colour.
    const p3 = await sharp({
      create: { width: 600, height: 400, channels: 3, background: { r: 200, g: 60, b: 60 } },
    })
      .withIccProfile('p3')
      .png()
      .toBuffer()
    expect((await sharp(p3).metadata()).icc).toBeDefined()
    const [storedRed, storedGreen] = await sharp(p3, { ignoreIcc: true })
      .raw()
      .toBuffer()
      .then((data) => [data[0]!, data[1]!])
    expect(storedRed).toBeLessThan(190)
    expect(storedGreen).toBeGreaterThan(66)

    const [variant] = (await processed(p3)).variants
    expect((await sharp(variant!.data).metadata()).icc).toBeUndefined()
    // The colour seen, not the file's numbers: had the profile been dropped unread, the red
    // would be as dull as the numbers stored.
    const [red, green, blue] = await pixelAt(variant!.data, 300, 200)
    expect(Math.abs(red! - 200)).toBeLessThanOrEqual(4)
    expect(Math.abs(green! - 60)).toBeLessThanOrEqual(4)
    expect(Math.abs(blue! - 60)).toBeLessThanOrEqual(4)
  })

  it('takes PNG, WebP and AVIF as well as JPEG', async () => {
    const image = () => twoColours(900, 600)
    for (const [type, bytes] of [
      ['png', await image().png().toBuffer()],
      ['webp', await image().webp().toBuffer()],
      ['avif', await image().avif().toBuffer()],
    ] as const) {
      const photo = await processed(bytes)
      expect(photo, type).toMatchObject({ type, width: 900, height: 600 })
      expect(photo.variants.map((variant) => variant.size.width)).toEqual([900, 800, 480])
    }
  })

  it('refuses HEIC and anything not a photo of the four types, by its bytes, not its name', async () => {
    expect(await processPhoto(heicBytes())).toEqual({ ok: false, refusal: 'photo-heic' })
    for (const other of [
      await twoColours(40, 40).gif().toBuffer(),
      await twoColours(40, 40).tiff().toBuffer(),
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'),
      Buffer.from('%PDF-1.7\n'),
    ])
      expect(await processPhoto(other)).toEqual({ ok: false, refusal: 'photo-type' })
  })

  it('refuses a file over 20 MB before decoding it', () => {
    const large = Buffer.alloc(photoUploads.maxBytes + 1)
    large.set([0xff, 0xd8, 0xff])
    expect(checkPhoto(large)).toEqual({ ok: false, refusal: 'too-large' })
    const spy = vi.spyOn(sharp.prototype, 'metadata')
    return processPhoto(large).then((result) => {
      expect(result).toEqual({ ok: false, refusal: 'too-large' })
      expect(spy).not.toHaveBeenCalled()
      spy.mockRestore()
    })
  })

  it('refuses an image of more pixels than allowed from its header, before its pixels', async () => {
    // 20 000 × 6 000: 120 megapixels declared in 80 bytes.
    expect(await processPhoto(pngHeader(20_000, 6_000))).toEqual({
      ok: false,
      refusal: 'photo-too-many-pixels',
    })
  })

  it('refuses a damaged file: a photo’s first bytes over nonsense, a JPEG cut short', async () => {
    const jpeg = await phoneJpeg({ width: 800, height: 600 })
    const nonsense = Buffer.concat([jpeg.subarray(0, 4), Buffer.alloc(2000, 7)])
    expect(await processPhoto(nonsense)).toEqual({ ok: false, refusal: 'photo-unreadable' })
    const cut = jpeg.subarray(0, Math.round(jpeg.length * 0.6))
    expect(await processPhoto(cut)).toEqual({ ok: false, refusal: 'photo-unreadable' })
  })
})
