import { collectionMessages } from './messages'

const [villas, penthouses, lakeHouses] = collectionMessages.showcase.slides

/** The home carousel: three scenes from the collection, their words in the estates' catalogue. */
export const showcaseSlides = [
  { image: '/images/slides/riviera-villa-dusk-1920.avif', ...villas },
  { image: '/images/slides/harbour-skyline-night-1920.avif', ...penthouses },
  { image: '/images/slides/alpine-lake-house-dawn-1920.avif', ...lakeHouses },
] as const
