import { checkListing } from '@/features/listings/check-listing'
import { exportCatalogue } from '@/features/listings/catalogue-export'
import type {
  CatalogueVersion,
  PublishProblem,
  VersionChanges,
} from '@/features/listings/publishing-schema'
import type { Actor } from '@/features/staff/staff-schema'
import type { AuditLog, ListingRevision, ListingStore } from '../admin/admin-deps'
import { currentRevision, setListingBack, type SetBack } from '../admin/listing-changes'
import { versionFilesOf } from './catalogue-files'
import type { Builder } from './cloud-build'
import type { SiteFiles } from './site-files'
import type { VersionStore } from './version-store'

/**
 * Publishing's rules (issue 45, decision 053): the published listings become a numbered,
 * immutable catalogue version whose files are stored under their hash, and a queued build; an
 * earlier version restored is a new version with its files, its listings set back.
 *
 * No transactions (the local Firestore has none): the version's number is the one atomic step,
 * created unless it exists. Two publishes at once race for it; the one refused takes the next
 * number, so both are versions and the runner builds the newest. The files are written before
 * the version that names them, so a version never names a missing file.
 */

export type PublishDeps = {
  listings: ListingStore
  audit: AuditLog
  versions: VersionStore
  siteFiles: SiteFiles
  /** Starts a queued build where something must (Cloud Build); its refusal fails the build. */
  builder: Builder | null
  now: () => number
}

export type PublishOutcome =
  | { ok: true; version: CatalogueVersion }
  /** A listing the site's parser warns about: nothing was stored. */
  | { ok: false; reason: 'problems'; problems: Record<string, PublishProblem> }
  /** The files are the newest version's: the site has (or is building) them already. */
  | { ok: false; reason: 'unchanged'; newest: CatalogueVersion }

export type RestoreOutcome =
  | { ok: true; version: CatalogueVersion; listings: Record<SetBack, number> }
  | { ok: false; reason: 'not-found' }

/** How many listings are read or set back at once: a catalogue's thousand without a thousand calls in flight. */
const AT_ONCE = 16

async function eachAtOnce<T, R>(items: readonly T[], work: (item: T) => Promise<R>) {
  const results: R[] = new Array<R>(items.length)
  let next = 0
  const worker = async () => {
    while (next < items.length) {
      const index = next++
      results[index] = await work(items[index]!)
    }
  }
  await Promise.all(Array.from({ length: Math.min(AT_ONCE, items.length) }, worker))
  return results
}

/** The listings the site should show: each one's newest revision, when it is published. */
async function publishedListings(deps: PublishDeps) {
  const heads = await deps.listings.heads({})
  // The newest revision is the listing (decision 049): a head a failed write left behind is not.
  const current = await eachAtOnce(heads, async ({ id }) => ({
    id,
    revision: await currentRevision(deps, id),
  }))
  return current.flatMap(({ id, revision }) =>
    revision?.state === 'published' ? [{ id, revision }] : [],
  )
}

const titleOf = (id: string, revision: ListingRevision) =>
  typeof revision.record.estate_title === 'string' && revision.record.estate_title.trim()
    ? revision.record.estate_title.trim()
    : id

/** What changed from one version's listings to the next's, each list sorted. */
export function changesBetween(
  before: Readonly<Record<string, number>>,
  after: Readonly<Record<string, number>>,
): VersionChanges {
  const sorted = (ids: string[]) => ids.sort((a, b) => a.localeCompare(b, 'en', { numeric: true }))
  return {
    added: sorted(Object.keys(after).filter((id) => before[id] === undefined)),
    changed: sorted(
      Object.keys(after).filter((id) => before[id] !== undefined && before[id] !== after[id]),
    ),
    removed: sorted(Object.keys(before).filter((id) => after[id] === undefined)),
  }
}

const NUMBER_TRIES = 20

/**
 * Starts the version's build; a builder that refuses (Cloud Build's answer) fails the build with
 * its words, which the Publishing screen shows: the version stays, restored to build again.
 */
async function startBuild(deps: PublishDeps, version: CatalogueVersion) {
  try {
    await deps.builder?.start({ n: version.n, hash: version.hash })
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    await deps.versions.failBuild(version.n, {
      error: `The build could not be started (${reason}); the site still shows the version before it.`,
      endedAt: new Date(deps.now()).toISOString(),
    })
  }
}

/**
 * Creates the next version after the newest, whichever number that is by the time it is written,
 * and queues its build.
 */
