import { enquiry as limits } from '@/config/constants'
import { enquiryMessages as en } from '@/features/enquiries/messages'
import { enquiryMessages as de } from '@/features/enquiries/messages.de'
import { enquiryMessages as fr } from '@/features/enquiries/messages.fr'
import { checkEnquiry, type EnquiryErrors } from '@/features/enquiries/enquiry-schema'
import type { Estate } from '@/features/estates/estate-schema'
import {
  composeEnquiryMail,
  newMessageId,
  recipientOf,
  type MailMessage,
  type MailTranslations,
  type Visitor,
} from './compose-mail'
import {
  authenticate,
  declaredTooLarge,
  readJsonBody,
  wordsFor,
  type Catalogues,
  type VerifyToken,
} from './account-request'
import type { InboxRequest } from '@/features/inbox/request-schema'
import type { InboxStore } from './inbox/inbox-store'
import type { FiguresStore } from './figures/figures-store'
import { utcDay } from '@/features/figures/figures-api'
import type { RateLimiter } from './rate-limiter'

/**
 * The refusals and the field errors in the page's language (its Accept-Language): the form shows
 * them as they come.
 */
const catalogues: Catalogues<typeof en> = { en, fr, de }

export type EnquiryRequest = {
  method: string
  headers: Record<string, string | string[] | undefined>
  rawBody?: Buffer
  /** The key of the client's address as the platform saw it (client-address.ts); may be absent. */
  ip?: string
}

export type EnquiryAnswer = {
  status: number
  headers?: Record<string, string>
  body:
    | { sent: true; recipient: string; confirmationSent: boolean }
    | { error: { code: string; message: string; fields?: EnquiryErrors } }
}

export type EnquiryDeps = {
  verifyToken: VerifyToken
  send: (message: MailMessage) => Promise<void>
  /**
   * The catalogue the site shows (publish/live-catalogue.ts): the estate's agent comes from here,
   * never from the request; its translations name it in the visitor's confirmation.
   */
  catalogue: () => Promise<{
    estates: ReadonlyMap<string, Estate>
    translations?: MailTranslations
  }>
  /** The hourly limits, each shared by every instance of the function (constants.ts: `enquiry`). */
  limiters: {
    /** Per signed-in account. */
    visitor: RateLimiter
    /** Per recipient (the estate's agent or the agency's desk), every account together. */
    agent: RateLimiter
    /** Per client address, every account together. */
    address: RateLimiter
  }
  /** Every request is kept here before it is mailed (issue 46): none is only an email. */
  inbox: Pick<InboxStore, 'add' | 'setMail'>
  /**
   * Figures per listing (issue 46): a kept request counts on its estate's day, here rather than
   * from the inbox, so the figures outlive the inbox's retention (decision 057).
   */
  figures?: Pick<FiguresStore, 'add'>
  from: string
  now: () => Date
  log?: (message: string, detail?: unknown) => void
}

const HOUR_MS = 60 * 60 * 1000

type EnquiryLog = (message: string, detail?: unknown) => void

const fail = (
  status: number,
  code: string,
  message: string,
  extra: Pick<EnquiryAnswer, 'headers'> & { fields?: EnquiryErrors } = {},
): EnquiryAnswer => ({
  status,
  headers: extra.headers,
  body: { error: { code, message, ...(extra.fields ? { fields: extra.fields } : {}) } },
})

const minutesOf = (ms: number) => Math.max(1, Math.ceil(ms / 60_000))

type Limit = { limiter: RateLimiter; key: string; refusal: (minutes: number) => string }
type Taken = { ok: true; release: () => Promise<void> } | { ok: false; answer: EnquiryAnswer }

/**
 * Takes a slot of every limit, in order, or none: a request refused by one limit gives back the
 * slots it took of the others, so it counts against no one.
 */
async function takeSlots(
  limitsToTake: Limit[],
  now: number,
  log: EnquiryLog,
  unavailable: string,
): Promise<Taken> {
  const taken: (() => Promise<void>)[] = []
  const releaseAll = () =>
    Promise.all(
      taken.map((release) =>
        release().catch((error: unknown) => log('An hourly slot could not be given back', error)),
      ),
    ).then(() => undefined)
  for (const { limiter, key, refusal } of limitsToTake) {
    let slot: Awaited<ReturnType<RateLimiter['take']>>
    try {
      slot = await limiter.take(key, now)
    } catch (error) {
      // Without the count nothing is sent (the limit fails closed); the visitor is asked to retry.
      log('The hourly limit could not be checked', error)
      await releaseAll()
      return {
        ok: false,
        answer: fail(503, 'limit-unavailable', unavailable, {
          headers: { 'Retry-After': '60' },
        }),
      }
    }
    if (!slot.ok) {
      await releaseAll()
      return {
        ok: false,
        answer: fail(429, 'rate-limited', refusal(minutesOf(slot.retryAfterMs)), {
          headers: { 'Retry-After': String(Math.ceil(slot.retryAfterMs / 1000)) },
        }),
      }
    }
    taken.push(slot.release)
  }
  return { ok: true, release: releaseAll }
}

/**
 * POST /api/enquiries: checks, in order, method, declared size, identity, verified address, type,
 * size, body, estate (a viewing only of one on the market), the hourly limits; then mails.
 */
