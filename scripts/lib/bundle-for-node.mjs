// The back office's commands run the functions' own TypeScript (staff-changes.ts,
// listing-changes.ts) through the Admin SDK: each bundles its entry for Node once, with the site's
// `@/` alias, imports it and throws the bundle away when the process ends (a lazily loaded part,
// the photo pipeline's, is read from it later). sharp stays outside (native code): the bundle is
// written under node_modules/.cache so that it finds the repository's.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { build } from 'vite'

const root = fileURLToPath(new URL('../..', import.meta.url))

/**
 * @param {string} entry the entry's path from the repository's root (`scripts/lib/x-entry.ts`)
 * @returns {Promise<any>} its exports
 */
export async function bundleForNode(entry) {
  const name = entry.replace(/^.*\//, '').replace(/\.ts$/, '')
  const cache = join(root, 'node_modules', '.cache')
  mkdirSync(cache, { recursive: true })
  const outDir = mkdtempSync(join(cache, `${name}-`))
  process.once('exit', () => rmSync(outDir, { recursive: true, force: true }))
  try {
    await build({
      configFile: false,
      root,
      publicDir: false,
      logLevel: 'warn',
      resolve: { alias: [{ find: '@', replacement: `${root}src` }] },
      ssr: { noExternal: true },
      build: {
        ssr: entry,
        outDir,
        emptyOutDir: true,
        target: 'node20',
        minify: false,
        rolldownOptions: {
          external: ['sharp'],
          output: { entryFileNames: `${name}.mjs`, format: 'es' },
          checks: { bundlerTimings: false },
        },
      },
    })
    return await import(pathToFileURL(join(outDir, `${name}.mjs`)).href)
  } catch (error) {
    rmSync(outDir, { recursive: true, force: true })
    throw error
  }
}
