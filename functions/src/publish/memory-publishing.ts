import type { BuildReport, CatalogueVersion } from '@/features/listings/publishing-schema'
import { checkedPath, type SiteFiles } from './site-files'
import type { LiveSite, QueuedBuild, VersionStore } from './version-store'

/** Publishing's stores in memory, for tests (the admin function's memory deps). */

/** The versions in memory, for tests: `builds` and `live` are the runner's to change. */
export function memoryVersionStore() {
  const versions = new Map<number, CatalogueVersion>()
  const builds = new Map<number, QueuedBuild | (BuildReport & { n: number; hash: string })>()
  const site: { live: LiveSite | null } = { live: null }
  const copy = <T>(value: T): T => structuredClone(value)
  const newestFirst = () => [...versions.values()].sort((a, b) => b.n - a.n)
  const store: VersionStore = {
    create: async (version) => {
      if (versions.has(version.n)) return false
      versions.set(version.n, copy(version))
      return true
    },
    get: async (n) => copy(versions.get(n) ?? null),
    newest: async () => copy(newestFirst()[0] ?? null),
    list: async (limit) => copy(newestFirst().slice(0, limit)),
    queueBuild: async (build) => {
      if (!builds.has(build.n)) builds.set(build.n, copy(build))
    },
    failBuild: async (n, { error }) => {
      const build = builds.get(n)
      if (build) builds.set(n, { ...build, state: 'failed', error })
    },
    builds: async (limit) =>
      new Map(
        [...builds.values()]
          .sort((a, b) => b.n - a.n)
          .slice(0, limit)
          .map(({ n, state, error, seconds, alerts }: BuildReport & { n: number }) => [
            n,
            {
              state,
              ...(error === undefined ? {} : { error }),
              ...(seconds === undefined ? {} : { seconds }),
              ...(alerts === undefined ? {} : { alerts }),
            },
          ]),
      ),
    live: async () => copy(site.live),
  }
  return { store, versions, builds, site }
}

/** The files in memory, for tests. */
export function memorySiteFiles() {
  const files = new Map<string, Buffer>()
  const siteFiles: SiteFiles = {
    write: async (hash, name, bytes) => {
      const path = checkedPath(hash, name)
      if (!files.has(path)) files.set(path, Buffer.from(bytes))
    },
    read: async (hash, name) => {
      const bytes = files.get(checkedPath(hash, name))
      return bytes ? Buffer.from(bytes) : null
    },
  }
  return { siteFiles, files }
}
