import { dollars, type Display, type Money } from '@/lib/display-units'
import { formatArea, formatNumber, formatPrice, formatDate, formatMoney } from '@/lib/format'
import { plural } from '@/lib/plural'
import type { Translation } from '@/config/translation'
import { statusIs } from './estate-status'
import type { Estate } from './estate-schema'
import { SITE_NAME, approximateLocation } from '@/config/constants'
import type * as en from './messages'

export const priceOnRequest = 'Prix sur demande' satisfies Translation<typeof en.priceOnRequest>

/** A figure with its period: a rent's "… / mois" (the figure is the formatter's). */
export const priceFigure = ((price: number, monthly: boolean, money = dollars, approx = false) => {
  const figure = formatPrice(price, money, { approx })
  return monthly ? `${figure} / mois` : figure
}) satisfies Translation<typeof en.priceFigure>

export const statusName = ((status: string): string | null =>
  statusIs(status, 'sale')
    ? 'vente'
    : statusIs(status, 'rent')
      ? 'location'
      : null) satisfies Translation<typeof en.statusName>

export const availabilityBadge = {
  available: null,
  'under offer': 'Sous offre',
  sold: 'Vendu',
  let: 'Loué',
} satisfies Translation<typeof en.availabilityBadge>

/** "1 propriété", "2 propriétés" (0 is singular in French). */
export const estateCount = ((count: number) =>
  `${formatNumber(count)} ${plural(count, { one: 'propriété', other: 'propriétés' }, 'fr')}`) satisfies Translation<
  typeof en.estateCount
>

export const estateMessages = {
  loadFailed: 'Nous ne pouvons pas afficher les propriétés pour le moment.',
  empty: 'Aucune propriété n’est proposée en ce moment. Revenez bientôt.',
  mapLoadFailed: 'La carte n’a pas pu être chargée.',

  card: {
    area: (squareFeet: number, display?: Pick<Display, 'area'>) =>
      formatArea(squareFeet, { unit: display?.area }),
    id: (id: string) => `(Réf.\u202f: ${id})`,
    price: ({ price, monthly }: Pick<Estate, 'price' | 'monthly'>, money: Money = dollars) =>
      price === null ? priceOnRequest : `Prix\u202f: ${priceFigure(price, monthly, money, true)}`,
    segment: 'Catégorie\u202f:',
    view: 'Découvrir la propriété',
    viewLabel: (title: string) => `Découvrir la propriété\u202f: ${title}`,
  },
} as const satisfies Translation<typeof en.estateMessages>

export const collectionMessages = {
  siteHeading: `${SITE_NAME}\u202f: des demeures d’une rare distinction`,
  eyebrow: 'La collection',
  heading: 'Propriétés',
  intro:
    'Appartements dominant la ville, hôtels particuliers élégants, maisons familiales avec jardin ou résidences paisibles pour seniors\u202f: chaque propriété de notre collection est choisie pour son cadre, la qualité de sa réalisation et l’art de vivre qu’elle rend possible.',
  loading: 'Chargement des propriétés…',
  showing: (shown: number, total: number) =>
    `Affichage\u202f: ${formatNumber(shown)} sur ${estateCount(total)}`,
  showMore: 'Voir plus',
  loadingMap: 'Chargement de la carte…',

  showcase: {
    name: 'Résidences à la une',
    kind: 'carrousel',
    slideKind: 'diapositive',
    slide: (index: number, count: number) => `${index} sur ${count}`,
    showSlide: (index: number) => `Afficher la diapositive ${index}`,
    previous: 'Diapositive précédente',
    next: 'Diapositive suivante',
    play: 'Lancer le diaporama',
    pause: 'Mettre le diaporama en pause',
    slides: [
      { eyebrow: 'Demeures familiales', caption: 'Des villas où le jardin rejoint la mer' },
      { eyebrow: 'Appartements', caption: 'Des penthouses au-dessus des lumières de la ville' },
      { eyebrow: 'Refuges', caption: 'Des maisons au bord du lac, dans le calme des montagnes' },
    ],
  },

  market: {
    label: 'Propriétés à afficher',
    onTheMarket: 'Sur le marché',
    portfolio: 'Vendues',
    portfolioHeading: 'Nos références\u202f: vendues et louées',
    portfolioIntro:
      'Des résidences pour lesquelles nous avons trouvé acquéreurs et locataires. Chacune conserve sa page, où vous pouvez nous demander une propriété semblable.',
  },

  search: {
    label: 'Rechercher des propriétés',
    placeholder: 'Lieu, style ou prestation',
    count: (count: number, onRequest = 0) =>
      onRequest === 0
        ? estateCount(count)
        : `${estateCount(count)}, dont ${formatNumber(onRequest)} avec prix sur demande`,
    noMatch: 'Aucune propriété ne correspond à votre recherche.',
    noSavedYet:
      'Vous n’avez encore enregistré aucune propriété. Appuyez sur le cœur d’une propriété pour la retrouver ici.',
    savedOnly: 'Enregistrées uniquement',
    clear: 'Effacer les filtres',
    filters: 'Filtres',
    // "(filtres actifs : 2)": a count before its noun would need a plural.
    filtersSet: { before: '(filtres actifs\u202f: ', after: ')' },
    filtersLoadFailed:
      'Les filtres n’ont pas pu être chargés. Vérifiez votre connexion et appuyez à nouveau sur «\u202fFiltres\u202f».',
    sortBy: 'Trier par',
    sort: {
      featured: 'Sélection',
      'price-asc': 'Prix croissant',
      'price-desc': 'Prix décroissant',
      'area-desc': 'Surface décroissante',
      'area-asc': 'Surface croissante',
    },
    view: 'Affichage',
    list: 'Liste',
    map: 'Carte',
  },

  filters: {
    title: 'Filtres',
    close: 'Fermer',
    waiting: 'Les filtres apparaîtront une fois les propriétés chargées.',
    show: (count: number | null) =>
      count === null ? 'Afficher les propriétés' : `Afficher ${estateCount(count)}`,
    notANumber: 'Saisissez un nombre, par exemple 2500000',
    fields: {
      segment: { legend: 'Catégorie' },
      status: { legend: 'Transaction' },
      availability: {
        legend: 'Disponibilité',
        hint: 'Les propriétés vendues et louées, nos références, n’apparaissent que si cette case est cochée',
      },
      price: {
        legend: 'Prix ($)',
        from: 'Prix minimum',
        to: 'Prix maximum',
        legendWithin: (status: string) =>
          statusIs(status, 'rent') ? 'Loyer mensuel ($)' : 'Prix ($)',
        legendIn: (sign: string, status?: string) =>
          status && statusIs(status, 'rent') ? `Loyer mensuel (${sign})` : `Prix (${sign})`,
        notWithin:
          'Choisissez un type de transaction ci-dessus pour fixer un prix\u202f: prix de vente et loyers mensuels diffèrent.',
      },
      area: {
        legend: 'Surface (pi²)',
        from: 'Surface minimale',
        to: 'Surface maximale',
        legendIn: (unit: string) => `Surface (${unit})`,
      },
      facilities: {
        legend: 'Prestations',
        hint: 'Propriétés offrant toutes les prestations choisies',
      },
    } satisfies Record<string, en.FieldTexts>,
  },
} as const satisfies Translation<typeof en.collectionMessages>

export const availabilityNames = {
  available: 'Disponible',
  'under offer': 'Sous offre',
  sold: 'Vendu',
  let: 'Loué',
} as const satisfies Translation<typeof en.availabilityNames>

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
} as const satisfies Translation<typeof en.estatePageMessages>
