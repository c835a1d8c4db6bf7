import type {
  BuildReport,
  CatalogueVersion,
  VersionsAnswer,
  VersionSummary,
} from '@/features/listings/publishing-schema'
import { refuse } from '../account-request'
import type { AdminAnswer, AdminContext } from '../admin/admin-router'
import { publishCatalogue, restoreVersion, type PublishDeps } from './publishing'

/** Publishing's endpoints (issue 45, decision 053): publish, the versions, a restore. */

/** The function's own words, for a person calling it by hand; the back office says its own by code. */
export const publishRefusals = {
  problems: 'Some published listings need another look: nothing was published.',
  unchanged: 'Nothing to publish: the site already shows these listings.',
  noVersion: 'There is no such version.',
  notQueued: 'This version was never sent to be built: restore it to build it.',
  noBuilder:
    'Publishing is not connected to this site’s build yet: nothing was published. Ask your developer to connect it.',
}

/** Nothing builds a version here (decision 053): say so, rather than queue one that waits forever. */
const noBuilder = ({ deps }: AdminContext) =>
  deps.publishing.builder ? null : refuse(503, 'publishing-unavailable', publishRefusals.noBuilder)

/** The versions the Publishing screen lists. */
export const VERSIONS_LISTED = 50

const depsOf = ({ deps }: AdminContext): PublishDeps => ({
  listings: deps.listings,
  audit: deps.audit,
  now: deps.now,
  ...deps.publishing,
})

const summaryOf = (version: CatalogueVersion, build: BuildReport | undefined): VersionSummary => ({
  n: version.n,
  hash: version.hash,
  by: version.by,
  at: version.at,
  changes: version.changes,
  restoredFrom: version.restoredFrom,
  build: build ?? { state: 'failed', error: publishRefusals.notQueued },
})

const created = (version: CatalogueVersion): AdminAnswer => ({
  status: 201,
  body: { version: summaryOf(version, { state: 'queued' }) },
})

/** POST: the published listings as the next version, its build queued. */
export async function publish(context: AdminContext): Promise<AdminAnswer> {
  const unavailable = noBuilder(context)
  if (unavailable) return unavailable
  const { uid, name } = context.member
  const outcome = await publishCatalogue(depsOf(context), { uid, name })
  if (outcome.ok) return created(outcome.version)
  if (outcome.reason === 'unchanged')
    return refuse(409, 'nothing-to-publish', publishRefusals.unchanged)
  const refused = refuse(422, 'not-publishable', publishRefusals.problems)
  return { ...refused, body: { ...refused.body, problems: outcome.problems } }
}

/** GET: the newest versions first, each with its build, and the one the site shows. */
export async function listVersions({ deps }: AdminContext): Promise<AdminAnswer> {
  const [versions, builds, live] = await Promise.all([
    deps.publishing.versions.list(VERSIONS_LISTED),
    deps.publishing.versions.builds(VERSIONS_LISTED),
    deps.publishing.versions.live(),
  ])
  const body: VersionsAnswer = {
    versions: versions.map((version) => summaryOf(version, builds.get(version.n))),
    live: live?.n ?? null,
  }
  return { status: 200, body }
}

/** POST /versions/{n}/restore: version n's files and listings as a new version. */
export async function restore(context: AdminContext): Promise<AdminAnswer> {
  const unavailable = noBuilder(context)
  if (unavailable) return unavailable
  const asked = context.params.n ?? ''
  const n = /^[1-9]\d{0,8}$/.test(asked) ? Number(asked) : null
  const { uid, name } = context.member
  const outcome = n === null ? null : await restoreVersion(depsOf(context), n, { uid, name })
  return outcome?.ok
    ? created(outcome.version)
    : refuse(404, 'not-found', publishRefusals.noVersion)
}
