import { randomUUID } from 'node:crypto'
import { agency } from '@/config/constants'
import { languageNames, type Language, type TranslatedLanguage } from '@/config/languages'
import type { Enquiry } from '@/features/enquiries/enquiry-schema'
import type { Estate } from '@/features/estates/estate-schema'
import { estateIn, type EstateTranslations } from '@/features/estates/estate-translations'
import type { Translation } from '@/config/translation'
import { mailMessages as en } from './mail-messages'
import { mailMessages as de } from './mail-messages.de'
import { mailMessages as fr } from './mail-messages.fr'

/** The mails' words in each of the site's languages (a language added there fails tsc here). */
export const mailWords: Record<Language, Translation<typeof en>> = { en, fr, de }

/** A message as nodemailer takes it; every visitor text goes only where it cannot add a header. */
export type MailMessage = {
  from: string
  /** No name on the visitor's confirmation: the name is the visitor's own text. */
  to: { name?: string; address: string }
  replyTo?: { name: string; address: string }
  subject: string
  text: string
  html: string
  /** Chosen before sending (newMessageId) where it is kept: a reply then keeps the thread. */
  messageId?: string
}

/** A mail of plain text only, in a thread: the inbox's replies (inbox/compose-reply.ts). */
export type ThreadedMail = Omit<MailMessage, 'html' | 'messageId'> & {
  messageId: string
  inReplyTo?: string
  references?: string
}

/**
 * A Message-ID of our own, `<uuid@domain of the sender>`, known before the mail is sent (given to
 * nodemailer as `messageId`) so it can be kept with what it answers.
 */
export function newMessageId(from: string, uuid: string = randomUUID()) {
  const domain = /@([A-Za-z0-9.-]+)>?\s*$/.exec(from)?.[1] ?? 'luxuryliving.example'
  return `<${uuid}@${domain}>`
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

/**
 * "Wednesday, 25 November 2026 at 10:30 (Europe/London)", in the visitor's own time zone and the
 * reader's language.
 */
export function formatPreferredDate(iso: string, timeZone: string, language: Language = 'en') {
  const formatted = new Intl.DateTimeFormat(mailWords[language].dateLocale, {
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

/**
 * The data's translations the mails read, by language (the live catalogue's `data.<language>.json`,
 * publish/live-catalogue.ts; decision 038): an estate's title and location in each reader's words.
 * Never the request's: it names the estate by its id, and nothing it carries goes into a mail as
 * the estate's.
 */
export type MailTranslations = Partial<Record<TranslatedLanguage, EstateTranslations>>

/** The estate's title and location in `language` (English where untranslated). */
function estateWords(estate: Estate, language: Language, translations: MailTranslations = {}) {
  // English has no translations: its entry is always missing.
  const byLanguage: Partial<Record<Language, EstateTranslations>> = translations
  return estateIn(estate, language, byLanguage[language]).texts
}

/** What identifies a request: the estate and the chosen times (all the confirmation shows). */
const estateRow = (
  estate: Estate,
  language: Language,
  translations?: MailTranslations,
): [string, string] => {
  const { title, location } = estateWords(estate, language, translations)
  return [
    mailWords[language].rows.estate,
    mailWords[language].rows.estateValue(title, estate.id, location),
  ]
}
const dateRows = (enquiry: Enquiry, language: Language) =>
  enquiry.dates.map((date, index): [string, string] => [
    mailWords[language].rows.preferredDate(index + 1),
    formatPreferredDate(date, enquiry.timeZone, language),
  ])

/** The visitor's own words, for the agent only, and the language to answer them in. */
function visitorRows(enquiry: Enquiry, language: Language): [label: string, value: string][] {
  const { rows } = mailWords[language]
  return [
    [rows.name, enquiry.name],
    [rows.email, enquiry.email],
    [rows.phone, enquiry.phone || rows.noPhone],
    [rows.language, languageNames[enquiry.language].name],
  ]
}

function render(
  language: Language,
  intro: string,
  rows: [string, string][],
  outro: string,
  message: string | null = null,
) {
  const words = mailWords[language]
  const text = [
    intro,
    '',
    ...rows.map(([label, value]) => `${words.labelled(label)} ${value}`),
    '',
    ...(message === null ? [] : [words.labelled(words.message), message || words.noMessage, '']),
    outro,
  ].join('\n')
  const html = [
    `<!doctype html><html lang="${language}"><body style="font-family: Georgia, serif; color: #1c2230">`,
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

/**
 * The request for the estate's agent (reply goes to the visitor), in the agency's language, and
 * the visitor's confirmation, in the language of the page it was asked from.
 */
export function composeEnquiryMail(
  enquiry: Enquiry,
  estate: Estate,
  visitor: Visitor,
  from: string,
  translations?: MailTranslations,
): { toAgent: MailMessage; toVisitor: MailMessage | null } {
  const recipient = recipientOf(estate)
  const name = headerText(enquiry.name)
  const agents = mailWords[agency.language]
  const visitors = mailWords[enquiry.language]
  const toAgentAsked = enquiry.kind === 'similar' ? agents.similar : agents
  const agentsTitle = estateWords(estate, agency.language, translations).title
  const agentBody = render(
    agency.language,
    toAgentAsked.agent.intro(name, agentsTitle),
    [
      estateRow(estate, agency.language, translations),
      ...visitorRows(enquiry, agency.language),
      ...dateRows(enquiry, agency.language),
      [agents.rows.account, agents.rows.accountValue(visitor.email, visitor.uid)],
    ],
    agents.agent.outro,
    enquiry.message,
  )
  const toAgent: MailMessage = {
    from,
    to: recipient,
    replyTo: { name, address: enquiry.email },
    subject: toAgentAsked.agent.subject(headerText(agentsTitle)),
    ...agentBody,
  }
  // The confirmation goes to the account's own, verified address, never to one typed in the form,
  // and carries nothing the visitor typed (no name, no message): whoever controls a form cannot
  // use it to put their words in someone else's inbox (decision 021, amended).
  if (!visitor.email) return { toAgent, toVisitor: null }
  const toVisitorAsked = enquiry.kind === 'similar' ? visitors.similar : visitors
  const visitorsTitle = estateWords(estate, enquiry.language, translations).title
  const visitorBody = render(
    enquiry.language,
    toVisitorAsked.visitor.intro(recipient.name),
    [estateRow(estate, enquiry.language, translations), ...dateRows(enquiry, enquiry.language)],
    visitors.visitor.outro,
  )
  return {
    toAgent,
    toVisitor: {
      from,
      to: { address: visitor.email },
      subject: toVisitorAsked.visitor.subject(headerText(visitorsTitle)),
      ...visitorBody,
    },
  }
}
