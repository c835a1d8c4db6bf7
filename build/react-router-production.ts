import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname } from 'node:path'
import type { Plugin } from 'vite'

/**
 * React Router's package exports only its development build, dev warnings and all
 * (remix-run/react-router#14102); builds take the production build it ships beside it (0.6 KB
 * less on every route, no dev warnings). When the package exports a production build of its own,
 * this plugin says so and steps aside: then delete it.
 */
export function reactRouterProductionBuild(): Plugin {
  const manifestPath = createRequire(import.meta.url).resolve('react-router/package.json')
  const exported = JSON.stringify(JSON.parse(readFileSync(manifestPath, 'utf8')).exports['.'])
  const fixedUpstream = exported.includes('/production/')
  return {
    name: 'react-router-production-build',
    apply: 'build',
    config() {
      if (fixedUpstream) {
        console.warn(
          'react-router exports its production build now: remove build/react-router-production.ts',
        )
        return
      }
      return {
        resolve: {
          alias: [
            {
              find: /^react-router$/,
              replacement: `${dirname(manifestPath)}/dist/production/index.mjs`,
            },
          ],
        },
      }
    },
  }
}
