// What each route downloads, from Vite's build manifest: the entry's static imports, the route
// module's static imports, their CSS, and any worker they start. Deterministic, so CI can check it.
import { existsSync, readFileSync } from 'node:fs'
import { basename } from 'node:path'
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

/** The app's own modules, loaded by the entry with every page: React's renderer and the router. */
export const appModules = ['src/app/start.tsx', 'src/app/router.tsx']

/** The chunk each of the app's modules heads (see appChunkName): 'start', 'router'. */
const chunkNameOf = (module) => basename(module).replace(/\.\w+$/, '')

/** The app's modules' keys in Vite's manifest: their chunks are named after them, not keyed by them. */
export const appChunkKeys = (manifest) =>
  appModules.map(
    (module) =>
      Object.keys(manifest).find(
        (key) => !key.includes('/') && manifest[key].name === chunkNameOf(module),
      ) ?? module,
  )

/**
 * The build's chunk names (Rolldown's codeSplitting `name`): each of the app's modules becomes one
 * chunk with everything it imports that the entry does not already bring, instead of a dozen
 * small shared chunks. Every file costs a request (its headers, and the main thread's work to
 * start it), and every page loads all of these anyway. React itself stays a chunk of its own, so
 * the renderer and the router can still be evaluated apart, each in its own task.
 */
export function appChunkName(root, entryModule = 'src/main.tsx') {
  const isReact = (id) => /node_modules[\\/]react[\\/]/.test(id)
  let owners
  const staticImports = (ctx, id, seen = new Set()) => {
    if (seen.has(id)) return seen
    seen.add(id)
    for (const imported of ctx.getModuleInfo(id)?.importedIds ?? [])
      staticImports(ctx, imported, seen)
    return seen
  }
  return (id, ctx) => {
    if (!owners) {
      const entryId = `${root}/${entryModule}`
      const appIds = appModules.map((module) => `${root}/${module}`)
      // Left out: what the entry brings, and what its other imports need early (an estate's
      // page preloads its data before the router has arrived).
      const early = staticImports(ctx, entryId)
      for (const id of ctx.getModuleInfo(entryId)?.dynamicallyImportedIds ?? [])
        if (!appIds.includes(id)) staticImports(ctx, id, early)
      owners = new Map()
      for (const [index, id] of appIds.entries())
        for (const imported of staticImports(ctx, id))
          if (!early.has(imported) && !owners.has(imported) && !isReact(imported))
            owners.set(imported, chunkNameOf(appModules[index]))
    }
    return owners.get(id) ?? null
  }
}

/**
 * A route (e.g. 'src/app/routes/home.tsx'): the files it downloads to show (the entry, the modules
 * the app starts with, and the route module, with their static imports) and their gzipped bytes,
 * and every file it may load later (its own lazy parts, such as the map).
 */
export function routeBundle(manifest, routeKey, readAsset) {
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry)
  // The entry's and the app's dynamic imports are every route: they are not this route's.
  const app = [entry, ...appChunkKeys(manifest)]
  const files = new Set(
    app.concat(routeKey).flatMap((key) => [...closureOf(manifest, key, readAsset)]),
  )
  const lazy = closureOf(manifest, routeKey, readAsset, { dynamic: true, skip: new Set(app) })
  const mayLoad = new Set([...files, ...lazy])
  let gzipBytes = 0
  for (const file of files) gzipBytes += gzipSync(readAsset(file), { level: 9 }).length
  return { files: [...files].sort(), mayLoad: [...mayLoad].sort(), gzipBytes }
}

export function readDist(distDir = 'dist') {
  const manifestPath = `${distDir}/.vite/manifest.json`
  if (!existsSync(manifestPath))
    throw new Error(`${manifestPath} is missing: build first (npm run build)`)
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'))
  return { manifest, readAsset: (file) => readFileSync(`${distDir}/${file}`) }
}
