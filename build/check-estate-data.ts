import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import type { Plugin } from 'vite'
import { tooPreciseLocations } from '../src/features/estates/location-precision.ts'

/**
 * Fails the build when the data file it would publish marks an estate's location approximate but
 * gives its coordinates finer than two decimals: data.json is public, so the map's circle would
 * hide nothing (issue 30, decision 030). The parser also refuses to place such an estate; this
 * stops it shipping. Checked first, so a refused build writes nothing.
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
      const file = resolve(publicDir, 'data.json')
      const problems = tooPreciseLocations(JSON.parse(readFileSync(file, 'utf8')))
      if (problems.length > 0)
        this.error(
          `${file}: round these to 2 decimals or drop "approximate":\n${problems.join('\n')}`,
        )
    },
  }
}
