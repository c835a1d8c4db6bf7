import type { Translation } from '@/config/translation'
import type * as en from './messages'

export const galleryMessages = {
  dialog: (title: string) => `Photos de ${title}`,
  viewAll: (count: number) => `Voir les ${count} photos`,
  photoOfEstate: (title: string, index: number) => `${title}, photo ${index}`,
  openPhoto: (index: number, count: number, alt: string) =>
    `Ouvrir la photo ${index} sur ${count}\u202f: ${alt}`,
  floorPlans: 'Plans',
  film: 'Voir la vidéo',
  tour: (provider: string) => `Visite 3D par ${provider}`,
  photoOf: '{index} sur {total}',
  previous: 'Photo précédente',
  next: 'Photo suivante',
  close: 'Fermer',
  zoomIn: 'Zoom avant',
  zoomOut: 'Zoom arrière',
  viewerFailed:
    'Les photos n’ont pas pu être ouvertes pour le moment. Vérifiez votre connexion et réessayez.',
} as const satisfies Translation<typeof en.galleryMessages>

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
} as const satisfies Translation<typeof en.viewerMessages>
