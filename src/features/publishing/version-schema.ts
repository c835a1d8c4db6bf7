import * as z from 'zod/mini'

/**
 * The catalogue's versions (issue 45, decision 053): each publish is a numbered, immutable version
 * of the site's data files, built into the live site by a build that staff follow in the back
 * office. Shared by the admin function's answers and the back office, which reads them here.
 */
export const buildStates = ['queued', 'building', 'live', 'failed', 'superseded'] as const
export type BuildState = (typeof buildStates)[number]

/** Where a version's build is: waiting, under way, served, refused (and why), or passed over. */
export const buildSchema = z.object({
  state: z.enum(buildStates),
  /** Why it failed, a sentence for staff. */
  error: z.optional(z.string()),
  /** How long it took, once live. */
  seconds: z.optional(z.number()),
})

export const catalogueVersionSchema = z.object({
  n: z.number(),
  hash: z.string(),
  by: z.object({ uid: z.nullable(z.string()), name: z.string() }),
  /** When it was published, ISO. */
  at: z.string(),
  changes: z.object({
    added: z.array(z.string()),
    changed: z.array(z.string()),
    removed: z.array(z.string()),
  }),
  /** The version it restores, for a rollback. */
  restoredFrom: z.nullable(z.number()),
  build: buildSchema,
})
export type CatalogueVersion = z.infer<typeof catalogueVersionSchema>

/** `GET /api/admin/versions`: the newest first, and the one the site serves. */
export const versionsAnswerSchema = z.object({
  versions: z.array(catalogueVersionSchema),
  live: z.nullable(z.number()),
})
export type VersionsAnswer = z.infer<typeof versionsAnswerSchema>

/** `POST /api/admin/publish`, `POST /api/admin/versions/{n}/restore`: the version made. */
export const versionAnswerSchema = z.object({ version: catalogueVersionSchema })

/** Whether a build is still on its way (the screen follows it). */
export const isUnderWay = (state: BuildState) => state === 'queued' || state === 'building'
