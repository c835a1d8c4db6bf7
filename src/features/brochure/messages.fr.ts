import type { Translation } from '@/config/translation'
import type * as en from './messages'

export const brochureMessages = {
  keyFacts: 'L’essentiel',
  facts: {
    price: 'Prix',
    area: 'Surface habitable',
    status: 'Transaction',
    segment: 'Catégorie',
    location: 'Situation',
    availability: 'Disponibilité',
  },
  facilities: 'Prestations',
  floorPlans: 'Plans',
  location: 'Situation',
  approximateArea: (area: string) =>
    `Secteur\u202f: ${area}. L’adresse exacte vous sera communiquée par l’agent lors d’une visite.`,
  mapOf: (area: string) => `Carte du secteur de la propriété, ${area}`,
  mapAttribution: '© les contributeurs d’OpenStreetMap',
  online: 'Voir cette propriété en ligne',
  qrCode: (address: string) => `QR code de ${address}`,
} as const satisfies Translation<typeof en.brochureMessages>

export const printMessages = {
  print: 'Imprimer la brochure',
  failed: 'La brochure n’a pas pu être préparée. Vérifiez votre connexion et réessayez.',
} as const satisfies Translation<typeof en.printMessages>
