import type { Translation } from '@/config/translation'
import type { viewerMessages as en } from './viewer-messages'

export const viewerMessages = {
  sections: 'Afficher',
  section: {
    photos: 'Photos',
    floorPlans: 'Plans',
    film: 'Vidéo',
    tour: 'Visite 3D',
  },
  slideKind: {
    photos: 'photo',
    floorPlans: 'plan',
    film: 'vidéo',
    tour: 'visite 3D',
  },
  floorPlan: (title: string, label: string) => `Plan de ${title}\u202f: ${label}`,
  film: (title: string) => `Vidéo de ${title}`,
  language: 'fr',
  captions: { en: 'Anglais', fr: 'Français', de: 'Allemand' },
  tourFrame: (title: string, provider: string) => `Visite 3D de ${title}, par ${provider}`,
} as const satisfies Translation<typeof en>
