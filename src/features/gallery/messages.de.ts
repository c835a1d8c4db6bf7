import type { Translation } from '@/config/translation'
import type { galleryMessages as en } from './messages'

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
} as const satisfies Translation<typeof en>
