import { refuse, type RefusedAnswer } from './account-request'
import type { AlertStore } from './alert-store'
import { misconfigured, type AlertSettingsRead } from './alert-settings'
import { verifyUnsubscribe } from './unsubscribe-token'

export type UnsubscribeRequest = { method: string; query: Record<string, unknown> }

/**
 * /api/alerts/unsubscribe?token= (POST: the site's page and mail clients' one-click, RFC 8058; a
 * GET changes nothing, as link scanners open every link of a mail). Its own function, so that no
 * publish run, and no upload to the publish function, holds an instance a one-click POST needs.
 */
export async function handleUnsubscribe(
  request: UnsubscribeRequest,
  deps: {
    settings: AlertSettingsRead<'ALERTS_SIGNING_KEY'>
    store: Pick<AlertStore, 'unsubscribe'>
    now: () => number
    log: (level: 'info' | 'error', message: string, detail?: unknown) => void
  },
): Promise<RefusedAnswer | { status: 200; body: { unsubscribed: true } }> {
  if (request.method !== 'POST')
    return refuse(405, 'method-not-allowed', 'Use POST.', { Allow: 'POST' })
  if (!deps.settings.ok)
    return misconfigured(deps.settings.problems, (message, detail) =>
      deps.log('error', message, detail),
    )
  const token = typeof request.query.token === 'string' ? request.query.token : ''
  const uid = verifyUnsubscribe(token, deps.settings.settings.keys.ALERTS_SIGNING_KEY)
  if (!uid) return refuse(400, 'invalid-link', 'This unsubscribe link is not valid.')
  await deps.store.unsubscribe(uid, deps.now())
  deps.log('info', 'Alerts turned off by the unsubscribe link', { uid })
  return { status: 200, body: { unsubscribed: true } }
}
