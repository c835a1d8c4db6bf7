import { dollars, type Display, type Money } from '@/lib/display-units'
import { formatArea, formatNumber, formatPrice, formatDate, formatMoney } from '@/lib/format'
import { plural } from '@/lib/plural'
import type { Translation } from '@/config/translation'
import { statusIs } from './estate-status'
import type { Estate } from './estate-schema'
import { SITE_NAME, approximateLocation } from '@/config/constants'
import type * as en from './messages'

export const priceOnRequest = 'Preis auf Anfrage' satisfies Translation<typeof en.priceOnRequest>

/** A figure with its period: a rent's "… / Monat" (the figure is the formatter's). */
export const priceFigure = ((price: number, monthly: boolean, money = dollars, approx = false) => {
  const figure = formatPrice(price, money, { approx })
  return monthly ? `${figure} / Monat` : figure
}) satisfies Translation<typeof en.priceFigure>

export const statusName = ((status: string): string | null =>
  statusIs(status, 'sale')
    ? 'Kauf'
    : statusIs(status, 'rent')
      ? 'Miete'
      : null) satisfies Translation<typeof en.statusName>

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
    price: ({ price, monthly }: Pick<Estate, 'price' | 'monthly'>, money: Money = dollars) =>
      price === null ? priceOnRequest : `Preis: ${priceFigure(price, monthly, money, true)}`,
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
    } satisfies Record<string, en.FieldTexts>,
  },
} as const satisfies Translation<typeof en.collectionMessages>

export const availabilityNames = {
  available: 'Verfügbar',
  'under offer': 'Reserviert',
  sold: 'Verkauft',
  let: 'Vermietet',
} as const satisfies Translation<typeof en.availabilityNames>

/** The data's status ("Sale", "Rent") in a sentence: "zum Kauf"; another status as it is. */
const offeredFor = (status: string) =>
  statusIs(status, 'sale') ? 'zum Kauf' : statusIs(status, 'rent') ? 'zur Miete' : `(${status})`

/** "London, Vereinigtes Königreich" inside a sentence: its region closed by a comma. */
const amid = (location: string) => (location.includes(',') ? `${location},` : location)

const endedAs = (availability: 'sold' | 'let') =>
  availability === 'sold' ? 'verkauft' : 'vermietet'

export const estatePageMessages = {
  segment: (segment: string) => `Kategorie: ${segment}`,
  price: 'Preis',
  facilities: 'Ausstattung:',
  location: 'Hier befindet sich die Immobilie:',
  locationUnavailable: 'Lage nicht verfügbar',
  approximateLocation: 'Ungefähre Lage',
  approximateNote: `Der Kreis zeigt die Umgebung im Umkreis von etwa ${approximateLocation.radiusM / 1000} km; die Adresse nennt Ihnen der Makler.`,
  enquiryLoadFailed: 'Das Formular für die Besichtigungsanfrage konnte nicht geladen werden.',
  description: (
    description: string,
    {
      status,
      price,
      monthly,
      availability,
      location,
      areaSqFt,
    }: Pick<Estate, 'status' | 'price' | 'monthly' | 'availability' | 'location' | 'areaSqFt'>,
    { money, area }: Pick<Display, 'money' | 'area'> = { money: dollars, area: 'sqft' },
  ) => {
    const terms = `${offeredFor(status)} ${price === null ? 'mit Preis auf Anfrage' : `für ${priceFigure(price, monthly, money)}`}`
    const space = `${formatArea(areaSqFt, { long: true, unit: area })} Wohnfläche`
    if (availability === 'sold' || availability === 'let')
      return `${description} Diese Immobilie in ${amid(location)} mit ${space} wurde ${terms} angeboten und ist ${endedAs(availability)}.`
    const underOffer = availability === 'under offer' ? ' und ist bereits reserviert' : ''
    return `${description} Diese Immobilie in ${amid(location)} mit ${space} wird ${terms} angeboten${underOffer}.`
  },
  summary: (
    { title, location, price, monthly, availability, description }: Estate,
    money: Money = dollars,
  ) =>
    `${title} in ${location} – ${availability === 'sold' || availability === 'let' ? endedAs(availability) : price === null ? 'Preis auf Anfrage' : priceFigure(price, monthly, money, true)}${availability === 'under offer' ? ', reserviert' : ''}: ${description}`,
  convertedAt: (date: string, source: string, dollars: number, monthly: boolean) =>
    `Umgerechnet zu den Wechselkursen vom ${formatDate(date)} (${source}); die ${monthly ? 'geforderte Miete beträgt' : 'Preisvorstellung beträgt'} ${formatMoney(dollars)}${monthly ? ' / Monat' : ''}.`,
  availability: availabilityBadge,
  inPortfolio: (availability: 'sold' | 'let') =>
    `Diese Immobilie wurde ${endedAs(availability)}. Ihre Seite bleibt in unserem Portfolio: Fragen Sie uns unten nach einer vergleichbaren Immobilie.`,
  mortgageOnRequest:
    'Der Preis dieser Immobilie wird auf Anfrage genannt, daher gibt es keine Finanzierungsberechnung. Fragen Sie unten eine Besichtigung an, und der Makler nennt Ihnen den Preis.',
  notFound: {
    page: 'Immobilie nicht gefunden',
    title: 'Immobilie nicht gefunden',
    body: 'Diese Immobilie wird nicht mehr angeboten, oder der Link ist fehlerhaft.',
    action: 'Alle Immobilien ansehen',
  },
} as const satisfies Translation<typeof en.estatePageMessages>
