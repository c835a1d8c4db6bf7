// The back office's commands run the functions' own TypeScript (staff-changes.ts,
// listing-changes.ts) through the Admin SDK: each bundles its entry for Node once, with the site's
// `@/` alias, imports it and throws the bundle away.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
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
  const outDir = mkdtempSync(join(tmpdir(), `${name}-`))
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
          output: { entryFileNames: `${name}.mjs`, format: 'es' },
          checks: { bundlerTimings: false },
        },
      },
    })
    return await import(pathToFileURL(join(outDir, `${name}.mjs`)).href)
  } finally {
    rmSync(outDir, { recursive: true, force: true })
  }
}