export async function handleEnquiry(
  request: EnquiryRequest,
  deps: EnquiryDeps,
): Promise<EnquiryAnswer> {
  const log: EnquiryLog = deps.log ?? (() => undefined)
  const { errors, validation } = wordsFor(request, catalogues).words
  if (request.method !== 'POST') {
    return fail(405, 'method-not-allowed', 'Send a viewing request with POST.', {
      headers: { Allow: 'POST' },
    })
  }
  // A body declared too large is refused before anything else is done with it.
  if (declaredTooLarge(request, limits.maxBodyBytes)) return fail(413, 'too-large', errors.tooLarge)

  const authenticated = await authenticate(request, deps.verifyToken, { signIn: errors.signIn })
  if (!authenticated.ok) return authenticated.answer
  const { account } = authenticated
  const visitor: Visitor = { uid: account.uid, email: account.email ?? null }
  // Mail goes out only for an account whose address its owner has confirmed: otherwise anyone
  // could register a stranger's address and have confirmations sent to it.
  if (!account.emailVerified || !visitor.email) {
    return fail(403, 'email-unverified', errors.verifyEmail)
  }

  const body = readJsonBody(request, { maxBytes: limits.maxBodyBytes, tooLarge: errors.tooLarge })
  if (!body.ok) return body.answer

  const checked = checkEnquiry(body.json, deps.now(), validation)
  if (!checked.ok) return fail(400, 'invalid', errors.invalid, { fields: checked.errors })
  let catalogue: Awaited<ReturnType<EnquiryDeps['catalogue']>>
  try {
    catalogue = await deps.catalogue()
  } catch (error) {
    log('The catalogue could not be read', error)
    return fail(503, 'catalogue-unavailable', errors.mailFailed, {
      headers: { 'Retry-After': '60' },
    })
  }
  const estate = catalogue.estates.get(checked.data.estateId)
  if (!estate) return fail(404, 'unknown-estate', errors.estateGone)
  // Sold or let: its page asks for a similar home; a viewing of it would only mislead the agent.
  if (
    checked.data.kind === 'viewing' &&
    (estate.availability === 'sold' || estate.availability === 'let')
  )
    return fail(409, 'not-viewable', errors.notViewable)

  const recipient = recipientOf(estate)
  const limitsToTake: Limit[] = [
    {
      limiter: deps.limiters.visitor,
      key: visitor.uid,
      refusal: (minutes) => errors.rateLimited(limits.perVisitorPerHour, minutes),
    },
    // No address, no count by address (none trusted locally: client-address.ts).
    ...(request.ip
      ? [{ limiter: deps.limiters.address, key: request.ip, refusal: errors.addressBusy }]
      : []),
    {
      limiter: deps.limiters.agent,
      key: recipient.address.toLowerCase(),
      refusal: errors.agentBusy,
    },
  ]
  const slots = await takeSlots(limitsToTake, deps.now().getTime(), log, errors.mailFailed)
  if (!slots.ok) return slots.answer

  const { data } = checked
  // Composed before it is kept: its Message-ID and subject are what a reply threads on.
  const mail = composeEnquiryMail(data, estate, visitor, deps.from, catalogue.translations)
  const toAgent = { ...mail.toAgent, messageId: newMessageId(deps.from) }
  const kept: InboxRequest = {
    at: deps.now().getTime(),
    kind: data.kind,
    estateId: estate.id,
    estateTitle: estate.title,
    visitorUid: visitor.uid,
    visitor: {
      account: visitor.email,
      name: data.name,
      email: data.email,
      phone: data.phone,
    },
    dates: data.dates,
    timeZone: data.timeZone,
    message: data.message,
    language: data.language,
    recipient: { name: recipient.name, address: recipient.address },
    mail: 'pending',
    status: 'new',
    assignee: null,
    readBy: [],
    mailMessageId: toAgent.messageId,
    mailSubject: toAgent.subject,
    repliedAt: null,
  }
  let id: string
  try {
    id = await deps.inbox.add(kept)
  } catch (error) {
    // Not kept, not sent: the visitor tries again, and no agent has a request the inbox lacks.
    log('The viewing request could not be stored', error)
    await slots.release()
    return fail(503, 'store-failed', errors.mailFailed, { headers: { 'Retry-After': '60' } })
  }
  if (deps.figures)
    await deps.figures
      .add(estate.id, utcDay(kept.at), { enquiries: 1 })
      .catch((error: unknown) => log('An enquiry could not be counted', error))
  const mailed = (state: InboxRequest['mail']) =>
    deps.inbox
      .setMail(id, state)
      .catch((error: unknown) => log('The request’s mail state could not be kept', error))

  try {
    await deps.send(toAgent)
  } catch (error) {
    log('The viewing request could not be mailed', error)
    // Kept in the inbox, marked unsent: the agency sees it even though no mail went out.
    await Promise.all([slots.release(), mailed('failed')])
    return fail(502, 'mail-failed', errors.mailFailed)
  }
  await mailed('sent')
  let confirmationSent = false
  if (mail.toVisitor) {
    try {
      await deps.send(mail.toVisitor)
      confirmationSent = true
    } catch (error) {
      // The agent has the request; only the copy failed, which is no reason to send it twice.
      log('The confirmation could not be mailed', error)
    }
  }
  return {
    status: 200,
    body: { sent: true, recipient: recipient.name, confirmationSent },
  }
}

export const RATE_WINDOW_MS = HOUR_MS
