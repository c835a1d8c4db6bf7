// Writes a data file of N estates, varied from the sample catalogue, for scale tests and the bench.
import { readFileSync } from 'node:fs'

const sample = JSON.parse(
  readFileSync(new URL('../../public/data.json', import.meta.url), 'utf8'),
).properties

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
      }
    }),
  }
}
