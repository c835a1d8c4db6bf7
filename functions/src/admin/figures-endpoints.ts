import {
  figuresCsvName,
  lastDays,
  periodOf,
  type FiguresAnswer,
} from '@/features/figures/figures-api'
import { can } from '@/features/staff/roles'
import type { Member } from '@/features/staff/staff-schema'
import { refuse, type RefusedAnswer } from '../account-request'
import { csvDownload } from '../csv-file'
import { figuresCsvRows } from '../figures/figures-csv'
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

/** The days asked (?estate=ID&days=7|30|90), oldest first, zero-filled, today's (UTC) last. */
async function figuresAsked({
  deps,
  member,
  request,
}: AdminContext): Promise<FiguresAnswer | RefusedAnswer> {
  const listings = await readableListings(deps, member)
  const asked = typeof request.query.estate === 'string' ? request.query.estate : ''
  const days = periodOf(request.query.days)
  const estateId = asked || listings[0]?.id || null
  if (asked && !listings.some(({ id }) => id === asked))
    return refuse(404, 'not-found', figuresRefusals.notFound)
  const figures = estateId ? await deps.figures.days(estateId, lastDays(deps.now(), days)) : []
  return { listings, estateId, days, figures }
}

/** GET /figures: the listings the member may read, and one's days. */
export async function readFigures(context: AdminContext): Promise<AdminAnswer> {
  const answer = await figuresAsked(context)
  return 'status' in answer ? answer : { status: 200, body: answer satisfies FiguresAnswer }
}

/** GET /figures.csv: the same days as a file (the site's CSV writer), a row a day. */
export async function exportFigures(context: AdminContext): Promise<AdminAnswer> {
  const answer = await figuresAsked(context)
  if ('status' in answer) return answer
  if (!answer.estateId) return refuse(404, 'not-found', figuresRefusals.notFound)
  return csvDownload(figuresCsvName(answer.estateId, answer.days), figuresCsvRows(answer.figures))
}
