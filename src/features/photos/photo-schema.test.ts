import { imageWidths } from '@/config/constants'
import { responsiveSources } from '@/lib/responsive-image'
import { parsePhotoFileName, photoFileName, recordUrlOf, RECORD_WIDTH } from './photo-schema'

const sha = 'ab'.repeat(32)

describe('an uploaded photo’s names', () => {
  it('names its files by hash and width, and reads them back', () => {
    expect(photoFileName(sha, 800)).toBe(`${sha}-800.avif`)
    expect(parsePhotoFileName(`${sha}-800.avif`)).toEqual({ sha256: sha, width: 800 })
  })

  it('reads no other name: a width not served, another hash, a path', () => {
    for (const name of [
      `${sha}-801.avif`,
      `${sha}-800.jpg`,
      `${sha.toUpperCase()}-800.avif`,
      `${sha.slice(1)}-800.avif`,
      `../${sha}-800.avif`,
      `${sha}-800.avif/x`,
    ])
      expect(parsePhotoFileName(name), name).toBeNull()
  })

  it('gives a record the largest width, from which the site’s srcset derives the others', () => {
    expect(RECORD_WIDTH).toBe(1200)
    const url = recordUrlOf(sha)
    expect(url).toBe(`/images/uploads/${sha}-1200.avif`)
    expect(responsiveSources(url, imageWidths.estate).srcSet).toBe(
      imageWidths.estate
        .map((width) => `/images/uploads/${sha}-${width}.avif ${width}w`)
        .join(', '),
    )
  })
})
