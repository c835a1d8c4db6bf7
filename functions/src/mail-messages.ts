import { agency } from '@/config/constants'

/**
 * The viewing request's two emails, word for word: the agent's request and the visitor's
 * confirmation, and their words for a similar home's request. Apart from the site's catalogues: the function sends them, and a reader of the
 * mail has no page around it. French and German beside it (mail-messages.fr.ts, .de.ts): the
 * visitor's confirmation goes out in the language of the page it was asked from.
 */
export const mailMessages = {
  agent: {
    subject: (estate: string) => `Viewing request: ${estate}`,
    intro: (visitor: string, estate: string) => `${visitor} would like to view ${estate}.`,
    outro: 'Reply to this email to answer the visitor directly.',
  },
  visitor: {
    subject: (estate: string) => `Your viewing request for ${estate}`,
    intro: (agent: string) =>
      `Your viewing request has been sent to ${agent}, who will contact you to confirm a time.`,
    outro: agency.name,
  },
  /** The same two emails for a home like a sold or let estate (no dates, no viewing). */
  similar: {
    agent: {
      subject: (estate: string) => `Similar home request: ${estate}`,
      intro: (visitor: string, estate: string) =>
        `${visitor} would like a home like ${estate}, which is no longer on the market.`,
    },
    visitor: {
      subject: (estate: string) => `Your request for a home like ${estate}`,
      intro: (agent: string) =>
        `Your request for a similar home has been sent to ${agent}, who will contact you.`,
    },
  },
  rows: {
    estate: 'Estate',
    estateValue: (title: string, id: string, location: string) =>
      `${title} (Id: ${id}), ${location}`,
    name: 'Name',
    email: 'Email',
    phone: 'Phone',
    noPhone: 'not given',
    /** The visitor's, named in itself ("Français"): the agent answers in it. */
    language: 'Language',
    preferredDate: (index: number) => `Preferred date ${index}`,
    account: 'Signed-in account',
    accountValue: (email: string | null, uid: string) => `${email ?? 'no email'} (uid ${uid})`,
  },
  /** A row's label, or the message's heading, before its value ("Name: ..."). */
  labelled: (label: string) => `${label}:`,
  message: 'Message',
  noMessage: '(none)',
  /** With the visitor's own time zone after it: "Wednesday, 25 November 2026 at 10:30". */
  dateLocale: 'en-GB',
} as const
