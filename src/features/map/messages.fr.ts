import { formatNumber } from '@/lib/format'
import { plural } from '@/lib/plural'
import type { Translation } from '@/config/translation'
import type { mapMessages as en } from './messages'

export const mapMessages = {
  zoomIn: 'Zoom avant',
  zoomOut: 'Zoom arrière',
  closePopup: 'Fermer la fenêtre',
  tilesUnavailable:
    'Le fond de carte est indisponible pour le moment\u202f; la carte indique toujours l’emplacement.',
  estateMap: (location: string) => `Carte de ${location}`,
  estateMarker: (location: string) => `Emplacement de la propriété\u202f: ${location}`,
  estateArea: (name: string) => `Situation approximative de ${name}`,
  approximate: 'Situation approximative',
  matchesMap: 'Carte des propriétés correspondantes',
  cluster: (count: number) =>
    `${formatNumber(count)} ${plural(count, { one: 'propriété', other: 'propriétés' }, 'fr')}`,
  noLocation: (count: number) =>
    `${formatNumber(count)} ${plural(count, { one: 'propriété n’a pas d’emplacement', other: 'propriétés n’ont pas d’emplacement' }, 'fr')}`,
  price: (figure: string) => `Prix\u202f: ${figure}`,
  perMonth: (figure: string) => `${figure} / mois`,
  onRequest: 'Prix sur demande',
  view: 'Découvrir la propriété',
  viewLabel: (title: string) => `Découvrir la propriété\u202f: ${title}`,
} as const satisfies Translation<typeof en>
