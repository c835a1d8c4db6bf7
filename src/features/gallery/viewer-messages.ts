import type { Language } from '@/config/languages'
import type { GallerySection } from './gallery-photo'

/** Texts only the open viewer shows: they load with it. */
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
