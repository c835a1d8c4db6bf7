// The catalogue the publishing figures are measured with (issue 45): today's, or N estates
// (generate-estates.mjs) each with its sample's French and German, as three data files' objects.
import { readFileSync } from 'node:fs'
import { generateEstates } from './generate-estates.mjs'

const read = (file) => JSON.parse(readFileSync(new URL(`../../public/${file}`, import.meta.url)))

/**
 * @param {number} [count] estates; today's catalogue when not given
 * @returns {{ english: any, french: any, german: any }}
 */
export function measuredCatalogue(count) {
  const [english, french, german] = ['data.json', 'data.fr.json', 'data.de.json'].map(read)
  if (!count) return { english, french, german }
  const samples = english.properties.map((estate) => estate.id)
  const estates = generateEstates(count)
  const translated = (file) => ({
    language: file.language,
    properties: Object.fromEntries(
      estates.properties.map((estate, index) => [
        estate.id,
        file.properties[samples[index % samples.length]],
      ]),
    ),
  })
  return { english: estates, french: translated(french), german: translated(german) }
}
