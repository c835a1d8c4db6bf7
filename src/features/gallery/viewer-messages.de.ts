import type { Translation } from '@/config/translation'
import type { viewerMessages as en } from './viewer-messages'

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
} as const satisfies Translation<typeof en>
