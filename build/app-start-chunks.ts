import type { Plugin } from 'vite'

type ModuleGraph = {
  getModuleIds: () => IterableIterator<string>
  getModuleInfo: (id: string) => {
    isEntry: boolean
    importedIds: readonly string[]
    dynamicallyImportedIds: readonly string[]
  } | null
}

const isReact = (id: string) => /node_modules[\\/]react[\\/]/.test(id)
const isReactLibrary = (id: string) =>
  /node_modules[\\/](react|react-dom|react-router)[\\/]/.test(id)
const chunkNameOf = (id: string) =>
  id
    .split(/[\\/]/)
    .pop()!
    .replace(/\.\w+$/, '')

/** Written beside Vite's manifest: the app's start chunks, in the order the entry imports them. */
export const appStartFile = '.vite/app-start.json'

function staticClosure(graph: ModuleGraph, id: string, seen = new Set<string>()) {
  if (seen.has(id)) return seen
  seen.add(id)
  for (const imported of graph.getModuleInfo(id)?.importedIds ?? [])
    staticClosure(graph, imported, seen)
  return seen
}

/**
 * The modules that start the app, derived from the graph: the boot entry's dynamic imports that
 * bring React (boot/start-app.tsx, boot/start-router.ts), and what each imports that the entry and
 * its early preloads (dynamic imports without React: they must not wait for it) do not already
 * bring. Each start module's own imports go to its chunk, first claim wins.
 */
export function appStartOwners(graph: ModuleGraph) {
  const entries = [...graph.getModuleIds()].filter((id) => graph.getModuleInfo(id)?.isEntry)
  const early = new Set<string>()
  entries.forEach((id) => staticClosure(graph, id, early))
  const dynamic = [...early].flatMap((id) => graph.getModuleInfo(id)?.dynamicallyImportedIds ?? [])
  const starts = dynamic.filter((id) => [...staticClosure(graph, id)].some(isReactLibrary))
  for (const id of dynamic) if (!starts.includes(id)) staticClosure(graph, id, early)
  const owners = new Map<string, string>()
  for (const start of starts)
    for (const id of staticClosure(graph, start))
      if (!early.has(id) && !owners.has(id) && !isReact(id)) owners.set(id, chunkNameOf(start))
  return { owners, names: starts.map(chunkNameOf) }
}

/**
 * Each step of the app's start is one chunk. Left alone, Rolldown splits what the start modules
 * import into a dozen small shared chunks; every file costs a request (its headers, and 1-3 ms of
 * the main thread to start it) and every page loads all of them anyway (decision 006). React
 * stays a chunk of its own, so the renderer and the router are still evaluated apart, each in its
 * own task.
 * It can go when the site is served over HTTP/2 and the bench cannot tell it from Rolldown's split.
 */
export function appStartChunks(): Plugin {
  let startup: ReturnType<typeof appStartOwners> | undefined
  return {
    name: 'app-start-chunks',
    apply: 'build',
    config: () => ({
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              // A start module's imports are captured one by one, not with their own imports,
              // which the entry may own.
              groups: [
                {
                  name: (id: string) => startup?.owners.get(id) ?? null,
                  includeDependenciesRecursively: false,
                },
              ],
            },
          },
        },
      },
    }),
    buildEnd() {
      startup = appStartOwners(this)
    },
    generateBundle(_options, bundle) {
      const files = (startup?.names ?? []).map(
        (name) =>
          Object.values(bundle).find((chunk) => chunk.type === 'chunk' && chunk.name === name)
            ?.fileName,
      )
      if (files.some((file) => !file)) this.error(`app start chunks not found: ${files.join(', ')}`)
      this.emitFile({ type: 'asset', fileName: appStartFile, source: JSON.stringify(files) })
    },
  }
}
