import { createHmac, randomBytes } from 'node:crypto'
import { figures as limits } from '@/config/constants'
import { utcDay, viewRequestSchema } from '@/features/figures/figures-api'
import { roleOf } from '@/features/staff/roles'
import { estateIdSchema } from '@/features/saved/saved-estate-schema'
import type { DecodedToken } from '../admin/admin-deps'
import { header } from '../account-request'
import type { RateLimiter } from '../rate-limiter'
import type { FiguresStore } from './figures-store'

export type ViewRequest = {
  method: string
  headers: Record<string, string | string[] | undefined>
  rawBody?: Buffer
  /** The key of the client's address as the platform saw it (client-address.ts); may be absent. */
  ip?: string
}

export type ViewAnswer = { status: number; headers?: Record<string, string>; body?: unknown }

export type ViewDeps = {
  verifyToken: (token: string) => Promise<DecodedToken>
  /** The estates the site shows (publish/live-catalogue.ts): only theirs are counted. */
  estates: () => Promise<ReadonlyMap<string, unknown>>
  figures: FiguresStore
  /** Per visitor key and estate, every instance together. */
  limiter: RateLimiter
  now: () => number
  /** A new day's secret (tests give a fixed one). */
  freshSecret?: () => string
  log?: (message: string, detail?: unknown) => void
}

/** Nothing to say, counted or not: the page learns nothing from the answer. */
const done: ViewAnswer = { status: 204 }

/**
 * The visitor key of one day: HMAC-SHA256 of the client's address and User-Agent under that day's
 * random secret. The secret is dropped when the day is over, so a key can never be made again nor
 * linked to another day's (decision 057).
 */
export const visitorKey = (secret: string, ip: string, userAgent: string) =>
  createHmac('sha256', secret).update(`${ip}\n${userAgent}`).digest('hex')

/**
 * POST /api/views `{ estateId }`: one view of an estate's page (issue 46). Counted without cookies
 * or device storage: a view per request, a visitor per key a day (UTC). Not counted, all answered
 * 204: a request without a valid token (the page is for signed-in visitors), staff's views, an
 * estate the site does not show, a key over its hourly limit. Anything that fails is logged and
 * answered 204 too: counting never bothers a visitor.
 */
export async function handleView(request: ViewRequest, deps: ViewDeps): Promise<ViewAnswer> {
  const log = deps.log ?? (() => undefined)
  if (request.method !== 'POST') return { status: 405, headers: { Allow: 'POST' } }
  const raw = request.rawBody ?? Buffer.alloc(0)
  if (raw.length > limits.maxBodyBytes) return { status: 413 }
  let estateId: string
  try {
    const parsed = viewRequestSchema.safeParse(JSON.parse(raw.toString('utf8')))
    const id = estateIdSchema.safeParse(parsed.success ? parsed.data.estateId : undefined)
    if (!id.success) return { status: 400 }
    estateId = id.data
  } catch {
    return { status: 400 }
  }

  const token = /^Bearer (\S+)$/.exec(header(request, 'authorization') ?? '')?.[1]
  if (!token) return done
  let decoded: DecodedToken
  try {
    decoded = await deps.verifyToken(token)
  } catch {
    return done
  }
  // Staff looking at a listing are not its audience.
  if (roleOf(decoded)) return done

  try {
    if (!(await deps.estates()).has(estateId)) return done
    const now = deps.now()
    const day = utcDay(now)
    const fresh = (deps.freshSecret ?? (() => randomBytes(32).toString('hex')))()
    const secret = await deps.figures.daySecret(day, fresh)
    // The first request of a day drops the day before's secret and marks.
    if (secret === fresh) await deps.figures.forgetBefore(day)
    const key = visitorKey(secret, request.ip ?? '', header(request, 'user-agent') ?? '')
    const slot = await deps.limiter.take(`${key}_${estateId}`, now)
    if (!slot.ok) return done
    const newVisitor = await deps.figures.markVisitor(day, estateId, key)
    await deps.figures.add(estateId, day, { views: 1, visitors: newVisitor ? 1 : 0 })
  } catch (error) {
    log('A view could not be counted', error)
  }
  return done
}
