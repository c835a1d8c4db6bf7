import type { Translation } from '@/config/translation'
import type { listingMessages as en } from './messages'

export const listingMessages = {
  problems: {
    id: 'Utilisez des lettres, des chiffres, «\u202f-\u202f» ou «\u202f_\u202f» (c’est l’adresse du bien sur le site)',
    idTaken:
      'Cet identifiant est pris, ou appartenait à une annonce supprimée\u202f: choisissez-en un autre',
    image: 'Choisissez la photo de couverture',
    status: 'Choisissez vente ou location',
    location: 'Indiquez où se trouve le bien, par exemple «\u202fMalibu, Californie\u202f»',
    area_sq_ft: 'Indiquez la surface en pieds carrés, un nombre supérieur à 0',
    estate_title: 'Indiquez le titre du bien',
    price:
      'Indiquez le prix en dollars, par exemple 2450000 (conservé, jamais affiché, sur demande)',
    description: 'Rédigez la description',
    segment_name: 'Indiquez la catégorie, par exemple «\u202fVillas\u202f»',
    facilities: 'Saisissez l’équipement, ou retirez-le',
    coordinates: 'Indiquez une latitude de -90 à 90 et une longitude de -180 à 180',
    coordinatesTooPrecise: (decimals: string) =>
      `Une localisation approximative prend des coordonnées à ${decimals} décimales au plus`,
    availability: 'Choisissez une disponibilité que son statut permet',
    price_on_request: 'Le prix sur demande est oui ou non',
    location_precision: 'La localisation est exacte ou approximative',
    agent: {
      name: 'Indiquez le nom de l’agent',
      photo: 'La photo de l’agent\u202f: une adresse https ou un fichier de ce site',
      phone: 'Indiquez un numéro de téléphone comme +33 1 42 68 53 00',
      email: 'Indiquez une adresse e-mail comme nom@exemple.com',
      languages: 'Indiquez les langues que parle l’agent, séparées par des virgules',
    },
    photoUrl: 'L’adresse d’une photo\u202f: https, ou un fichier de ce site',
    photoAlt: 'Décrivez la photo pour les personnes qui ne la voient pas',
    floorPlanUrl: 'L’adresse du plan\u202f: https, ou un fichier de ce site',
    floorPlanLabel: 'Nommez le niveau, par exemple «\u202fRez-de-chaussée\u202f»',
    filmSources:
      'Les fichiers du film\u202f: .webm ou .mp4 sur ce site, par exemple /media/villa.webm',
    filmPoster: 'L’affiche du film\u202f: l’adresse d’une image',
    filmCaptions:
      'Les sous-titres\u202f: un fichier .vtt sur ce site, par exemple /media/villa.fr.vtt',
    tour_url: (providers: string) => `L’adresse https d’une visite 3D, chez ${providers}`,
    missingIn: { fr: 'Saisissez-le aussi en français', de: 'Saisissez-le aussi en allemand' },
    translation: 'Cette traduction ne correspond pas à l’anglais\u202f: vérifiez-la',
    record: 'Le bien ne peut pas être lu\u202f: vérifiez ses champs',
  },
} satisfies Translation<typeof en>
