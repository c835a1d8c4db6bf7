/**
 * The Filters dialog's texts, by the `texts` its filters name in the table (estate-filters.ts).
 * Apart from messages.ts, and read by the dialog alone, so that they load with the dialog's code.
 */
export const filterMessages = {
  segment: { legend: 'Segment' },
  status: { legend: 'Status' },
  price: { legend: 'Price ($)', from: 'Price from', to: 'Price to' },
  area: { legend: 'Area (sq ft)', from: 'Area from', to: 'Area to' },
  facilities: { legend: 'Facilities', hint: 'Estates with all of those chosen' },
} satisfies Record<string, FieldTexts>

/** A field's legend, and its hint or the labels of its two bounds. */
export type FieldTexts = { legend: string; hint?: string; from?: string; to?: string }

type Texts = typeof filterMessages
/** The texts of a range's field: its two bounds are labelled. */
export type RangeTexts = {
  [K in keyof Texts]: Texts[K] extends { from: string; to: string } ? K : never
}[keyof Texts]
