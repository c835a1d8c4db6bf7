import * as z from 'zod/mini'
import { actorSchema } from '@/features/staff/staff-schema'

/**
 * Publishing (issue 45, decision 053): each publish is a numbered, immutable catalogue version,
 * built by a runner into the live site. These are the shapes the admin function stores and
 * answers, shared with the back office's Publishing screen.
 */

/** A version's files are named by this: the SHA-256 of their canonical texts, in hex. */
export const CATALOGUE_HASH_PATTERN = /^[0-9a-f]{64}$/

/** Where a version's build is: only the runner moves it on from `queued`. */
export const buildStates = ['queued', 'building', 'live', 'failed', 'superseded'] as const
export type BuildState = (typeof buildStates)[number]

const versionNumber = z.int().check(z.positive())
const hash = z.string().check(z.regex(CATALOGUE_HASH_PATTERN))

/** What changed since the version before: listings' ids. */
export const versionChangesSchema = z.object({
  added: z.array(z.string()),
  changed: z.array(z.string()),
  removed: z.array(z.string()),
})
export type VersionChanges = z.infer<typeof versionChangesSchema>

/** `catalogueVersions/{n}`: written once, never changed. */
export const catalogueVersionSchema = z.object({
  n: versionNumber,
  hash,
  by: actorSchema,
  /** When, ISO 8601. */
  at: z.string(),
  /** Each listing the version holds, by the revision it was published from. */
  listings: z.record(z.string(), z.int()),
  changes: versionChangesSchema,
  /** The uploaded photos the catalogue names (their SHA-256): the runner copies their files. */
  photos: z.array(z.string()),
  /** The version whose files and listings this one restored, or null for a publish. */
  restoredFrom: z.nullable(versionNumber),
})
export type CatalogueVersion = z.infer<typeof catalogueVersionSchema>

/**
 * What a version's alerts did once it was live (the runner's alerts run, decision 034): mailed,
 * the first catalogue they compare with (no mail), or not run and why (they go with the next).
 */
export const alertsReportSchema = z.union([
  z.object({
    state: z.literal('sent'),
    mailed: z.int(),
    subscribers: z.int(),
    failed: z.int(),
  }),
  z.object({ state: z.literal('baseline') }),
  z.object({ state: z.literal('failed'), reason: z.string() }),
])
export type AlertsReport = z.infer<typeof alertsReportSchema>

/** What the back office is told of a version's build (`builds/{n}`). */
export const buildReportSchema = z.object({
  state: z.enum(buildStates),
  /** Why it failed, a sentence for staff. */
  error: z.optional(z.string()),
  /** How long the build took. */
  seconds: z.optional(z.number()),
  /** Once live: its alerts (none yet while they run). */
  alerts: z.optional(alertsReportSchema),
})
export type BuildReport = z.infer<typeof buildReportSchema>

/** A version as the Publishing screen lists it. */
export const versionSummarySchema = z.object({
  n: versionNumber,
  hash,
  by: actorSchema,
  at: z.string(),
  changes: versionChangesSchema,
  restoredFrom: z.nullable(versionNumber),
  build: buildReportSchema,
})
export type VersionSummary = z.infer<typeof versionSummarySchema>

/** `GET /api/admin/versions`: the newest versions first, and the one the site shows (null: none). */
export const versionsAnswerSchema = z.object({
  versions: z.array(versionSummarySchema),
  live: z.nullable(versionNumber),
})
export type VersionsAnswer = z.infer<typeof versionsAnswerSchema>

/** `POST /api/admin/publish` and `POST /api/admin/versions/{n}/restore`: 201, the new version. */
export const versionAnswerSchema = z.object({ version: versionSummarySchema })

/**
 * A listing that stops a publish: its title, the fields the editor names (its problems' paths,
 * `record.price`, `translations.fr.description`) and the site's parser's own words.
 */
export const publishProblemSchema = z.object({
  title: z.string(),
  fields: z.array(z.string()),
  warnings: z.array(z.string()),
})
export type PublishProblem = z.infer<typeof publishProblemSchema>

/** `POST /api/admin/publish` refused (422): nothing was stored; each listing's problems by its id. */
export const publishRefusedSchema = z.object({
  error: z.object({ code: z.literal('not-publishable'), message: z.string() }),
  problems: z.record(z.string(), publishProblemSchema),
})
