import { retentionCutoff } from '@/features/settings/settings-schema'
import type { SettingsStore } from '../settings/settings-store'
import type { InboxStore } from './inbox-store'

/**
 * The inbox's retention (issue 46): the requests older than the settings' term are deleted, with
 * the visitor's details they hold. Daily (index.ts, inboxRetention) and when the term is saved.
 */
export async function deleteExpiredRequests({
  settings,
  inbox,
  now,
}: {
  settings: Pick<SettingsStore, 'read'>
  inbox: Pick<InboxStore, 'deleteBefore'>
  now: () => number
}) {
  const { inboxRetentionMonths } = await settings.read()
  return inbox.deleteBefore(retentionCutoff(now(), inboxRetentionMonths))
}
