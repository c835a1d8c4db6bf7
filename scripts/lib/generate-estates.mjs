// Writes a data file of N estates, varied from the sample catalogue, for scale tests and the bench.
import { readFileSync } from 'node:fs'

const sample = JSON.parse(
  readFileSync(new URL('../../public/data.json', import.meta.url), 'utf8'),
).properties

/** A deterministic offset in [-0.6, 0.6) degrees. */
const spread = (index, salt) =>
  ((Math.imul(index * 2654435761 + salt * 40503, 2246822519) >>> 0) / 2 ** 32 - 0.5) * 1.2

/** An approximate location keeps two decimals (the parser and the build refuse finer ones). */
const coarse = (degrees) => Math.round(degrees * 100) / 100

/** Deterministic: the same N gives the same file. */
export function generateEstates(count) {
  return {
    properties: Array.from({ length: count }, (_, index) => {
      const base = sample[index % sample.length]
      const round = Math.floor(index / sample.length)
      return {
        ...base,
        id: String(index + 1),
        estate_title: round === 0 ? base.estate_title : `${base.estate_title} No. ${round + 1}`,
        price: base.price + round * 1000,
        area_sq_ft: base.area_sq_ft + (round % 40) * 10,
        // Spread around the sample's place (up to ~0.6 degrees), so a map of them has real clusters
        // rather than hundreds of estates on one point.
        coordinates:
          round === 0 || !Array.isArray(base.coordinates)
            ? base.coordinates
            : [base.coordinates[0] + spread(index, 1), base.coordinates[1] + spread(index, 2)].map(
                base.location_precision === 'approximate' ? coarse : Number,
              ),
      }
    }),
  }
}
