/** The home carousel: three scenes from the collection. */
export const showcaseSlides = [
  {
    image: '/images/slides/riviera-villa-dusk-1920.avif',
    eyebrow: 'Family Homes',
    caption: 'Villas where the garden meets the sea',
  },
  {
    image: '/images/slides/harbour-skyline-night-1920.avif',
    eyebrow: 'Apartments',
    caption: 'Penthouses above the city lights',
  },
  {
    image: '/images/slides/alpine-lake-house-dawn-1920.avif',
    eyebrow: 'Retreats',
    caption: 'Lake houses in the quiet of the mountains',
  },
] as const
