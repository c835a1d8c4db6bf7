import { adminApi } from '@/config/paths'
import { defaultSettings, settingsAnswerSchema } from '@/features/settings/settings-schema'
import { inboxRequest } from '@/testing/inbox-requests'
import { handleAdmin, type AdminRequest } from '../admin/admin-router'
import { adminRoutes } from '../admin/admin-routes'
import { account, memoryAdminDeps } from '../admin/memory-admin-deps'

const NOW = Date.UTC(2026, 10, 28, 9)
const DAY = 86_400_000

function setUp() {
  const made = memoryAdminDeps([
    account('olivia', { role: 'owner' }),
    account('adam', { role: 'admin' }),
    account('agnes', { role: 'agent' }),
  ])
  made.deps.now = () => NOW
  const call = (uid: string, method: string, body?: unknown) => {
    const raw = body === undefined ? undefined : Buffer.from(JSON.stringify(body))
    const request: AdminRequest = {
      method,
      path: adminApi.settings.href(),
      query: {},
      headers: {
        authorization: `Bearer ${made.tokenOf(uid)}`,
        ...(raw
          ? { 'content-type': 'application/json', 'content-length': String(raw.length) }
          : {}),
      },
      rawBody: raw,
    }
    return handleAdmin(request, made.deps, adminRoutes)
  }
  return { ...made, call }
}

describe('the settings endpoints (issue 46)', () => {
  it('gives the defaults until saved; an admin saves, audited, and older requests go at once', async () => {
    const { call, inbox, entries } = setUp()
    const read = await call('adam', 'GET')
    expect(settingsAnswerSchema.parse(read.body).settings).toEqual(defaultSettings)

    await inbox.add(inboxRequest('old', { at: NOW - 200 * DAY }))
    await inbox.add(inboxRequest('new', { at: NOW - 20 * DAY }))
    const saved = await call('adam', 'PUT', { inboxRetentionMonths: 6 })
    expect(saved.status).toBe(200)
    expect(settingsAnswerSchema.parse(saved.body)).toEqual({
      settings: { inboxRetentionMonths: 6 },
      deleted: 1,
    })
    expect([...inbox.requests.values()].map((request) => request.visitorUid)).toEqual(['new'])
    expect(entries.at(-1)).toMatchObject({
      action: 'settings.change',
      by: { uid: 'adam' },
      detail: { from: 24, to: 6 },
    })
    expect(settingsAnswerSchema.parse((await call('olivia', 'GET')).body).settings).toEqual({
      inboxRetentionMonths: 6,
    })
  })

  it('refuses an agent (403) and a term out of range (400), changing nothing @fault', async () => {
    const { call, entries } = setUp()
    expect((await call('agnes', 'GET')).status).toBe(403)
    expect((await call('agnes', 'PUT', { inboxRetentionMonths: 1 })).status).toBe(403)
    for (const wrong of [{ inboxRetentionMonths: 0 }, { inboxRetentionMonths: 'all' }, {}])
      expect((await call('adam', 'PUT', wrong)).status, JSON.stringify(wrong)).toBe(400)
    expect(settingsAnswerSchema.parse((await call('adam', 'GET')).body).settings).toEqual(
      defaultSettings,
    )
    expect(entries.filter((entry) => entry.action === 'settings.change')).toEqual([])
  })
})
