import * as z from 'zod/mini'
import { enquiryKinds } from '@/features/enquiries/enquiry-schema'

/**
 * A visitor's request as the agency's inbox keeps it (issue 46): every viewing and similar-home
 * request, stored by the enquiry function before it is mailed, so that none is only an email. Its
 * life in the inbox (status, assignment, who has read it, notes) starts here: new, no one's, unread.
 */
/** The Firestore collection of the requests, read and written through the Admin SDK only. */
export const INBOX_COLLECTION = 'inbox'

export const inboxStatuses = ['new', 'open', 'replied', 'closed', 'spam'] as const
export type InboxStatus = (typeof inboxStatuses)[number]

/** Whether the mail to the agent went out: pending while it is sent, failed when it did not. */
export const mailStates = ['pending', 'sent', 'failed'] as const

export const inboxRequestSchema = z.object({
  /** When it was received, in ms since the epoch. */
  at: z.number(),
  kind: z.enum(enquiryKinds),
  /**
   * What the inbox is queried by sits at the top: the local Firestore has no dotted field paths
   * (what is tested here is what deploys).
   */
  estateId: z.string(),
  estateTitle: z.string(),
  /**
   * Who asked: the signed-in account (its uid and address; both null once the account is deleted:
   * the request stays the agency's, no longer linked to anyone), and what they typed about
   * themselves.
   */
  visitorUid: z.nullable(z.string()),
  visitor: z.object({
    account: z.nullable(z.string()),
    name: z.string(),
    email: z.string(),
    phone: z.string(),
  }),
  /** Preferred moments (a viewing's), ISO, and the time zone they were chosen in. */
  dates: z.array(z.string()),
  timeZone: z.string(),
  message: z.string(),
  language: z.string(),
  /** Where the mail went: the estate's agent or the agency's desk. */
  recipient: z.object({ name: z.string(), address: z.string() }),
  mail: z.enum(mailStates),
  status: z.enum(inboxStatuses),
  assignee: z.nullable(z.object({ uid: z.string(), name: z.string() })),
  /** The staff who have opened it (uids): unread for everyone else. */
  readBy: z.array(z.string()),
  /**
   * The request mail's Message-ID and subject, chosen before it is sent: a reply from the inbox
   * answers in its thread (In-Reply-To, References, "Re: "). Absent on requests kept before replies.
   */
  mailMessageId: z.optional(z.string()),
  mailSubject: z.optional(z.string()),
  /** When the last reply from the inbox went out (ms); absent or null: never. */
  repliedAt: z.optional(z.nullable(z.number())),
})
export type InboxRequest = z.infer<typeof inboxRequestSchema>
