import { agency } from '@/config/constants'
import type { InboxRequest } from '@/features/inbox/request-schema'
import { headerText, type ThreadedMail } from '../compose-mail'

/** "Re: " once, however many times the thread was answered. */
export const replySubject = (subject: string) =>
  /^re:/i.test(subject.trim()) ? headerText(subject) : `Re: ${headerText(subject)}`

/**
 * A member's reply to a visitor's request: plain text only (no HTML part, so nothing typed can
 * become markup), to the address the visitor gave, answered to the agency's desk (the one address
 * the enquiry mails name, constants.ts), in the request mail's thread when its Message-ID was kept.
 * Every header value is one line (headerText): a name or subject cannot add a header.
 */
export function composeReply(
  request: InboxRequest,
  text: string,
  signedBy: string,
  from: string,
  messageId: string,
): ThreadedMail {
  const thread = request.mailMessageId
    ? { inReplyTo: request.mailMessageId, references: request.mailMessageId }
    : {}
  return {
    from,
    to: { address: request.visitor.email },
    replyTo: { name: agency.name, address: agency.email },
    subject: replySubject(request.mailSubject ?? request.estateTitle),
    // The signature is names only: the agency's language is the reply's, whatever the member wrote.
    text: `${text}\n\n-- \n${headerText(signedBy)}\n${agency.name}\n`,
    messageId,
    ...thread,
  }
}
