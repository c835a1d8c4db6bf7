import {
  INBOX_EXPORT_LIMIT,
  INBOX_LIST_LIMIT,
  inboxChangeRules,
  inboxNoteRules,
  inboxReplyRules,
  type Assignable,
  type InboxItem,
  type InboxListAnswer,
  type InboxRequestAnswer,
} from '@/features/inbox/inbox-api'
import type { InboxRequest } from '@/features/inbox/request-schema'
import { can } from '@/features/staff/roles'
import type { Member } from '@/features/staff/staff-schema'
import { refuse } from '../account-request'
import { newMessageId } from '../compose-mail'
import { composeReply } from '../inbox/compose-reply'
import { csvDownload } from '../csv-file'
import { inboxCsvName, inboxCsvRows } from '../inbox/inbox-csv'
import type { AdminDeps } from './admin-deps'
import { invalid, readBody, type AdminAnswer, type AdminContext } from './admin-router'

/**
 * The Inbox's endpoints (issue 46): the requests a member may see, one opened (read), its status
 * and assignee changed, a note added. Owners and admins see every request; an agent those about
 * the estates whose listing they own (the listing head's owner, as listing-changes.ts decides),
 * and anything else is "not found" to them: they learn nothing of requests that are not theirs.
 */

export const inboxRefusals = {
  notFound: 'There is no such request.',
  notStaff: 'Requests are given to members of staff only.',
  mailFailed: 'The reply could not be mailed just now; it was not sent. Please try again.',
}

/** The estates an agent's requests may be about; undefined: every one (owners, admins). */
async function visibleEstates(deps: AdminDeps, member: Member) {
  if (can(member.role, 'readAnyRequest')) return undefined
  const heads = await deps.listings.heads({ ownerUid: member.uid })
  return heads.map(({ id }) => id)
}

/** The staff a request may be given to, by name. */
async function assignable(deps: AdminDeps): Promise<Assignable[]> {
  const records = await deps.staff.list()
  return records
    .map(({ uid, name }) => ({ uid, name }))
    .sort((a, b) => a.name.localeCompare(b.name) || a.uid.localeCompare(b.uid))
}

/** The request as this member sees it: whether THEY read it, not who else did. */
const itemOf = (id: string, request: InboxRequest, member: Member): InboxItem => ({
  id,
  at: request.at,
  kind: request.kind,
  estateId: request.estateId,
  estateTitle: request.estateTitle,
  visitor: {
    name: request.visitor.name,
    email: request.visitor.email,
    phone: request.visitor.phone,
  },
  dates: request.dates,
  timeZone: request.timeZone,
  message: request.message,
  mail: request.mail,
  status: request.status,
  assignee: request.assignee,
  read: request.readBy.includes(member.uid),
  repliedAt: request.repliedAt ?? null,
})

/** GET: the newest requests the member may see (at most INBOX_LIST_LIMIT), and their unread. */
export async function listInbox({ deps, member }: AdminContext): Promise<AdminAnswer> {
  const estateIds = await visibleEstates(deps, member)
  // One more than the list holds: whether older ones were left out, without a count.
  const found =
    estateIds && !estateIds.length
      ? []
      : await deps.inbox.list({ estateIds, limit: INBOX_LIST_LIMIT + 1 })
  const requests = found
    .slice(0, INBOX_LIST_LIMIT)
    .map(({ id, request }) => itemOf(id, request, member))
  return {
    status: 200,
    body: {
      requests,
      unread: requests.filter((request) => !request.read).length,
      more: found.length > INBOX_LIST_LIMIT,
      staff: await assignable(deps),
    } satisfies InboxListAnswer,
  }
}

/** The request, if this member may see it. */
async function visibleRequest(deps: AdminDeps, member: Member, id: string) {
  const request = id ? await deps.inbox.get(id) : null
  if (!request) return null
  const estateIds = await visibleEstates(deps, member)
  return !estateIds || estateIds.includes(request.estateId) ? request : null
}

const notFound = () => refuse(404, 'not-found', inboxRefusals.notFound)

async function answerOf(
  deps: AdminDeps,
  id: string,
  request: InboxRequest,
  member: Member,
  newlyRead = false,
): Promise<AdminAnswer> {
  const [notes, replies, staff] = await Promise.all([
    deps.inbox.notes(id),
    deps.inbox.replies(id),
    assignable(deps),
  ])
  return {
    status: 200,
    body: {
      request: itemOf(id, request, member),
      notes,
      replies,
      staff,
      newlyRead,
    } satisfies InboxRequestAnswer,
  }
}

/**
 * GET /inbox/{id}: the request and its notes; opening it marks it read by the member. The local
 * Firestore has no transactions (nor arrayUnion tested there): `readBy` is read, the uid added and
 * the field alone written. Two members opening it at the same moment may lose one mark: that one
 * sees it unread once more, nothing worse.
 */
