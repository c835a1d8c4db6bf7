import { SITE_NAME } from '@/config/constants'
import { formatNumber } from '@/lib/format'
import type { Translation } from '@/config/translation'
import type {
  availabilityNames as englishNames,
  collectionMessages as en,
  FieldTexts,
} from './collection-messages'
import { statusIs } from './estate-status'
import { estateCount } from './messages.fr'

export type { FieldTexts, RangeTexts } from './collection-messages'

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
    } satisfies Record<string, FieldTexts>,
  },
} as const satisfies Translation<typeof en>

export const availabilityNames = {
  available: 'Disponible',
  'under offer': 'Sous offre',
  sold: 'Vendu',
  let: 'Loué',
} as const satisfies Translation<typeof englishNames>
