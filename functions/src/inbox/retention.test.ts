// @vitest-environment node
import { inboxRequest } from '@/testing/inbox-requests'
import { firestoreSettings, memorySettings } from '../settings/settings-store'
import { useLocalFirestore } from '../testing/local-firestore'
import { firestoreInbox } from './firestore-inbox'
import { deleteExpiredRequests } from './retention'

const local = useLocalFirestore('demo-retention')
const NOW = Date.UTC(2026, 10, 28, 9)
const monthsAgo = (months: number, days = 0) => {
  const at = new Date(NOW)
  at.setUTCMonth(at.getUTCMonth() - months)
  return at.getTime() - days * 86_400_000
}

describe('the inbox’s retention (issue 46)', () => {
  it('deletes the requests older than the term, with their notes, and keeps the rest', async () => {
    const inbox = firestoreInbox(local.db)
    const settings = firestoreSettings(local.db)
    const old = await inbox.add(inboxRequest('ann', { at: monthsAgo(24, 1) }))
    await local.db.collection(`inbox/${old}/notes`).add({ text: 'Called back', at: 1 })
    const recent = await inbox.add(inboxRequest('bob', { at: monthsAgo(23) }))

    // The default term (24 months) until one is saved.
    expect(await deleteExpiredRequests({ settings, inbox, now: () => NOW })).toBe(1)
    expect((await local.db.doc(`inbox/${old}`).get()).exists).toBe(false)
    expect((await local.db.collection(`inbox/${old}/notes`).get()).size).toBe(0)
    expect((await local.db.doc(`inbox/${recent}`).get()).exists).toBe(true)

    await settings.write({ inboxRetentionMonths: 6 })
    expect(await deleteExpiredRequests({ settings, inbox, now: () => NOW })).toBe(1)
    expect((await local.db.doc(`inbox/${recent}`).get()).exists).toBe(false)
    // Run again: nothing more.
    expect(await deleteExpiredRequests({ settings, inbox, now: () => NOW })).toBe(0)
  })

  it('goes through more requests than one page (200)', async () => {
    const inbox = firestoreInbox(local.db)
    await Promise.all(
      Array.from({ length: 230 }, (_, n) =>
        inbox.add(inboxRequest(`p${n}`, { at: monthsAgo(40) })),
      ),
    )
    const settings = memorySettings()
    expect(await deleteExpiredRequests({ settings, inbox, now: () => NOW })).toBe(230)
  }, 60_000)
})
