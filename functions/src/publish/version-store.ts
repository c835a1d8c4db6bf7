import type { Firestore } from 'firebase-admin/firestore'
import * as z from 'zod/mini'
import {
  buildReportSchema,
  catalogueVersionSchema,
  CATALOGUE_HASH_PATTERN,
  type BuildReport,
  type CatalogueVersion,
} from '@/features/listings/publishing-schema'

/**
 * The catalogue's versions and their builds in Firestore (decision 053), through the Admin SDK
 * only, and only what the local Firestore runs: `create` (atomic create-unless-exists), single
 * document writes, one-collection queries ordered with a limit.
 *
 * - `catalogueVersions/{n}` (n zero-padded to 6): created once, never changed. Two publishes at
 *   once race for the same n; the one refused takes the next.
 * - `builds/{n}`: one a version, created `queued` here; only the runner moves it on.
 * - `site/live`: the version the site shows, written by the runner after a swap; read here.
 */

export const publishingCollections = {
  versions: 'catalogueVersions',
  builds: 'builds',
  site: 'site',
  live: 'live',
} as const

/** A version's (and its build's) document id: `000012`. */
export const versionId = (n: number) => String(n).padStart(6, '0')

export type QueuedBuild = { n: number; hash: string; state: 'queued'; queuedAt: string }

export type LiveSite = { n: number; hash: string; at: string }

export type VersionStore = {
  /** Writes version `n` unless it exists; false when another publish took that number first. */
  create: (version: CatalogueVersion) => Promise<boolean>
  get: (n: number) => Promise<CatalogueVersion | null>
  newest: () => Promise<CatalogueVersion | null>
  /** The newest versions first. */
  list: (limit: number) => Promise<CatalogueVersion[]>
  /** Creates the version's build, queued (left alone if it exists: the runner may have moved it). */
  queueBuild: (build: QueuedBuild) => Promise<void>
  /** Marks a queued build failed: the builder could not be started. */
  failBuild: (n: number, failure: { error: string; endedAt: string }) => Promise<void>
  /** The newest builds' reports, by their version's number. */
  builds: (limit: number) => Promise<Map<number, BuildReport>>
  live: () => Promise<LiveSite | null>
}

/** What this code reads of a build: the runner may keep more (times), in whatever form it likes. */
const storedBuildSchema = z.extend(buildReportSchema, { n: z.int() })

const liveSchema = z.object({
  n: z.int(),
  hash: z.string().check(z.regex(CATALOGUE_HASH_PATTERN)),
  at: z.string(),
})

/** Firestore's ALREADY_EXISTS, as the Admin SDK reports it (gRPC status 6). */
const alreadyExists = (error: unknown) => {
  const code = (error as { code?: unknown } | null)?.code
  return code === 6 || code === 'already-exists'
}

const versionOf = (data: unknown) => {
  const parsed = catalogueVersionSchema.safeParse(data)
  return parsed.success ? parsed.data : null
}

export function firestoreVersionStore(db: Firestore): VersionStore {
  const versions = db.collection(publishingCollections.versions)
  const builds = db.collection(publishingCollections.builds)
  const created = async (write: () => Promise<unknown>) => {
    try {
      await write()
      return true
    } catch (error) {
      if (alreadyExists(error)) return false
      throw error
    }
  }
  const newestFirst = async (limit: number) => {
    const snapshot = await versions.orderBy('n', 'desc').limit(limit).get()
    return snapshot.docs.flatMap((doc) => versionOf(doc.data()) ?? [])
  }
  return {
    create: (version) => created(() => versions.doc(versionId(version.n)).create(version)),
    get: async (n) => {
      const doc = await versions.doc(versionId(n)).get()
      return doc.exists ? versionOf(doc.data()) : null
    },
    newest: async () => (await newestFirst(1))[0] ?? null,
    list: newestFirst,
    queueBuild: async (build) => {
      await created(() => builds.doc(versionId(build.n)).create(build))
    },
    failBuild: async (n, failure) => {
      await builds.doc(versionId(n)).update({ state: 'failed', ...failure })
    },
    builds: async (limit) => {
      const snapshot = await builds.orderBy('n', 'desc').limit(limit).get()
      const reports = new Map<number, BuildReport>()
      for (const doc of snapshot.docs) {
        const parsed = storedBuildSchema.safeParse(doc.data())
        if (parsed.success) {
          const { n, ...report } = parsed.data
          reports.set(n, report)
        }
      }
      return reports
    },
    live: async () => {
      const doc = await db
        .collection(publishingCollections.site)
        .doc(publishingCollections.live)
        .get()
      const parsed = liveSchema.safeParse(doc.data())
      return parsed.success ? parsed.data : null
    },
  }
}