export async function readRequest({ deps, member, params }: AdminContext): Promise<AdminAnswer> {
  const id = params.id ?? ''
  const request = await visibleRequest(deps, member, id)
  if (!request) return notFound()
  if (request.readBy.includes(member.uid)) return answerOf(deps, id, request, member)
  const readBy = [...request.readBy, member.uid]
  await deps.inbox.update(id, { readBy })
  return answerOf(deps, id, { ...request, readBy }, member, true)
}

/** PATCH /inbox/{id} `{ status?, assigneeUid? }`: each change an entry of the audit log. */
export async function changeRequest(context: AdminContext): Promise<AdminAnswer> {
  const { deps, member, params } = context
  const checked = readBody(context, inboxChangeRules())
  if (!checked.ok) return checked.answer
  const id = params.id ?? ''
  const request = await visibleRequest(deps, member, id)
  if (!request) return notFound()
  const { status, assigneeUid } = checked.data

  let assignee = request.assignee
  if (assigneeUid !== undefined) {
    if (assigneeUid === null) assignee = null
    else {
      const record = await deps.staff.get(assigneeUid)
      if (!record) return invalid({ assigneeUid: inboxRefusals.notStaff })
      assignee = { uid: record.uid, name: record.name }
    }
  }
  const changes: Partial<Pick<InboxRequest, 'status' | 'assignee'>> = {}
  if (status !== undefined && status !== request.status) changes.status = status
  if (assignee?.uid !== request.assignee?.uid) changes.assignee = assignee
  if (!Object.keys(changes).length) return answerOf(deps, id, request, member)

  await deps.inbox.update(id, changes)
  const by = { uid: member.uid, name: member.name }
  const target = { kind: 'request', id, label: `${request.visitor.name}, ${request.estateTitle}` }
  if (changes.status)
    await deps.audit.append({
      at: deps.now(),
      by,
      action: 'request.status',
      target,
      detail: { from: request.status, to: changes.status },
    })
  if ('assignee' in changes)
    await deps.audit.append({
      at: deps.now(),
      by,
      action: 'request.assign',
      target,
      detail: {
        from: request.assignee?.name ?? null,
        to: changes.assignee?.name ?? null,
        toUid: changes.assignee?.uid ?? null,
      },
    })
  return answerOf(deps, id, { ...request, ...changes }, member)
}

/** POST /inbox/{id}/notes `{ text }`: a note signed by the member. */
export async function addNote(context: AdminContext): Promise<AdminAnswer> {
  const { deps, member, params } = context
  const checked = readBody(context, inboxNoteRules())
  if (!checked.ok) return checked.answer
  const id = params.id ?? ''
  const request = await visibleRequest(deps, member, id)
  if (!request) return notFound()
  await deps.inbox.addNote(id, {
    by: { uid: member.uid, name: member.name },
    at: deps.now(),
    text: checked.data.text,
  })
  const answer = await answerOf(deps, id, request, member)
  return { ...answer, status: 201 }
}

/**
 * POST /inbox/{id}/replies `{ text }`: mailed to the visitor, Reply-To the agency, in the request
 * mail's thread; kept (with its Message-ID) only once the mail went out, so a reply the SMTP
 * server refused is never shown as sent (502, the member's text stays in their form). Then the
 * request is `replied` and the audit log says who answered.
 */
export async function replyToRequest(context: AdminContext): Promise<AdminAnswer> {
  const { deps, member, params } = context
  const checked = readBody(context, inboxReplyRules())
  if (!checked.ok) return checked.answer
  const id = params.id ?? ''
  const request = await visibleRequest(deps, member, id)
  if (!request) return notFound()
  const { text } = checked.data
  const messageId = newMessageId(deps.mail.from)
  try {
    await deps.mail.send(composeReply(request, text, member.name, deps.mail.from, messageId))
  } catch (error) {
    deps.log?.('A reply from the inbox could not be mailed', error)
    return refuse(502, 'mail-failed', inboxRefusals.mailFailed)
  }
  const at = deps.now()
  const by = { uid: member.uid, name: member.name }
  await deps.inbox.addReply(id, { by, at, text, messageId })
  const changes = { status: 'replied' as const, repliedAt: at }
  await deps.inbox.update(id, changes)
  await deps.audit.append({
    at,
    by,
    action: 'request.reply',
    target: { kind: 'request', id, label: `${request.visitor.name}, ${request.estateTitle}` },
    detail: { to: request.visitor.email, from: request.status },
  })
  const answer = await answerOf(deps, id, { ...request, ...changes }, member)
  return { ...answer, status: 201 }
}

/**
 * GET /inbox.csv: every request (the newest INBOX_EXPORT_LIMIT), owners and admins only (the
 * route's `exportRequests`), as a file the browser saves.
 */
export async function exportInbox({ deps }: AdminContext): Promise<AdminAnswer> {
  const found = await deps.inbox.list({ limit: INBOX_EXPORT_LIMIT })
  return csvDownload(inboxCsvName(deps.now()), inboxCsvRows(found.map(({ request }) => request)))
}
