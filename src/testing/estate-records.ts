/** Raw data-file records as they appear in data.json, for unit and browser tests. */
export function estateRecord(overrides: Record<string, unknown> = {}) {
  return {
    id: '1',
    image: '/images/estates/harbour-penthouse-1200.avif',
    status: 'sale',
    location: 'Monaco, Monaco',
    area_sq_ft: 4200,
    estate_title: 'Harbour Penthouse',
    price: 12500000,
    description: 'A penthouse above the harbour with a wraparound terrace.',
    segment_name: 'Apartments',
    facilities: ['Private pool', 'Concierge', 'Sea view'],
    coordinates: [43.7384, 7.4246],
    ...overrides,
  }
}

/** A data file of `count` valid estates, in the object shape the home page reads. */
export function estateFile(count: number) {
  return {
    properties: Array.from({ length: count }, (_, index) =>
      estateRecord({ id: String(index + 1), estate_title: `Residence No. ${index + 1}` }),
    ),
  }
}
