import { viewerSources } from './gallery-photo'

describe('viewerSources', () => {
  it('offers every exported width of our own photos, at 3:2', () => {
    expect(
      viewerSources({ src: '/images/gallery/monte-carlo-villa-view-1200.avif', alt: 'The view' }),
    ).toEqual({
      src: '/images/gallery/monte-carlo-villa-view-1200.avif',
      srcSet: [
        { src: '/images/gallery/monte-carlo-villa-view-480.avif', width: 480, height: 320 },
        { src: '/images/gallery/monte-carlo-villa-view-800.avif', width: 800, height: 533 },
        { src: '/images/gallery/monte-carlo-villa-view-1200.avif', width: 1200, height: 800 },
      ],
    })
  })

  it('uses any other address as it is', () => {
    expect(viewerSources({ src: 'https://photos.example.com/a.jpg', alt: '' })).toEqual({
      src: 'https://photos.example.com/a.jpg',
    })
  })
})
