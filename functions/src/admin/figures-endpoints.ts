import { lastDays, periodOf, type FiguresAnswer } from '@/features/figures/figures-api'
import { can } from '@/features/staff/roles'
import type { Member } from '@/features/staff/staff-schema'
import { refuse } from '../account-request'
import type { AdminDeps } from './admin-deps'
import type { AdminAnswer, AdminContext } from './admin-router'
import { titleOf } from './listings-endpoints'

/**
 * Figures per listing (issue 46, decision 057): one listing's numbers per UTC day over a period.
 * Owners and admins read every listing's; an agent their own listings' (the listing head's owner,
 * as listing-changes.ts decides), and any other is "not found" to them.
 */

export const figuresRefusals = { notFound: 'There is no such listing among yours.' }

/** The listings whose figures the member may read, by title. */
async function readableListings(deps: AdminDeps, member: Member) {
  const heads = await deps.listings.heads(
    can(member.role, 'readAnyFigures') ? {} : { ownerUid: member.uid },
  )
  return heads
    .map(({ id, revision }) => ({ id, title: titleOf(revision) || id }))
    .sort((a, b) => a.title.localeCompare(b.title) || a.id.localeCompare(b.id))
}

/** GET /figures?estate=ID&days=7|30|90: the days oldest first, zero-filled, today's (UTC) last. */
export async function readFigures({ deps, member, request }: AdminContext): Promise<AdminAnswer> {
  const listings = await readableListings(deps, member)
  const asked = typeof request.query.estate === 'string' ? request.query.estate : ''
  const days = periodOf(request.query.days)
  const estateId = asked || listings[0]?.id || null
  if (asked && !listings.some(({ id }) => id === asked))
    return refuse(404, 'not-found', figuresRefusals.notFound)
  const figures = estateId ? await deps.figures.days(estateId, lastDays(deps.now(), days)) : []
  return { status: 200, body: { listings, estateId, days, figures } satisfies FiguresAnswer }
}
