import { approximateLocation } from '@/config/constants'
import { dollars, type Display, type Money } from '@/lib/display-units'
import { formatArea, formatDate, formatMoney } from '@/lib/format'
import type { Translation } from '@/config/translation'
import type { Estate } from './estate-schema'
import type { estatePageMessages as en } from './estate-page-messages'
import { statusIs } from './estate-status'
import { availabilityBadge, priceFigure } from './messages.de'

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
} as const satisfies Translation<typeof en>
