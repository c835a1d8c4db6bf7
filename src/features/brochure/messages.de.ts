import type { Translation } from '@/config/translation'
import type { brochureMessages as en } from './messages'

export const brochureMessages = {
  keyFacts: 'Das Wichtigste',
  facts: {
    price: 'Preis',
    area: 'Wohnfläche',
    status: 'Angebotsart',
    segment: 'Kategorie',
    location: 'Lage',
    availability: 'Verfügbarkeit',
  },
  facilities: 'Ausstattung',
  floorPlans: 'Grundrisse',
  location: 'Lage',
  approximateArea: (area: string) =>
    `In ${area}. Die genaue Adresse nennt Ihnen der Makler bei einer Besichtigung.`,
  mapOf: (area: string) => `Karte der Umgebung der Immobilie, ${area}`,
  mapAttribution: '© OpenStreetMap-Mitwirkende',
  online: 'Diese Immobilie online ansehen',
  qrCode: (address: string) => `QR-Code für ${address}`,
} as const satisfies Translation<typeof en>
