import { approximateLocation } from '@/config/constants'
import { dollars, type Display, type Money } from '@/lib/display-units'
import { formatArea, formatDate, formatMoney } from '@/lib/format'
import type { Translation } from '@/config/translation'
import type { Estate } from './estate-schema'
import type { estatePageMessages as en } from './estate-page-messages'
import { statusIs } from './estate-status'
import { availabilityBadge, priceFigure } from './messages.fr'

/** The data's status ("Sale", "Rent") in a sentence: "à la vente"; another status as it is. */
const offeredFor = (status: string) =>
  statusIs(status, 'sale')
    ? 'à la vente'
    : statusIs(status, 'rent')
      ? 'à la location'
      : `(${status})`

/** "Londres, Royaume-Uni" inside a sentence: its region closed by a comma. */
const amid = (location: string) => (location.includes(',') ? `${location},` : location)

/** Sold or let, of "une propriété". */
const endedAs = (availability: 'sold' | 'let') => (availability === 'sold' ? 'vendue' : 'louée')

export const estatePageMessages = {
  segment: (segment: string) => `Catégorie\u202f: ${segment}`,
  price: 'Prix',
  facilities: 'Prestations\u202f:',
  location: 'La propriété se situe ici\u202f:',
  locationUnavailable: 'Situation non communiquée',
  approximateLocation: 'Situation approximative',
  approximateNote: `Le cercle indique le secteur, dans un rayon d’environ ${approximateLocation.radiusM / 1000}\u202fkm\u202f; l’agent vous communiquera l’adresse.`,
  enquiryLoadFailed: 'Le formulaire de demande de visite n’a pas pu être chargé.',
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
    const terms = `${offeredFor(status)} ${price === null ? 'avec un prix sur demande' : `au prix de ${priceFigure(price, monthly, money)}`}`
    const space = `${formatArea(areaSqFt, { long: true, unit: area })} de surface habitable`
    if (availability === 'sold' || availability === 'let')
      return `${description} Cette propriété, proposée ${terms}, a été ${endedAs(availability)}\u202f; située à ${location}, elle offre ${space}.`
    if (availability === 'under offer')
      return `${description} Cette propriété, proposée ${terms}, fait l’objet d’une offre\u202f; située à ${location}, elle offre ${space}.`
    return `${description} Cette propriété, proposée ${terms}, est située à ${amid(location)} et offre ${space}.`
  },
  summary: (
    { title, location, price, monthly, availability, description }: Estate,
    money: Money = dollars,
  ) =>
    `${title} à ${location}, ${availability === 'sold' || availability === 'let' ? endedAs(availability) : price === null ? 'prix sur demande' : priceFigure(price, monthly, money, true)}${availability === 'under offer' ? ', sous offre' : ''}\u202f: ${description}`,
  convertedAt: (date: string, source: string, dollars: number, monthly: boolean) =>
    `Converti aux taux de change du ${formatDate(date)} (${source})\u202f; le ${monthly ? 'loyer' : 'prix'} demandé est de ${formatMoney(dollars)}${monthly ? ' / mois' : ''}.`,
  availability: availabilityBadge,
  inPortfolio: (availability: 'sold' | 'let') =>
    `Cette propriété a été ${endedAs(availability)}. Sa page demeure parmi nos références\u202f: demandez-nous ci-dessous une propriété semblable.`,
  mortgageOnRequest:
    'Le prix de cette propriété est communiqué sur demande\u202f: aucune estimation de prêt n’est donc possible. Demandez une visite ci-dessous, et l’agent vous le communiquera.',
  notFound: {
    page: 'Propriété introuvable',
    title: 'Propriété introuvable',
    body: 'Cette propriété n’est plus proposée, ou le lien est erroné.',
    action: 'Voir toutes les propriétés',
  },
} as const satisfies Translation<typeof en>
