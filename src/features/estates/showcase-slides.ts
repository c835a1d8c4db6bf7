/** The home carousel: three scenes from the collection. */
export const showcaseSlides = [
  {
    image: '/images/slides/coastal-villa-1920.avif',
    eyebrow: 'Family Homes',
    caption: 'Villas where the garden meets the sea',
  },
  {
    image: '/images/slides/skyline-penthouse-1920.avif',
    eyebrow: 'Apartments',
    caption: 'Penthouses above the city lights',
  },
  {
    image: '/images/slides/garden-residence-1920.avif',
    eyebrow: 'Senior Living',
    caption: 'Calm residences among quiet gardens',
  },
] as const
