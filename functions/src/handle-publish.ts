import * as z from 'zod/mini'
import {
  declaredTooLarge,
  header,
  readJsonBody,
  refuse,
  type RefusedAnswer,
} from './account-request'
import { matchingKey } from './alert-keys'
import { misconfigured, type AlertSettings, type AlertSettingsRead } from './alert-settings'
import type { AlertRun } from './publish-alerts'
import { cataloguePath, type SiteRun } from './site-catalogue'

export type PublishRequest = {
  method: string
  headers: Record<string, string | string[] | undefined>
  /** The body, looked at only once the key is right. */
  body: () => Buffer | undefined
}

/** A trigger names at most a test catalogue and a mail budget: a few dozen bytes. */
export const MAX_TRIGGER_BYTES = 1024

const triggerSchema = z.strictObject({
  /** A test catalogue's file name (emulator only: site-catalogue.ts). */
  catalogue: z.optional(z.string()),
  /** Stop after this many mails (`complete: false`; call again: nobody is mailed twice). */
  maxMails: z.optional(z.int().check(z.positive())),
})

type PublishKeys = 'ALERTS_PUBLISH_KEY' | 'ALERTS_SIGNING_KEY'
type PublishAnswer = RefusedAnswer | { status: 200; body: Extract<AlertRun, { ok: true }> }

/**
 * The publish trigger: `POST` to the function's own address (no Hosting rewrite: the site never
 * offers it), `Authorization: Bearer <id>:<secret>` naming a key of ALERTS_PUBLISH_KEY. The key is
 * checked before the body is looked at; the body is a tiny JSON trigger, never the catalogue: the
 * run reads the catalogue the site serves, so the key chooses when alerts go, never what they say.
 */
export async function handlePublish(
  request: PublishRequest,
  deps: {
    settings: AlertSettingsRead<PublishKeys>
    /** An alerts run from the catalogue at this path of the site (site-catalogue.ts). */
    publish: (
      settings: AlertSettings<PublishKeys>,
      path: string,
      options: { maxMails?: number },
    ) => Promise<SiteRun>
    log: (level: 'info' | 'error', message: string, detail?: unknown) => void
  },
): Promise<PublishAnswer> {
  if (request.method !== 'POST')
    return refuse(405, 'method-not-allowed', 'Use POST.', { Allow: 'POST' })
  if (!deps.settings.ok)
    return misconfigured(deps.settings.problems, (message, detail) =>
      deps.log('error', message, detail),
    )
  const { settings } = deps.settings
  const { keys, emulator } = settings
  const presented = /^Bearer (\S+)$/.exec(header(request, 'authorization') ?? '')?.[1] ?? ''
  const key = matchingKey(keys.ALERTS_PUBLISH_KEY, presented)
  if (!key)
    return refuse(401, 'unauthenticated', 'The publish key is missing or wrong.', {
      'WWW-Authenticate': 'Bearer',
    })

  const tooLarge = 'A publish trigger is a small JSON object.'
  if (declaredTooLarge(request, MAX_TRIGGER_BYTES)) return refuse(413, 'too-large', tooLarge)
  const body = readJsonBody(
    { headers: request.headers, rawBody: request.body() },
    { maxBytes: MAX_TRIGGER_BYTES, tooLarge },
  )
  if (!body.ok) return body.answer
  const trigger = triggerSchema.safeParse(body.json)
  if (!trigger.success)
    return refuse(400, 'invalid-trigger', 'Send {"maxMails"?: N} (and, locally, "catalogue").')
  const path = cataloguePath(trigger.data.catalogue, { emulator })
  if (!path)
    return refuse(400, 'invalid-trigger', 'Only the site’s catalogue can be published here.')

  deps.log('info', 'An alerts run was started', { key: key.id, path })
  const run = await deps.publish(settings, path, { maxMails: trigger.data.maxMails })
  if (run.ok) return { status: 200, body: run }
  const unreadable = 'unreadable' in run
  return {
    status: unreadable ? 502 : 422,
    body: {
      error: {
        code: unreadable ? 'catalogue-unreadable' : 'catalogue-refused',
        message: `Nobody was mailed: ${run.reason}`,
      },
    },
  }
}
