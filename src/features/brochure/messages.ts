/** The printed brochure of an estate (issue 30): its headings and words on paper. */
export const brochureMessages = {
  keyFacts: 'Key facts',
  facts: {
    price: 'Price',
    area: 'Living space',
    status: 'Offered for',
    segment: 'Segment',
    location: 'Location',
    availability: 'Availability',
  },
  facilities: 'Facilities',
  floorPlans: 'Floor plans',
  location: 'Location',
  /** Where the estate's point is approximate: the area only, never a point on paper. */
  approximateArea: (area: string) =>
    `In ${area}. The exact address is given by the agent at a viewing.`,
  mapOf: (area: string) => `Map of the area around the estate, ${area}`,
  mapAttribution: '© OpenStreetMap contributors',
  online: 'See this estate online',
  qrCode: (address: string) => `QR code of ${address}`,
} as const

/** The estate page's "Print brochure" button and its failure. */
export const printMessages = {
  print: 'Print brochure',
  failed: 'The brochure could not be prepared. Check your connection and try again.',
} as const
