import type { Language } from '@/config/languages'
import type { GallerySection } from './gallery-photo'

/** An estate's photos: the strip of thumbnails and the viewer. */
export const galleryMessages = {
  dialog: (title: string) => `Photos of ${title}`,
  viewAll: (count: number) => `View all ${count} photos`,
  /** A photo the estate's file describes no further. */
  photoOfEstate: (title: string, index: number) => `${title}, photo ${index}`,
  openPhoto: (index: number, count: number, alt: string) =>
    `Open photo ${index} of ${count}: ${alt}`,
  /** Beside the photos: the estate's floor plans, film and 3D tour, each opening the viewer. */
  floorPlans: 'Floor plans',
  film: 'Watch the film',
  /** A tour names its provider: its page loads from there, and only once asked for. */
  tour: (provider: string) => `3D tour by ${provider}`,
  /** The viewer's own placeholders, filled in by it. */
  photoOf: '{index} of {total}',
  previous: 'Previous photo',
  next: 'Next photo',
  close: 'Close',
  zoomIn: 'Zoom in',
  zoomOut: 'Zoom out',
  viewerFailed: 'The photos could not be opened just now. Check your connection and try again.',
} as const

/** What only the open viewer shows: its tabs, slides and captions. */
export const viewerMessages = {
  sections: 'Show',
  section: {
    photos: 'Photos',
    floorPlans: 'Floor plans',
    film: 'Film',
    tour: '3D tour',
  } satisfies Record<GallerySection, string>,
  /** What each slide is, to a screen reader, in each tab. */
  slideKind: {
    photos: 'photo',
    floorPlans: 'floor plan',
    film: 'film',
    tour: '3D tour',
  } satisfies Record<GallerySection, string>,
  floorPlan: (title: string, label: string) => `Floor plan of ${title}: ${label}`,
  film: (title: string) => `Film of ${title}`,
  /**
   * The language of these texts: a film's captions are in it unless they say otherwise (the data's
   * English, where no translation gives them). Its code, as a `dateLocale`: read, not shown.
   */
  language: 'en' as Language,
  /** A captions track's label: the language it is in. */
  captions: { en: 'English', fr: 'French', de: 'German' } satisfies Record<Language, string>,
  tourFrame: (title: string, provider: string) => `3D tour of ${title}, by ${provider}`,
} as const
