// No imports: the build's check (build/check-estate-data.ts) reads this file before the app's
// aliases exist, and so does the parser, so the two apply one rule.

/**
 * Decimals an approximate location's coordinates may have: 0.01° is about 1 km, so the public data
 * file never holds the address (field notes, "Approximate locations").
 */
export const APPROXIMATE_DECIMALS = 2

const scale = 10 ** APPROXIMATE_DECIMALS

/** True when a coordinate has at most two decimals (43.74, 7.4, 8), false for 43.7384. */
export const isCoarse = (degrees: number) => Math.round(degrees * scale) / scale === degrees

/** The numbers of raw coordinates in the shapes the schema reads: [lat, lng] or an object of them. */
function degreesOf(coordinates: unknown): number[] {
  const values = Array.isArray(coordinates)
    ? coordinates
    : coordinates && typeof coordinates === 'object'
      ? Object.values(coordinates)
      : []
  return values.map(Number).filter(Number.isFinite)
}

/** The record's name in messages: its id and title, as far as it has them. */
export function estateName(record: object, index: number) {
  const id = 'id' in record ? String(record.id) : 'without id'
  const title =
    'estate_title' in record && typeof record.estate_title === 'string'
      ? ` "${record.estate_title}"`
      : ''
  return `estate ${id}${title} (record ${index + 1})`
}

/** Why the parser does not place an estate and the build refuses it. */
export const TOO_PRECISE = `an approximate location needs coordinates of ${APPROXIMATE_DECIMALS} decimals at most`

/**
 * True for a raw record marked approximate whose coordinates are finer than two decimals: placed,
 * it would publish the address it hides.
 */
export const isTooPrecise = (record: object) =>
  'location_precision' in record &&
  record.location_precision === 'approximate' &&
  'coordinates' in record &&
  !degreesOf(record.coordinates).every(isCoarse)

/** The records of a data file (either shape) whose approximate location is too precise, named. */
export function tooPreciseLocations(file: unknown): string[] {
  const records: unknown[] = Array.isArray(file)
    ? file
    : file && typeof file === 'object' && 'properties' in file && Array.isArray(file.properties)
      ? file.properties
      : []
  return records.flatMap((record, index) =>
    record && typeof record === 'object' && isTooPrecise(record)
      ? `${estateName(record, index)}: ${TOO_PRECISE}`
      : [],
  )
}