async function createVersion(
  deps: PublishDeps,
  newest: CatalogueVersion | null,
  made: Omit<CatalogueVersion, 'n' | 'changes' | 'at'>,
): Promise<CatalogueVersion> {
  let previous = newest
  for (let tries = 0; tries < NUMBER_TRIES; tries += 1) {
    const at = new Date(deps.now()).toISOString()
    const version: CatalogueVersion = {
      ...made,
      n: (previous?.n ?? 0) + 1,
      at,
      changes: changesBetween(previous?.listings ?? {}, made.listings),
    }
    if (await deps.versions.create(version)) {
      await deps.versions.queueBuild({
        n: version.n,
        hash: version.hash,
        state: 'queued',
        queuedAt: at,
      })
      await startBuild(deps, version)
      return version
    }
    previous = await deps.versions.newest()
  }
  throw new Error(`No version number was free after ${NUMBER_TRIES} tries`)
}

const countsOf = (changes: VersionChanges) => ({
  added: changes.added.length,
  changed: changes.changed.length,
  removed: changes.removed.length,
})

/** Publishes the published listings as the next version, or says why not (nothing stored). */
export async function publishCatalogue(deps: PublishDeps, by: Actor): Promise<PublishOutcome> {
  const listings = await publishedListings(deps)
  const exported = exportCatalogue(
    listings.map(({ id, revision }) => ({
      id,
      record: revision.record,
      translations: revision.translations,
    })),
  )
  if (!exported.ok) {
    const byId = new Map(listings.map(({ id, revision }) => [id, revision]))
    const problems: Record<string, PublishProblem> = {}
    for (const [id, warnings] of Object.entries(exported.problems)) {
      const revision = byId.get(id)!
      // The editor's own paths, so the back office can lead to each field; the whole record
      // when only the export sees a problem.
      const fields = checkListing(revision).problems.map(({ path }) => path)
      problems[id] = {
        title: titleOf(id, revision),
        fields: fields.length ? fields : ['record'],
        warnings,
      }
    }
    return { ok: false, reason: 'problems', problems }
  }

  const { hash, files, photos } = versionFilesOf(exported.files)
  const newest = await deps.versions.newest()
  // The same files as the newest version: nothing to do, unless its build failed (a retry).
  if (newest?.hash === hash && (await deps.versions.builds(1)).get(newest.n)?.state !== 'failed')
    return { ok: false, reason: 'unchanged', newest }
  for (const { name, bytes } of files) await deps.siteFiles.write(hash, name, bytes)
  const version = await createVersion(deps, newest, {
    hash,
    by,
    listings: Object.fromEntries(listings.map(({ id, revision }) => [id, revision.n])),
    photos,
    restoredFrom: null,
  })
  await deps.audit.append({
    at: deps.now(),
    by,
    action: 'catalogue.publish',
    target: { kind: 'catalogue', id: String(version.n), label: String(version.n) },
    detail: { to: version.n, hash, ...countsOf(version.changes) },
  })
  return { ok: true, version }
}

/**
 * Makes version `n` the newest again: a new version with its files (the same hash) and its
 * listings, a queued build, and each listing set back (published as that version had it, or
 * withdrawn when it did not hold it), so the next publish starts from the restored listings.
 */
export async function restoreVersion(
  deps: PublishDeps,
  n: number,
  by: Actor,
): Promise<RestoreOutcome> {
  const old = await deps.versions.get(n)
  if (!old) return { ok: false, reason: 'not-found' }

  // The listings first: a restore cut short publishes nothing, and asked again finds those set
  // back already as they should be.
  const published = await publishedListings(deps)
  const setBack = await eachAtOnce(
    [
      ...Object.entries(old.listings).map(([id, revision]) => ({ id, revision })),
      ...published
        .filter(({ id }) => old.listings[id] === undefined)
        .map(({ id }) => ({ id, revision: null })),
    ],
    async ({ id, revision }) => {
      const to = revision === null ? null : await deps.listings.revision(id, revision)
      if (revision !== null && !to)
        throw new Error(`Version ${n} names a revision ${id}/${revision} that is not stored`)
      return { id, held: to !== null, ...(await setListingBack(deps, id, to, by)) }
    },
  )
  const counts: Record<SetBack, number> = { kept: 0, restored: 0, withdrawn: 0 }
  for (const { done } of setBack) counts[done] += 1

  const version = await createVersion(deps, await deps.versions.newest(), {
    hash: old.hash,
    by,
    // The revisions the listings are at now: their content is the old version's.
    listings: Object.fromEntries(
      setBack.flatMap(({ id, held, revision }) => (held ? [[id, revision]] : [])),
    ),
    photos: old.photos,
    restoredFrom: old.n,
  })
  await deps.audit.append({
    at: deps.now(),
    by,
    action: 'catalogue.restore',
    target: { kind: 'catalogue', id: String(version.n), label: String(version.n) },
    detail: { from: old.n, to: version.n, hash: old.hash, ...counts },
  })
  return { ok: true, version, listings: counts }
}
