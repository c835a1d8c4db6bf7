import type { Display } from '@/lib/display-units'
import { formatArea, formatNumber, formatDate, formatMoney } from '@/lib/format'
import { plural } from '@/lib/plural'
import type { Translation } from '@/config/translation'
import { SITE_NAME, approximateLocation } from '@/config/constants'
import type * as en from './messages'

export const priceOnRequest = 'Prix sur demande' satisfies Translation<typeof en.priceOnRequest>

export const perMonth = ((figure: string) => `${figure} / mois`) satisfies Translation<
  typeof en.perMonth
>

export const statusNames = { sale: 'vente', rent: 'location' } satisfies Translation<
  typeof en.statusNames
>

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
    price: (figure: string) => `Prix\u202f: ${figure}`,
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
    show: 'Afficher les propriétés',
    showCount: (count: number) => `Afficher ${estateCount(count)}`,
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
        legendIn: (sign: string) => `Prix (${sign})`,
        rentLegendIn: (sign: string) => `Loyer mensuel (${sign})`,
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

/** "Londres, Royaume-Uni" inside a sentence: its region closed by a comma. */
const amid = (location: string) => (location.includes(',') ? `${location},` : location)

export const estatePageMessages = {
  segment: (segment: string) => `Catégorie\u202f: ${segment}`,
  price: 'Prix',
  facilities: 'Prestations\u202f:',
  location: 'La propriété se situe ici\u202f:',
  locationUnavailable: 'Situation non communiquée',
  approximateLocation: 'Situation approximative',
  approximateNote: `Le cercle indique le secteur, dans un rayon d’environ ${approximateLocation.radiusM / 1000}\u202fkm\u202f; l’agent vous communiquera l’adresse.`,
  enquiryLoadFailed: 'Le formulaire de demande de visite n’a pas pu être chargé.',
  description: {
    offeredFor: {
      sale: 'à la vente',
      rent: 'à la location',
      other: (status: string) => `(${status})`,
    },
    atPrice: (figure: string) => `au prix de ${figure}`,
    onRequest: 'avec un prix sur demande',
    terms: (offeredFor: string, price: string) => `${offeredFor} ${price}`,
    available: (terms: string, location: string, area: string) =>
      `Cette propriété, proposée ${terms}, est située à ${amid(location)} et offre ${area} de surface habitable.`,
    'under offer': (terms: string, location: string, area: string) =>
      `Cette propriété, proposée ${terms}, fait l’objet d’une offre\u202f; située à ${location}, elle offre ${area} de surface habitable.`,
    sold: (terms: string, location: string, area: string) =>
      `Cette propriété, proposée ${terms}, a été vendue\u202f; située à ${location}, elle offre ${area} de surface habitable.`,
    let: (terms: string, location: string, area: string) =>
      `Cette propriété, proposée ${terms}, a été louée\u202f; située à ${location}, elle offre ${area} de surface habitable.`,
  },
  summary: {
    line: (title: string, location: string, state: string, description: string) =>
      `${title} à ${location}, ${state}\u202f: ${description}`,
    sold: 'vendue',
    let: 'louée',
    onRequest: 'prix sur demande',
    underOffer: (state: string) => `${state}, sous offre`,
  },
  convertedAt: {
    price: (date: string, source: string, dollars: number) =>
      `Converti aux taux de change du ${formatDate(date)} (${source})\u202f; le prix demandé est de ${formatMoney(dollars)}.`,
    rent: (date: string, source: string, dollars: number) =>
      `Converti aux taux de change du ${formatDate(date)} (${source})\u202f; le loyer demandé est de ${formatMoney(dollars)} / mois.`,
  },
  availability: availabilityBadge,
  inPortfolio: {
    sold: 'Cette propriété a été vendue. Sa page demeure parmi nos références\u202f: demandez-nous ci-dessous une propriété semblable.',
    let: 'Cette propriété a été louée. Sa page demeure parmi nos références\u202f: demandez-nous ci-dessous une propriété semblable.',
  },
  mortgageOnRequest:
    'Le prix de cette propriété est communiqué sur demande\u202f: aucune estimation de prêt n’est donc possible. Demandez une visite ci-dessous, et l’agent vous le communiquera.',
  notFound: {
    page: 'Propriété introuvable',
    title: 'Propriété introuvable',
    body: 'Cette propriété n’est plus proposée, ou le lien est erroné.',
    action: 'Voir toutes les propriétés',
  },
} as const satisfies Translation<typeof en.estatePageMessages>
