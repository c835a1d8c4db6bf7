import { timingSafeEqual } from 'node:crypto'
import type { AlertStore } from './alert-store'
import { publishAlerts, type AlertDeps, type AlertRun } from './publish-alerts'
import { verifyUnsubscribe } from './unsubscribe-token'

export type AlertsRequest = {
  method: string
  path: string
  query: Record<string, unknown>
  headers: Record<string, string | string[] | undefined>
  rawBody?: Buffer
}

export type AlertsAnswer = {
  status: number
  headers?: Record<string, string>
  body:
    | AlertRun
    | { unsubscribed: true }
    | { error: { code: string; message: string; reason?: string } }
}

export type AlertsDeps = AlertDeps & { publishKey: string; store: AlertStore }

const fail = (
  status: number,
  code: string,
  message: string,
  headers?: Record<string, string>,
): AlertsAnswer => ({ status, headers, body: { error: { code, message } } })

const header = (request: AlertsRequest, name: string) => {
  const value = request.headers[name]
  return Array.isArray(value) ? value[0] : value
}

const sameSecret = (given: string, expected: string) => {
  const a = Buffer.from(given)
  const b = Buffer.from(expected)
  return expected.length > 0 && a.length === b.length && timingSafeEqual(a, b)
}

/**
 * /api/alerts/publish (POST, the catalogue as the body, `Authorization: Bearer <publish key>`:
 * the deploy's step and `npm run publish:catalogue`, never a visitor) and
 * /api/alerts/unsubscribe?token= (POST: the site's page and mail clients' one-click, RFC 8058; a
 * GET changes nothing, as link scanners open every link of a mail).
 */
export async function handleAlerts(
  request: AlertsRequest,
  deps: AlertsDeps,
): Promise<AlertsAnswer> {
  const action = /\/(publish|unsubscribe)\/?$/.exec(request.path)?.[1]
  if (!action) return fail(404, 'not-found', 'No such alerts action.')
  if (request.method !== 'POST')
    return fail(405, 'method-not-allowed', 'Use POST.', { Allow: 'POST' })

  if (action === 'unsubscribe') {
    const token = typeof request.query.token === 'string' ? request.query.token : ''
    const uid = verifyUnsubscribe(token, deps.signingKey)
    if (!uid) return fail(400, 'invalid-link', 'This unsubscribe link is not valid.')
    await deps.store.unsubscribe(uid, deps.now())
    deps.log('info', 'Alerts turned off by the unsubscribe link', { uid })
    return { status: 200, body: { unsubscribed: true } }
  }

  const key = /^Bearer (\S+)$/.exec(header(request, 'authorization') ?? '')?.[1] ?? ''
  if (!sameSecret(key, deps.publishKey))
    return fail(401, 'unauthenticated', 'The publish key is missing or wrong.', {
      'WWW-Authenticate': 'Bearer',
    })
  const maxMails = Number(request.query.maxMails)
  const run = await publishAlerts(
    (request.rawBody ?? Buffer.alloc(0)).toString('utf8'),
    deps,
    Number.isInteger(maxMails) && maxMails > 0 ? { maxMails } : {},
  )
  if (!run.ok)
    return {
      status: 422,
      body: {
        error: { code: 'catalogue-refused', message: 'Nobody was mailed.', reason: run.reason },
      },
    }
  return { status: 200, body: run }
}
