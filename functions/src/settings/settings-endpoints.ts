import { agencySettingsSchema } from '@/features/settings/settings-schema'
import type { AdminAnswer, AdminContext } from '../admin/admin-router'
import { readBody } from '../admin/admin-router'
import { deleteExpiredRequests } from '../inbox/retention'

/** The agency's settings (issue 46): read by owners and admins, changed by them, audited. */

/** GET /settings: the settings as they are (the defaults until saved). */
export async function readSettings({ deps }: AdminContext): Promise<AdminAnswer> {
  return { status: 200, body: { settings: await deps.settings.read() } }
}

/**
 * PUT /settings: the settings saved whole, the change in the audit log; a shorter retention
 * deletes the requests it no longer keeps at once (the daily run would the next morning).
 */
export async function saveSettings(context: AdminContext): Promise<AdminAnswer> {
  const checked = readBody(context, agencySettingsSchema)
  if (!checked.ok) return checked.answer
  const { deps, member } = context
  const before = await deps.settings.read()
  const settings = checked.data
  await deps.settings.write(settings)
  if (before.inboxRetentionMonths !== settings.inboxRetentionMonths)
    await deps.audit.append({
      at: deps.now(),
      by: { uid: member.uid, name: member.name },
      action: 'settings.change',
      target: { kind: 'settings', id: 'inboxRetentionMonths', label: 'inbox retention' },
      detail: { from: before.inboxRetentionMonths, to: settings.inboxRetentionMonths },
    })
  const deleted = await deleteExpiredRequests({
    settings: deps.settings,
    inbox: deps.expiredRequests,
    now: deps.now,
  })
  return { status: 200, body: { settings, deleted } }
}
