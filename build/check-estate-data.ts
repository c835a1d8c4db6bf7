import { readFileSync } from 'node:fs'
import type { Plugin } from 'vite'
import { catalogueFile } from './catalogue-source.ts'
import { translatedLanguages } from '../src/config/languages.ts'
import { estateName, tooPreciseLocations } from '../src/features/estates/location-precision.ts'

/**
 * The records of a data file (either shape) whose id is a language's code, named: an estate's page
 * is at `/{id}`, so estate "fr" would be the French home page's address (decision 037). Here, not
 * in the app's parser: the languages' table there split a chunk of its own off every route.
 */
export function languageCodeIds(file: unknown): string[] {
  const records: unknown[] = Array.isArray(file)
    ? file
    : file && typeof file === 'object' && 'properties' in file && Array.isArray(file.properties)
      ? file.properties
      : []
  const codes: readonly string[] = translatedLanguages
  return records.flatMap((record, index) =>
    record &&
    typeof record === 'object' &&
    'id' in record &&
    codes.includes(String(record.id).trim().toLowerCase())
      ? `${estateName(record, index)}: its id is a language's code, and /${String(record.id).trim()} that language's home page`
      : [],
  )
}

/**
 * Fails the build when the data file it would publish marks an estate's location approximate but
 * gives its coordinates finer than two decimals: data.json is public, so the map's circle would
 * hide nothing (issue 30, decision 030). The parser also refuses to place such an estate; this
 * stops it shipping. Likewise an estate whose id is a language's code (`languageCodeIds`). Checked
 * first, so a refused build writes nothing.
 */
export function checkEstateData(): Plugin {
  let publicDir = ''
  return {
    name: 'check-estate-data',
    apply: 'build',
    configResolved(config) {
      publicDir = config.publicDir
    },
    buildStart() {
      if (!publicDir) return
      const file = catalogueFile(publicDir, 'data.json')
      const data: unknown = JSON.parse(readFileSync(file, 'utf8'))
      const problems = tooPreciseLocations(data)
      if (problems.length > 0)
        this.error(
          `${file}: round these to 2 decimals or drop "approximate":\n${problems.join('\n')}`,
        )
      const taken = languageCodeIds(data)
      if (taken.length > 0) this.error(`${file}: give these another id:\n${taken.join('\n')}`)
    },
  }
}
