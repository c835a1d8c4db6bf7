import type { Translation } from '@/config/translation'
import type * as en from './messages'

export const galleryMessages = {
  dialog: (title: string) => `Fotos von ${title}`,
  viewAll: (count: number) => `Alle ${count} Fotos ansehen`,
  photoOfEstate: (title: string, index: number) => `${title}, Foto ${index}`,
  openPhoto: (index: number, count: number, alt: string) =>
    `Foto ${index} von ${count} öffnen: ${alt}`,
  floorPlans: 'Grundrisse',
  film: 'Video ansehen',
  tour: (provider: string) => `3D-Rundgang von ${provider}`,
  photoOf: '{index} von {total}',
  previous: 'Vorheriges Foto',
  next: 'Nächstes Foto',
  close: 'Schließen',
  zoomIn: 'Vergrößern',
  zoomOut: 'Verkleinern',
  viewerFailed:
    'Die Fotos können gerade nicht geöffnet werden. Bitte prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
} as const satisfies Translation<typeof en.galleryMessages>

export const viewerMessages = {
  sections: 'Anzeigen',
  section: {
    photos: 'Fotos',
    floorPlans: 'Grundrisse',
    film: 'Video',
    tour: '3D-Rundgang',
  },
  slideKind: {
    photos: 'Foto',
    floorPlans: 'Grundriss',
    film: 'Video',
    tour: '3D-Rundgang',
  },
  floorPlan: (title: string, label: string) => `Grundriss von ${title}: ${label}`,
  film: (title: string) => `Video von ${title}`,
  language: 'de',
  captions: { en: 'Englisch', fr: 'Französisch', de: 'Deutsch' },
  tourFrame: (title: string, provider: string) => `3D-Rundgang durch ${title}, von ${provider}`,
} as const satisfies Translation<typeof en.viewerMessages>
