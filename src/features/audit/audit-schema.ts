import * as z from 'zod/mini'

/**
 * The audit log (issue 44): who did what, when; appended by the functions only, never changed, read
 * by owners and admins in the back office. What can be logged is this table; the back office has
 * words for each: roles, and the listings' approvals, returns to draft, withdrawals, deletions and
 * the catalogue's imports (one entry a run), its publishing and its restored versions (issue 45), and the inbox's requests' statuses,
 * assignments and replies (issue 46).
 */
export const auditActions = [
  'staff.grant',
  'staff.change',
  'staff.remove',
  'listing.approve',
  'listing.return',
  'listing.withdraw',
  'listing.delete',
  'listing.import',
  'catalogue.publish',
  'catalogue.restore',
  'request.status',
  'request.assign',
  'request.reply',
  'settings.change',
] as const
export type AuditAction = (typeof auditActions)[number]

export const isAuditAction = (value: string): value is AuditAction =>
  (auditActions as readonly string[]).includes(value)

/** A value of an entry's detail: flat, so any entry can be shown as a list of facts. */
const detailValue = z.union([z.string(), z.number(), z.boolean(), z.null()])

export const auditEntrySchema = z.object({
  id: z.string(),
  /** When, in ms since the epoch. */
  at: z.number(),
  /** Who: a member, or (uid null) a command run with the project's credentials. */
  by: z.object({ uid: z.nullable(z.string()), name: z.string() }),
  /** One of auditActions; an older back office shows an action it does not know by its key. */
  action: z.string(),
  /** What it was done to: its kind (`staff`, `listing`), its id and a label a person reads. */
  target: z.object({ kind: z.string(), id: z.string(), label: z.string() }),
  detail: z.record(z.string(), detailValue),
})
export type AuditEntry = z.infer<typeof auditEntrySchema>
export type NewAuditEntry = Omit<AuditEntry, 'id'>

/** `GET /api/admin/audit`: the newest entries first; `next` asks for the ones before them. */
export const auditPageSchema = z.object({
  entries: z.array(auditEntrySchema),
  next: z.nullable(z.number()),
})
export type AuditPage = z.infer<typeof auditPageSchema>
