// What each route downloads, read from the build: Vite's manifest and the app's start chunks
// (build/app-start-chunks.ts writes them beside it). Measures only: nothing here configures the
// build. Deterministic, so CI can check it.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'

/**
 * Every file a manifest key pulls in (JS chunks, their CSS, workers they start); with `dynamic`,
 * also what it may load later (a lazily loaded component such as the map).
 */
export function closureOf(manifest, key, readAsset, { dynamic = false, skip = new Set() } = {}) {
  const files = new Set()
  const visit = (id) => {
    const chunk = manifest[id]
    if (!chunk || files.has(chunk.file) || skip.has(id)) return
    files.add(chunk.file)
    chunk.css?.forEach((css) => files.add(css))
    chunk.imports?.forEach(visit)
    if (dynamic) chunk.dynamicImports?.forEach(visit)
    // Workers are emitted as assets and started with new URL('/assets/...-worker-*.js').
    const code = String(readAsset(chunk.file))
    for (const [, worker] of code.matchAll(/(assets\/[\w.-]*worker[\w.-]*\.js)/g)) files.add(worker)
  }
  visit(key)
  return files
}

/**
 * A route (e.g. 'src/app/routes/home.tsx'): the files it downloads to show (the entry, the app's
 * start chunks, and the route module, with their static imports) and their gzipped bytes, and
 * every file it may load later (its own lazy parts, such as the map).
 * @param appStart the app's start chunks (files), which every page loads after the entry
 */
export function routeBundle(manifest, routeKey, readAsset, appStart = []) {
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry)
  const keyOf = (file) => {
    const key = Object.keys(manifest).find((candidate) => manifest[candidate].file === file)
    if (!key) throw new Error(`${file}, a start chunk, is not in the build's manifest`)
    return key
  }
  // The entry's and the app's dynamic imports are every route: they are not this route's.
  const app = [entry, ...appStart.map(keyOf)]
  const files = new Set(
    app.concat(routeKey).flatMap((key) => [...closureOf(manifest, key, readAsset)]),
  )
  const lazy = closureOf(manifest, routeKey, readAsset, { dynamic: true, skip: new Set(app) })
  const mayLoad = new Set([...files, ...lazy])
  let gzipBytes = 0
  for (const file of files) gzipBytes += gzipSync(readAsset(file), { level: 9 }).length
  return { files: [...files].sort(), mayLoad: [...mayLoad].sort(), gzipBytes }
}

/**
 * A build's manifest, start chunks and files. `language`: another language's build, moved into the
 * same folder (build/language-build.ts names its manifests `manifest.fr.json`, `app-start.fr.json`).
 */
export function readDist(distDir = 'dist', language = undefined) {
  const suffix = language ? `.${language}` : ''
  const manifestPath = `${distDir}/.vite/manifest${suffix}.json`
  if (!existsSync(manifestPath))
    throw new Error(`${manifestPath} is missing: build first (npm run build)`)
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'))
  const appStart = JSON.parse(readFileSync(`${distDir}/.vite/app-start${suffix}.json`, 'utf8'))
  return { manifest, appStart, readAsset: (file) => readFileSync(`${distDir}/${file}`) }
}

/** The other languages built into a folder beside English (their manifests' names). */
export const otherLanguagesIn = (distDir = 'dist') =>
  existsSync(`${distDir}/.vite`)
    ? readdirSync(`${distDir}/.vite`).flatMap(
        (file) => /^manifest\.(\w+)\.json$/.exec(file)?.[1] ?? [],
      )
    : []
