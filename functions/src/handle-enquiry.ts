import { enquiry as limits } from '@/config/constants'
import { enquiryMessages } from '@/config/enquiry-messages'
import { checkEnquiry, type EnquiryErrors } from '@/features/enquiries/enquiry-schema'
import type { Estate } from '@/features/estates/estate-schema'
import { composeEnquiryMail, recipientOf, type MailMessage, type Visitor } from './compose-mail'
import type { RateLimiter } from './rate-limiter'

const { errors } = enquiryMessages

export type EnquiryRequest = {
  method: string
  headers: Record<string, string | string[] | undefined>
  rawBody?: Buffer
}

export type EnquiryAnswer = {
  status: number
  headers?: Record<string, string>
  body:
    | { sent: true; recipient: string; confirmationSent: boolean }
    | { error: { code: string; message: string; fields?: EnquiryErrors } }
}

export type EnquiryDeps = {
  /** Verifies a Firebase ID token; rejects with the Admin SDK's error (its `code`) when it fails. */
  verifyToken: (token: string) => Promise<{ uid: string; email?: string | null }>
  send: (message: MailMessage) => Promise<void>
  estates: ReadonlyMap<string, Estate>
  /** The hourly limit, shared by every instance of the function. */
  limiter: RateLimiter
  from: string
  now: () => Date
  log?: (message: string, detail?: unknown) => void
}

const HOUR_MS = 60 * 60 * 1000

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

const header = (request: EnquiryRequest, name: string) => {
  const value = request.headers[name]
  return Array.isArray(value) ? value[0] : value
}

/** POST /api/enquiries: checks, in order, method, identity, type, size, body, estate, limit; then mails. */
export async function handleEnquiry(
  request: EnquiryRequest,
  deps: EnquiryDeps,
): Promise<EnquiryAnswer> {
  const log = deps.log ?? (() => undefined)
  if (request.method !== 'POST') {
    return fail(405, 'method-not-allowed', 'Send a viewing request with POST.', {
      headers: { Allow: 'POST' },
    })
  }

  const token = /^Bearer (\S+)$/.exec(header(request, 'authorization') ?? '')?.[1]
  if (!token) {
    return fail(401, 'unauthenticated', errors.signIn, {
      headers: { 'WWW-Authenticate': 'Bearer' },
    })
  }
  let visitor: Visitor
  try {
    const decoded = await deps.verifyToken(token)
    visitor = { uid: decoded.uid, email: decoded.email ?? null }
  } catch (error) {
    const code = (error as { code?: string }).code
    const expired = code === 'auth/id-token-expired'
    return fail(401, expired ? 'token-expired' : 'unauthenticated', errors.signIn, {
      headers: { 'WWW-Authenticate': `Bearer error="invalid_token"` },
    })
  }

  const type = (header(request, 'content-type') ?? '').split(';')[0]?.trim().toLowerCase()
  if (type !== 'application/json') {
    return fail(415, 'unsupported-media-type', 'Send the request as application/json.')
  }
  const declared = Number(header(request, 'content-length') ?? 0)
  const raw = request.rawBody ?? Buffer.alloc(0)
  if (declared > limits.maxBodyBytes || raw.length > limits.maxBodyBytes) {
    return fail(413, 'too-large', errors.tooLarge)
  }
  let json: unknown
  try {
    json = JSON.parse(raw.toString('utf8'))
  } catch {
    return fail(400, 'malformed-json', 'The request is not valid JSON.')
  }

  const checked = checkEnquiry(json, deps.now())
  if (!checked.ok) return fail(400, 'invalid', errors.invalid, { fields: checked.errors })
  const estate = deps.estates.get(checked.data.estateId)
  if (!estate) return fail(404, 'unknown-estate', errors.estateGone)

  let slot: Awaited<ReturnType<RateLimiter['take']>>
  try {
    slot = await deps.limiter.take(visitor.uid, deps.now().getTime())
  } catch (error) {
    // Without the count nothing is sent (the limit fails closed); the visitor is asked to retry.
    log('The hourly limit could not be checked', error)
    return fail(503, 'limit-unavailable', errors.mailFailed, { headers: { 'Retry-After': '60' } })
  }
  if (!slot.ok) {
    const minutes = Math.max(1, Math.ceil(slot.retryAfterMs / 60_000))
    return fail(429, 'rate-limited', errors.rateLimited(limits.perVisitorPerHour, minutes), {
      headers: { 'Retry-After': String(Math.ceil(slot.retryAfterMs / 1000)) },
    })
  }

  const mail = composeEnquiryMail(checked.data, estate, visitor, deps.from)
  try {
    await deps.send(mail.toAgent)
  } catch (error) {
    log('The viewing request could not be mailed', error)
    await slot.release().catch((releaseError: unknown) => {
      log('The hourly slot could not be given back', releaseError)
    })
    return fail(502, 'mail-failed', errors.mailFailed)
  }
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
    body: { sent: true, recipient: recipientOf(estate).name, confirmationSent },
  }
}

export const RATE_WINDOW_MS = HOUR_MS
