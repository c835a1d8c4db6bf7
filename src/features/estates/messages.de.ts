import type { Display } from '@/lib/display-units'
import { formatArea, formatNumber, formatDate, formatMoney } from '@/lib/format'
import { plural } from '@/lib/plural'
import type { Translation } from '@/config/translation'
import { SITE_NAME, approximateLocation } from '@/config/constants'
import type * as en from './messages'

export const priceOnRequest = 'Preis auf Anfrage' satisfies Translation<typeof en.priceOnRequest>

export const perMonth = ((figure: string) => `${figure} / Monat`) satisfies Translation<
  typeof en.perMonth
>

export const statusNames = { sale: 'Kauf', rent: 'Miete' } satisfies Translation<
  typeof en.statusNames
>

export const availabilityBadge = {
  available: null,
  'under offer': 'Reserviert',
  sold: 'Verkauft',
  let: 'Vermietet',
} satisfies Translation<typeof en.availabilityBadge>

/** "1 Immobilie", "2 Immobilien". */
export const estateCount = ((count: number) =>
  `${formatNumber(count)} ${plural(count, { one: 'Immobilie', other: 'Immobilien' }, 'de')}`) satisfies Translation<
  typeof en.estateCount
>

export const estateMessages = {
  loadFailed: 'Die Immobilien können gerade nicht geladen werden.',
  empty: 'Derzeit sind keine Immobilien gelistet. Schauen Sie bald wieder vorbei.',
  mapLoadFailed: 'Die Karte konnte nicht geladen werden.',

  card: {
    area: (squareFeet: number, display?: Pick<Display, 'area'>) =>
      formatArea(squareFeet, { unit: display?.area }),
    id: (id: string) => `(Objekt-Nr.: ${id})`,
    price: (figure: string) => `Preis: ${figure}`,
    segment: 'Kategorie:',
    view: 'Immobilie ansehen',
    viewLabel: (title: string) => `Immobilie ansehen: ${title}`,
  },
} as const satisfies Translation<typeof en.estateMessages>

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
    show: 'Immobilien anzeigen',
    showCount: (count: number) => `${estateCount(count)} anzeigen`,
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
        legendIn: (sign: string) => `Preis (${sign})`,
        rentLegendIn: (sign: string) => `Monatsmiete (${sign})`,
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
    } satisfies Record<string, en.FieldTexts>,
  },
} as const satisfies Translation<typeof en.collectionMessages>

export const availabilityNames = {
  available: 'Verfügbar',
  'under offer': 'Reserviert',
  sold: 'Verkauft',
  let: 'Vermietet',
} as const satisfies Translation<typeof en.availabilityNames>

/** "London, Vereinigtes Königreich" inside a sentence: its region closed by a comma. */
const amid = (location: string) => (location.includes(',') ? `${location},` : location)

export const estatePageMessages = {
  segment: (segment: string) => `Kategorie: ${segment}`,
  price: 'Preis',
  facilities: 'Ausstattung:',
  location: 'Hier befindet sich die Immobilie:',
  locationUnavailable: 'Lage nicht verfügbar',
  approximateLocation: 'Ungefähre Lage',
  approximateNote: `Der Kreis zeigt die Umgebung im Umkreis von etwa ${approximateLocation.radiusM / 1000} km; die Adresse nennt Ihnen der Makler.`,
  enquiryLoadFailed: 'Das Formular für die Besichtigungsanfrage konnte nicht geladen werden.',
  description: {
    offeredFor: {
      sale: 'zum Kauf',
      rent: 'zur Miete',
      other: (status: string) => `(${status})`,
    },
    atPrice: (figure: string) => `für ${figure}`,
    onRequest: 'mit Preis auf Anfrage',
    terms: (offeredFor: string, price: string) => `${offeredFor} ${price}`,
    available: (terms: string, location: string, area: string) =>
      `Diese Immobilie in ${amid(location)} mit ${area} Wohnfläche wird ${terms} angeboten.`,
    'under offer': (terms: string, location: string, area: string) =>
      `Diese Immobilie in ${amid(location)} mit ${area} Wohnfläche wird ${terms} angeboten und ist bereits reserviert.`,
    sold: (terms: string, location: string, area: string) =>
      `Diese Immobilie in ${amid(location)} mit ${area} Wohnfläche wurde ${terms} angeboten und ist verkauft.`,
    let: (terms: string, location: string, area: string) =>
      `Diese Immobilie in ${amid(location)} mit ${area} Wohnfläche wurde ${terms} angeboten und ist vermietet.`,
  },
  summary: {
    line: (title: string, location: string, state: string, description: string) =>
      `${title} in ${location} – ${state}: ${description}`,
    sold: 'verkauft',
    let: 'vermietet',
    onRequest: 'Preis auf Anfrage',
    underOffer: (state: string) => `${state}, reserviert`,
  },
  convertedAt: {
    price: (date: string, source: string, dollars: number) =>
      `Umgerechnet zu den Wechselkursen vom ${formatDate(date)} (${source}); die Preisvorstellung beträgt ${formatMoney(dollars)}.`,
    rent: (date: string, source: string, dollars: number) =>
      `Umgerechnet zu den Wechselkursen vom ${formatDate(date)} (${source}); die geforderte Miete beträgt ${formatMoney(dollars)} / Monat.`,
  },
  availability: availabilityBadge,
  inPortfolio: {
    sold: 'Diese Immobilie wurde verkauft. Ihre Seite bleibt in unserem Portfolio: Fragen Sie uns unten nach einer vergleichbaren Immobilie.',
    let: 'Diese Immobilie wurde vermietet. Ihre Seite bleibt in unserem Portfolio: Fragen Sie uns unten nach einer vergleichbaren Immobilie.',
  },
  mortgageOnRequest:
    'Der Preis dieser Immobilie wird auf Anfrage genannt, daher gibt es keine Finanzierungsberechnung. Fragen Sie unten eine Besichtigung an, und der Makler nennt Ihnen den Preis.',
  notFound: {
    page: 'Immobilie nicht gefunden',
    title: 'Immobilie nicht gefunden',
    body: 'Diese Immobilie wird nicht mehr angeboten, oder der Link ist fehlerhaft.',
    action: 'Alle Immobilien ansehen',
  },
} as const satisfies Translation<typeof en.estatePageMessages>
