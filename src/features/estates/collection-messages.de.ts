import { SITE_NAME } from '@/config/constants'
import { formatNumber } from '@/lib/format'
import type { Translation } from '@/config/translation'
import type {
  availabilityNames as englishNames,
  collectionMessages as en,
  FieldTexts,
} from './collection-messages'
import { statusIs } from './estate-status'
import { estateCount } from './messages.de'

export type { FieldTexts, RangeTexts } from './collection-messages'

export const collectionMessages = {
  siteHeading: `${SITE_NAME}: Residenzen von seltener Eleganz`,
  eyebrow: 'Die Kollektion',
  heading: 'Immobilien',
  intro:
    'Von Apartments hoch über der Stadt und eleganten Stadthäusern bis zu Familienhäusern mit Garten und ruhigen Seniorenresidenzen: Jede Immobilie unserer Kollektion ist ausgewählt für ihre Lage, ihre Handwerkskunst und das Leben, das sie ermöglicht.',
  loading: 'Immobilien werden geladen…',
  showing: (shown: number, total: number) =>
    `${formatNumber(shown)} von ${estateCount(total)} angezeigt`,
  showMore: 'Mehr anzeigen',
  loadingMap: 'Karte wird geladen…',

  showcase: {
    name: 'Ausgewählte Residenzen',
    kind: 'Karussell',
    slideKind: 'Folie',
    slide: (index: number, count: number) => `${index} von ${count}`,
    showSlide: (index: number) => `Folie ${index} anzeigen`,
    previous: 'Vorherige Folie',
    next: 'Nächste Folie',
    play: 'Diashow starten',
    pause: 'Diashow anhalten',
    slides: [
      { eyebrow: 'Familienhäuser', caption: 'Villen, deren Garten ans Meer grenzt' },
      { eyebrow: 'Wohnungen', caption: 'Penthäuser über den Lichtern der Stadt' },
      { eyebrow: 'Refugien', caption: 'Seehäuser in der Stille der Berge' },
    ],
  },

  market: {
    label: 'Angezeigte Immobilien',
    onTheMarket: 'Auf dem Markt',
    portfolio: 'Verkauft',
    portfolioHeading: 'Unser Portfolio: verkauft und vermietet',
    portfolioIntro:
      'Residenzen, für die wir Käufer und Mieter gefunden haben. Jede behält ihre Seite, auf der Sie uns nach einer vergleichbaren Immobilie fragen können.',
  },

  search: {
    label: 'Immobilien suchen',
    placeholder: 'Ort, Stil oder Ausstattung',
    count: (count: number, onRequest = 0) =>
      onRequest === 0
        ? estateCount(count)
        : `${estateCount(count)}, davon ${formatNumber(onRequest)} mit Preis auf Anfrage`,
    noMatch: 'Keine Immobilie entspricht Ihrer Suche.',
    noSavedYet:
      'Sie haben sich noch keine Immobilien gemerkt. Wählen Sie das Herz einer Immobilie, um sie hier für später zu speichern.',
    savedOnly: 'Nur gemerkte',
    clear: 'Filter zurücksetzen',
    filters: 'Filter',
    filtersSet: { before: '(', after: ' aktiv)' },
    filtersLoadFailed:
      'Die Filter konnten nicht geladen werden. Bitte prüfen Sie Ihre Verbindung und wählen Sie erneut „Filter“.',
    sortBy: 'Sortieren nach',
    sort: {
      featured: 'Empfehlungen',
      'price-asc': 'Preis: aufsteigend',
      'price-desc': 'Preis: absteigend',
      'area-desc': 'Fläche: größte zuerst',
      'area-asc': 'Fläche: kleinste zuerst',
    },
    view: 'Ansicht',
    list: 'Liste',
    map: 'Karte',
  },

  filters: {
    title: 'Filter',
    close: 'Schließen',
    waiting: 'Die Filter erscheinen, sobald die Immobilien geladen sind.',
    show: (count: number | null) =>
      count === null ? 'Immobilien anzeigen' : `${estateCount(count)} anzeigen`,
    notANumber: 'Geben Sie eine Zahl ein, zum Beispiel 2500000',
    fields: {
      segment: { legend: 'Kategorie' },
      status: { legend: 'Angebotsart' },
      availability: {
        legend: 'Verfügbarkeit',
        hint: 'Verkaufte und vermietete Immobilien (unser Portfolio) erscheinen nur, wenn dieses Feld angekreuzt ist',
      },
      price: {
        legend: 'Preis ($)',
        from: 'Preis ab',
        to: 'Preis bis',
        legendWithin: (status: string) =>
          statusIs(status, 'rent') ? 'Monatsmiete ($)' : 'Preis ($)',
        legendIn: (sign: string, status?: string) =>
          status && statusIs(status, 'rent') ? `Monatsmiete (${sign})` : `Preis (${sign})`,
        notWithin:
          'Wählen Sie oben eine Angebotsart, um einen Preis festzulegen: Kaufpreise und Monatsmieten unterscheiden sich.',
      },
      area: {
        legend: 'Fläche (ft²)',
        from: 'Fläche ab',
        to: 'Fläche bis',
        legendIn: (unit: string) => `Fläche (${unit})`,
      },
      facilities: { legend: 'Ausstattung', hint: 'Immobilien mit allen gewählten Merkmalen' },
    } satisfies Record<string, FieldTexts>,
  },
} as const satisfies Translation<typeof en>

export const availabilityNames = {
  available: 'Verfügbar',
  'under offer': 'Reserviert',
  sold: 'Verkauft',
  let: 'Vermietet',
} as const satisfies Translation<typeof englishNames>
