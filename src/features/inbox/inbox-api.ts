import * as z from 'zod/mini'
import { enquiryKinds } from '@/features/enquiries/enquiry-schema'
import { inboxStatuses, mailStates } from './request-schema'

/**
 * What the back office's Inbox and the admin function say to each other (issue 46): one definition
 * for both, parsed at the back office's edge. A request as a member sees it: `read` is whether
 * THIS member opened it (the stored `readBy` holds everyone's uids and is not sent).
 */

/** The most requests one list answers: the newest ones; `more` says when there were others. */
export const INBOX_LIST_LIMIT = 200

/** A note's length, in characters. */
export const NOTE_MAX_LENGTH = 2000

/** A reply's length, in characters. */
export const REPLY_MAX_LENGTH = 5000

/** The most requests one CSV export holds: the newest ones. */
export const INBOX_EXPORT_LIMIT = 10_000

const assigneeSchema = z.nullable(z.object({ uid: z.string(), name: z.string() }))

export const inboxItemSchema = z.object({
  id: z.string(),
  at: z.number(),
  kind: z.enum(enquiryKinds),
  estateId: z.string(),
  estateTitle: z.string(),
  visitor: z.object({ name: z.string(), email: z.string(), phone: z.string() }),
  dates: z.array(z.string()),
  timeZone: z.string(),
  message: z.string(),
  mail: z.enum(mailStates),
  status: z.enum(inboxStatuses),
  assignee: assigneeSchema,
  read: z.boolean(),
  /** When the last reply went out (ms), or null. */
  repliedAt: z.nullable(z.number()),
})
export type InboxItem = z.infer<typeof inboxItemSchema>

/** A note a member left on a request: kept in `inbox/{id}/notes/{auto id}`. */
export const inboxNoteSchema = z.object({
  id: z.string(),
  /** The member who wrote it (a feature does not import another's: the staff's actor shape). */
  by: z.object({ uid: z.nullable(z.string()), name: z.string() }),
  at: z.number(),
  text: z.string(),
})
export type InboxNote = z.infer<typeof inboxNoteSchema>

/**
 * A reply mailed to the visitor from the inbox: kept in `inbox/{id}/replies/{auto id}` once the
 * mail went out, with the Message-ID it was sent under.
 */
export const inboxReplySchema = z.object({
  id: z.string(),
  by: z.object({ uid: z.nullable(z.string()), name: z.string() }),
  at: z.number(),
  text: z.string(),
  messageId: z.string(),
})
export type InboxReply = z.infer<typeof inboxReplySchema>

/** Whom a request can be given to: the staff (agents, admins, owners), by name. */
export const assignableSchema = z.object({ uid: z.string(), name: z.string() })
export type Assignable = z.infer<typeof assignableSchema>

/** `GET /api/admin/inbox`: the newest requests the member may see, and how many they have not read. */
export const inboxListAnswerSchema = z.object({
  requests: z.array(inboxItemSchema),
  unread: z.number(),
  /** Whether there were more than the list holds (the oldest left out). */
  more: z.boolean(),
  staff: z.array(assignableSchema),
})
export type InboxListAnswer = z.infer<typeof inboxListAnswerSchema>

/** `GET /api/admin/inbox/{id}` (opening it marks it read), PATCH's and a note's answer too. */
export const inboxRequestAnswerSchema = z.object({
  request: inboxItemSchema,
  notes: z.array(inboxNoteSchema),
  replies: z.array(inboxReplySchema),
  staff: z.array(assignableSchema),
  /** Whether this opening is what marked it read (the navigation's count changes). */
  newlyRead: z.boolean(),
})
export type InboxRequestAnswer = z.infer<typeof inboxRequestAnswerSchema>

/** `PATCH /api/admin/inbox/{id}`: a status, an assignee (null: no one), or both. */
export const inboxChangeRules = () =>
  z.object({
    status: z.optional(z.enum(inboxStatuses, 'One of: new, open, replied, closed, spam')),
    assigneeUid: z.optional(z.nullable(z.string().check(z.minLength(1)))),
  })
export type InboxChange = z.infer<ReturnType<typeof inboxChangeRules>>

/** `POST /api/admin/inbox/{id}/notes`: 1 to 2000 characters, blank ones refused. */
export const inboxNoteRules = (
  texts = {
    required: 'Write the note first.',
    tooLong: `At most ${NOTE_MAX_LENGTH} characters.`,
  },
) =>
  z.object({
    text: z
      .string(texts.required)
      .check(
        z.trim(),
        z.minLength(1, { error: texts.required, abort: true }),
        z.maxLength(NOTE_MAX_LENGTH, texts.tooLong),
      ),
  })

/** `POST /api/admin/inbox/{id}/replies`: 1 to 5000 characters, blank ones refused. */
export const inboxReplyRules = (
  texts = {
    required: 'Write the reply first.',
    tooLong: `At most ${REPLY_MAX_LENGTH} characters.`,
  },
) =>
  z.object({
    text: z
      .string(texts.required)
      .check(
        z.trim(),
        z.minLength(1, { error: texts.required, abort: true }),
        z.maxLength(REPLY_MAX_LENGTH, texts.tooLong),
      ),
  })
