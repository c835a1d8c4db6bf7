import { formatNumber } from '@/lib/format'
import { plural } from '@/lib/plural'
import type { Translation } from '@/config/translation'
import type { mapMessages as en } from './messages'

export const mapMessages = {
  zoomIn: 'Vergrößern',
  zoomOut: 'Verkleinern',
  closePopup: 'Fenster schließen',
  tilesUnavailable: 'Das Kartenbild ist gerade nicht verfügbar; die Karte zeigt dennoch die Lage.',
  estateMap: (location: string) => `Karte von ${location}`,
  estateMarker: (location: string) => `Lage der Immobilie: ${location}`,
  estateArea: (name: string) => `Ungefähre Lage von ${name}`,
  approximate: 'Ungefähre Lage',
  matchesMap: 'Karte der passenden Immobilien',
  cluster: (count: number) =>
    `${formatNumber(count)} ${plural(count, { one: 'Immobilie', other: 'Immobilien' }, 'de')}`,
  noLocation: (count: number) =>
    `${formatNumber(count)} ${plural(count, { one: 'Immobilie hat', other: 'Immobilien haben' }, 'de')} keine Lageangabe`,
  price: (figure: string) => `Preis: ${figure}`,
  perMonth: (figure: string) => `${figure} / Monat`,
  onRequest: 'Preis auf Anfrage',
  view: 'Immobilie ansehen',
  viewLabel: (title: string) => `Immobilie ansehen: ${title}`,
} as const satisfies Translation<typeof en>
