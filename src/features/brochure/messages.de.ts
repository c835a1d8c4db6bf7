import type { Translation } from '@/config/translation'
import type * as en from './messages'

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
} as const satisfies Translation<typeof en.brochureMessages>

export const printMessages = {
  print: 'Exposé drucken',
  failed:
    'Das Exposé konnte nicht vorbereitet werden. Bitte prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
} as const satisfies Translation<typeof en.printMessages>
