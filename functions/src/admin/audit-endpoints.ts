import type { AuditPage } from '@/features/audit/audit-schema'
import type { AdminAnswer, AdminContext } from './admin-router'

/** Entries per page of the audit log. */
export const AUDIT_PAGE_SIZE = 50

/** GET /audit[?before=ms]: the newest entries first, and where the next page starts. */
export async function readAudit({ request, deps }: AdminContext): Promise<AdminAnswer> {
  const asked = Number(request.query.before)
  const before = Number.isFinite(asked) && asked > 0 ? asked : undefined
  // One more than a page: whether there is a next one, without a count.
  const entries = await deps.audit.list({ before, limit: AUDIT_PAGE_SIZE + 1 })
  const page = entries.slice(0, AUDIT_PAGE_SIZE)
  const next = entries.length > AUDIT_PAGE_SIZE ? (page.at(-1)?.at ?? null) : null
  return { status: 200, body: { entries: page, next } satisfies AuditPage }
}
