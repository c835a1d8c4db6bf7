import type { InboxRequest } from '@/features/inbox/request-schema'
import { composeReply, replySubject } from './compose-reply'

const request = {
  visitor: { account: null, name: 'Henri', email: 'h@example.com', phone: '' },
  estateTitle: 'Villa',
  mailMessageId: '<m1@luxuryliving.example>',
  mailSubject: 'Viewing request: Villa\r\nBcc: x@example.com',
} as InboxRequest

describe('a reply’s mail', () => {
  it('says "Re: " once, on one line', () => {
    expect(replySubject('Viewing request: Villa')).toBe('Re: Viewing request: Villa')
    expect(replySubject('RE: Villa')).toBe('RE: Villa')
    expect(replySubject('a\nb')).toBe('Re: a b')
  })

  it('@fault keeps every header one line, whatever the member or the request carries', () => {
    const mail = composeReply(request, 'Hello', 'Agnes\r\nBcc: y@example.com', 'from', '<r@x>')
    expect(mail.subject).toBe('Re: Viewing request: Villa Bcc: x@example.com')
    expect(mail.text).toBe('Hello\n\n-- \nAgnes Bcc: y@example.com\nLuxury Living Private Office\n')
    expect(mail).toMatchObject({
      to: { address: 'h@example.com' },
      inReplyTo: '<m1@luxuryliving.example>',
      references: '<m1@luxuryliving.example>',
      messageId: '<r@x>',
    })
  })
})
