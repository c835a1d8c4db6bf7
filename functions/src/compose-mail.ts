import { agency } from '@/config/constants'
import type { Enquiry } from '@/features/enquiries/enquiry-schema'
import type { Estate } from '@/features/estates/estate-schema'
import { mailMessages as words } from './mail-messages'

/** A message as nodemailer takes it; every visitor text goes only where it cannot add a header. */
export type MailMessage = {
  from: string
  /** No name on the visitor's confirmation: the name is the visitor's own text. */
  to: { name?: string; address: string }
  replyTo?: { name: string; address: string }
  subject: string
  text: string
  html: string
}

export type Visitor = { uid: string; email: string | null }

/** Text put into a mail's HTML part. */
export const escapeHtml = (value: string) =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')

/** Headers take one line: any line break or control character a text carries becomes a space. */
export const headerText = (value: string) => value.replace(/[\s\p{Cc}]+/gu, ' ').trim()

/** "Wednesday, 25 November 2026 at 10:30 (Europe/London)", in the visitor's own time zone. */
export function formatPreferredDate(iso: string, timeZone: string) {
  const formatted = new Intl.DateTimeFormat(words.dateLocale, {
    timeZone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(iso))
  return `${formatted} (${timeZone})`
}

/** Who receives an estate's requests: its agent, or the agency's own desk. */
export const recipientOf = (estate: Estate) =>
  estate.agent
    ? { name: estate.agent.name, address: estate.agent.email }
    : { name: agency.name, address: agency.email }

/** What identifies a request: the estate and the chosen times (all the confirmation shows). */
const estateRow = (estate: Estate): [string, string] => [
  words.rows.estate,
  words.rows.estateValue(estate.title, estate.id, estate.location),
]
const dateRows = (enquiry: Enquiry) =>
  enquiry.dates.map((date, index): [string, string] => [
    words.rows.preferredDate(index + 1),
    formatPreferredDate(date, enquiry.timeZone),
  ])

/** The visitor's own words, for the agent only. */
function visitorRows(enquiry: Enquiry): [label: string, value: string][] {
  return [
    [words.rows.name, enquiry.name],
    [words.rows.email, enquiry.email],
    [words.rows.phone, enquiry.phone || words.rows.noPhone],
  ]
}

function render(
  intro: string,
  rows: [string, string][],
  outro: string,
  message: string | null = null,
) {
  const text = [
    intro,
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    ...(message === null ? [] : [`${words.message}:`, message || words.noMessage, '']),
    outro,
  ].join('\n')
  const html = [
    '<!doctype html><html><body style="font-family: Georgia, serif; color: #1c2230">',
    `<p>${escapeHtml(intro)}</p>`,
    '<table cellpadding="4">',
    ...rows.map(
      ([label, value]) =>
        `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
    ),
    '</table>',
    ...(message === null
      ? []
      : [
          `<h3>${escapeHtml(words.message)}</h3>`,
          `<p style="white-space: pre-wrap">${escapeHtml(message || words.noMessage)}</p>`,
        ]),
    `<p>${escapeHtml(outro)}</p>`,
    '</body></html>',
  ].join('\n')
  return { text, html }
}

/** The request for the estate's agent (reply goes to the visitor) and the visitor's confirmation. */
export function composeEnquiryMail(
  enquiry: Enquiry,
  estate: Estate,
  visitor: Visitor,
  from: string,
): { toAgent: MailMessage; toVisitor: MailMessage | null } {
  const recipient = recipientOf(estate)
  const name = headerText(enquiry.name)
  const asked = enquiry.kind === 'similar' ? words.similar : words
  const agentBody = render(
    asked.agent.intro(name, estate.title),
    [
      estateRow(estate),
      ...visitorRows(enquiry),
      ...dateRows(enquiry),
      [words.rows.account, words.rows.accountValue(visitor.email, visitor.uid)],
    ],
    words.agent.outro,
    enquiry.message,
  )
  const toAgent: MailMessage = {
    from,
    to: recipient,
    replyTo: { name, address: enquiry.email },
    subject: asked.agent.subject(headerText(estate.title)),
    ...agentBody,
  }
  // The confirmation goes to the account's own, verified address, never to one typed in the form,
  // and carries nothing the visitor typed (no name, no message): whoever controls a form cannot
  // use it to put their words in someone else's inbox (decision 021, amended).
  if (!visitor.email) return { toAgent, toVisitor: null }
  const visitorBody = render(
    asked.visitor.intro(recipient.name),
    [estateRow(estate), ...dateRows(enquiry)],
    words.visitor.outro,
  )
  return {
    toAgent,
    toVisitor: {
      from,
      to: { address: visitor.email },
      subject: asked.visitor.subject(headerText(estate.title)),
      ...visitorBody,
    },
  }
}
