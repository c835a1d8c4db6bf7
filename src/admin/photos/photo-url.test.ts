import { adminPhotoSrcSet, adminPhotoUrl } from './photo-url'

const sha = '9f'.repeat(32)
const recorded = `/images/uploads/${sha}-1200.avif`

describe('a listing’s photo in the back office', () => {
  it('is asked of the admin function while it is not public, at any stored width', () => {
    expect(adminPhotoUrl(recorded)).toBe(`/api/admin/photos/${sha}-1200.avif`)
    expect(adminPhotoUrl(recorded, 480)).toBe(`/api/admin/photos/${sha}-480.avif`)
    expect(adminPhotoSrcSet(recorded)).toBe(
      `/api/admin/photos/${sha}-480.avif 480w, /api/admin/photos/${sha}-800.avif 800w, /api/admin/photos/${sha}-1200.avif 1200w`,
    )
  })

  it('leaves the catalogue’s published photos, and anything else, as they are', () => {
    for (const url of [
      '/images/estates/villa-1-1200.avif',
      `/images/uploads/${sha}-1200.jpg`,
      `/images/uploads/../${sha}-1200.avif`,
      'https://example.com/images/uploads/x.avif',
    ]) {
      expect(adminPhotoUrl(url)).toBe(url)
      expect(adminPhotoSrcSet(url)).toBeUndefined()
    }
  })
})
