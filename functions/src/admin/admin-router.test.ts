import { adminApi } from '@/config/paths'
import { auditPageSchema } from '@/features/audit/audit-schema'
import {
  meAnswerSchema,
  staffListAnswerSchema,
  staffMemberAnswerSchema,
} from '@/features/staff/staff-schema'
import type { AdminDeps } from './admin-deps'
import { adminRoutes } from './admin-routes'
import { handleAdmin, matchPattern, type AdminRequest } from './admin-router'
import { account, memoryAdminDeps } from './memory-admin-deps'

/** Each route with a made-up value in its parameters, as a caller would send it. */
const everyRoute = adminRoutes.map((route) => ({
  method: route.method,
  path: route.path.replace(/:\w+/g, 'someone'),
}))

function setUp() {
  const made = memoryAdminDeps([
    account('olivia', { role: 'owner' }),
    account('oscar', { role: 'owner' }),
    account('adam', { role: 'admin' }),
    account('agnes', { role: 'agent' }),
    account('victor'),
    account('una', { emailVerified: false }),
    account('ulrich', { role: 'agent', emailVerified: false }),
  ])
  let now = 1_000
  made.deps.now = () => (now += 1_000)
  const call = (
    method: string,
    path: string,
    {
      token,
      body,
      query = {},
    }: { token?: string; body?: unknown; query?: Record<string, unknown> } = {},
  ) => {
    const raw = body === undefined ? undefined : Buffer.from(JSON.stringify(body))
    const request: AdminRequest = {
      method,
      path,
      query,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
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

describe('the admin function’s door', () => {
  it('answers a signed-out caller 401 on every route, and on a path no route has', async () => {
    const { call } = setUp()
    for (const { method, path } of [...everyRoute, { method: 'GET', path: '/api/admin/nothing' }]) {
      const answer = await call(method, path)
      expect(answer.status, `${method} ${path}`).toBe(401)
      expect(answer.body).toEqual({ error: expect.objectContaining({ code: 'unauthenticated' }) })
    }
    expect((await call('GET', adminApi.me.href(), { token: 'forged' })).status).toBe(401)
  })

  it('answers a visitor’s account 403 with no data on every route, existing or not', async () => {
    const { call, tokenOf } = setUp()
    const token = tokenOf('victor')
    for (const { method, path } of [
      ...everyRoute,
      { method: 'GET', path: '/api/admin/nothing' },
      { method: 'PUT', path: adminApi.me.href() },
    ]) {
      const answer = await call(method, path, {
        token,
        body: { email: 'x@example.com', role: 'owner' },
      })
      expect(answer.status, `${method} ${path}`).toBe(403)
      expect(answer.body).toEqual({
        error: { code: 'not-staff', message: expect.any(String) },
      })
    }
  })

  it('refuses a member whose address is not confirmed, and a visitor’s unconfirmed account as a visitor', async () => {
    const { call, tokenOf } = setUp()
    const member = await call('GET', adminApi.me.href(), { token: tokenOf('ulrich') })
    expect(member.status).toBe(403)
    expect(member.body).toMatchObject({ error: { code: 'email-unverified' } })
    const visitor = await call('GET', adminApi.me.href(), { token: tokenOf('una') })
    expect(visitor.body).toMatchObject({ error: { code: 'not-staff' } })
  })

  it('tells each member who they are, by the claims of their token', async () => {
    const { call, tokenOf } = setUp()
    const answer = await call('GET', adminApi.me.href(), { token: tokenOf('agnes') })
    expect(answer.status).toBe(200)
    expect(meAnswerSchema.parse(answer.body).member).toEqual({
      uid: 'agnes',
      email: 'agnes@example.com',
      name: 'Agnes',
      role: 'agent',
    })
  })

  it('holds each route to its permission', async () => {
    const { call, tokenOf } = setUp()
    const status = async (uid: string, path: string) =>
      (await call('GET', path, { token: tokenOf(uid) })).status
    expect(await status('agnes', adminApi.staff.href())).toBe(403)
    expect(await status('agnes', adminApi.audit.href())).toBe(403)
    expect(await status('adam', adminApi.staff.href())).toBe(403)
    expect(await status('adam', adminApi.audit.href())).toBe(200)
    expect(await status('olivia', adminApi.staff.href())).toBe(200)
    expect(await status('olivia', adminApi.audit.href())).toBe(200)
  })

  it('says 404 and 405 to members only, and reads paths with or without the site’s prefix', async () => {
    const { call, tokenOf } = setUp()
    const token = tokenOf('olivia')
    expect((await call('GET', '/api/admin/nothing', { token })).status).toBe(404)
    const wrong = await call('PUT', adminApi.me.href(), { token })
    expect(wrong.status).toBe(405)
    expect(wrong.headers).toMatchObject({ Allow: 'GET' })
    expect((await call('GET', '/me', { token })).status).toBe(200)
    expect((await call('GET', '/me/', { token })).status).toBe(200)
  })

  it('answers 503 when a store fails, with no detail', async () => {
    const { tokenOf, deps } = setUp()
    const failing: AdminDeps = {
      ...deps,
      staff: { ...deps.staff, list: () => Promise.reject(new Error('down')) },
    }
    const logged: string[] = []
    failing.log = (message) => logged.push(message)
    const answer = await handleAdmin(
      {
        method: 'GET',
        path: adminApi.staff.href(),
        query: {},
        headers: { authorization: `Bearer ${tokenOf('olivia')}` },
      },
      failing,
      adminRoutes,
    )
    expect(answer.status).toBe(503)
    expect(answer.body).toMatchObject({ error: { code: 'unavailable' } })
    expect(logged).toHaveLength(1)
  })

  it('matches patterns segment by segment, decoding parameters', () => {
    expect(matchPattern('/api/admin/staff/:uid', '/api/admin/staff/a%2Fb')).toEqual({ uid: 'a/b' })
    expect(matchPattern('/api/admin/staff/:uid', '/api/admin/staff/')).toBeNull()
    expect(matchPattern('/api/admin/staff/:uid', '/api/admin/staff/a/b')).toBeNull()
    expect(matchPattern('/api/admin/staff/:uid', '/api/admin/staff/%E0')).toBeNull()
  })
})

describe('the owners’ staff management', () => {
  it('grants a role by email: the claim, the list, the audit entry; a first grant ends no session', async () => {
    const { call, tokenOf, accounts, entries, revokedAt } = setUp()
    const owner = tokenOf('olivia')
    const granted = await call('POST', adminApi.staff.href(), {
      token: owner,
      body: { email: ' Victor@example.com ', role: 'agent' },
    })
    expect(granted.status).toBe(201)
    expect(staffMemberAnswerSchema.parse(granted.body).member).toMatchObject({
      uid: 'victor',
      role: 'agent',
      grantedBy: { uid: 'olivia', name: 'Olivia' },
    })
    expect(accounts.get('victor')?.claims).toEqual({ role: 'agent' })
    expect(revokedAt.has('victor')).toBe(false)
    expect(entries).toEqual([
      expect.objectContaining({
        action: 'staff.grant',
        by: { uid: 'olivia', name: 'Olivia' },
        target: { kind: 'staff', id: 'victor', label: 'victor@example.com' },
        detail: { from: null, to: 'agent' },
      }),
    ])
    // A fresh token carries the role.
    expect((await call('GET', adminApi.me.href(), { token: tokenOf('victor') })).status).toBe(200)
    const list = staffListAnswerSchema.parse(
      (await call('GET', adminApi.staff.href(), { token: owner })).body,
    )
    expect(list.staff.map(({ uid, role }) => `${uid}:${role}`)).toEqual(['victor:agent'])
  })

  it('refuses a demoted member’s token on their next call, and changes their claim', async () => {
    const { call, tokenOf, accounts, entries } = setUp()
    const before = tokenOf('adam')
    expect((await call('GET', adminApi.audit.href(), { token: before })).status).toBe(200)
    const changed = await call('PATCH', adminApi.staffMember.href('adam'), {
      token: tokenOf('olivia'),
      body: { role: 'agent' },
    })
    expect(changed.status).toBe(200)
    expect(accounts.get('adam')?.claims).toEqual({ role: 'agent' })
    const next = await call('GET', adminApi.audit.href(), { token: before })
    expect(next.status).toBe(401)
    expect(next.body).toEqual({ error: expect.objectContaining({ code: 'unauthenticated' }) })
    // Signed in again: an agent now.
    expect((await call('GET', adminApi.audit.href(), { token: tokenOf('adam') })).status).toBe(403)
    expect(entries.at(-1)).toMatchObject({
      action: 'staff.change',
      detail: { from: 'admin', to: 'agent' },
    })
  })

  it('removes a role: no claim, no place in the list, the sessions ended, an entry in the log', async () => {
    const { call, tokenOf, accounts, entries, staffRecords } = setUp()
    const owner = tokenOf('olivia')
    await call('POST', adminApi.staff.href(), {
      token: owner,
      body: { email: 'agnes@example.com', role: 'agent' },
    })
    const agent = tokenOf('agnes')
    const removed = await call('DELETE', adminApi.staffMember.href('agnes'), { token: owner })
    expect(removed).toMatchObject({ status: 200, body: { removed: true } })
    expect(accounts.get('agnes')?.claims).toEqual({})
    expect(staffRecords.has('agnes')).toBe(false)
    expect((await call('GET', adminApi.me.href(), { token: agent })).status).toBe(401)
    expect((await call('GET', adminApi.me.href(), { token: tokenOf('agnes') })).status).toBe(403)
    expect(entries.at(-1)).toMatchObject({
      action: 'staff.remove',
      detail: { from: 'agent', to: null },
    })
    const again = await call('DELETE', adminApi.staffMember.href('agnes'), { token: owner })
    expect(again).toMatchObject({ status: 404, body: { error: { code: 'not-staff' } } })
  })

  it('keeps an owner from changing or removing their own role', async () => {
    const { call, tokenOf, accounts } = setUp()
    const owner = tokenOf('olivia')
    for (const answer of [
      await call('PATCH', adminApi.staffMember.href('olivia'), {
        token: owner,
        body: { role: 'agent' },
      }),
      await call('DELETE', adminApi.staffMember.href('olivia'), { token: owner }),
      await call('POST', adminApi.staff.href(), {
        token: owner,
        body: { email: 'olivia@example.com', role: 'admin' },
      }),
    ]) {
      expect(answer).toMatchObject({ status: 409, body: { error: { code: 'own-role' } } })
    }
    expect(accounts.get('olivia')?.claims).toEqual({ role: 'owner' })
    // Another owner may.
    const other = await call('PATCH', adminApi.staffMember.href('olivia'), {
      token: tokenOf('oscar'),
      body: { role: 'admin' },
    })
    expect(other.status).toBe(200)
  })

  it('names the field for an unknown address, an unconfirmed one and a bad body', async () => {
    const { call, tokenOf, entries, deps } = setUp()
    const owner = tokenOf('olivia')
    const unknown = await call('POST', adminApi.staff.href(), {
      token: owner,
      body: { email: 'nobody@example.com', role: 'agent' },
    })
    expect(unknown).toMatchObject({
      status: 404,
      body: { error: { code: 'no-account', fields: { email: expect.any(String) } } },
    })
    const unconfirmed = await call('POST', adminApi.staff.href(), {
      token: owner,
      body: { email: 'una@example.com', role: 'agent' },
    })
    expect(unconfirmed).toMatchObject({
      status: 409,
      body: { error: { code: 'email-unverified', fields: { email: expect.any(String) } } },
    })
    const bad = await call('POST', adminApi.staff.href(), {
      token: owner,
      body: { email: 'not an address', role: 'king' },
    })
    expect(bad).toMatchObject({
      status: 400,
      body: {
        error: { code: 'invalid', fields: { email: expect.any(String), role: expect.any(String) } },
      },
    })
    const notJson = await handleAdmin(
      {
        method: 'POST',
        path: adminApi.staff.href(),
        query: {},
        headers: { authorization: `Bearer ${owner}`, 'content-type': 'text/plain' },
        rawBody: Buffer.from('x'),
      },
      deps,
      adminRoutes,
    )
    expect(notJson.status).toBe(415)
    expect(entries).toEqual([])
  })

  it('grants the same role again without a new entry, and writes back a lost list entry', async () => {
    const { call, tokenOf, entries, staffRecords } = setUp()
    const owner = tokenOf('olivia')
    const grant = () =>
      call('POST', adminApi.staff.href(), {
        token: owner,
        body: { email: 'victor@example.com', role: 'admin' },
      })
    expect((await grant()).status).toBe(201)
    staffRecords.delete('victor')
    const again = await grant()
    expect(again.status).toBe(200)
    expect(staffRecords.get('victor')).toMatchObject({ role: 'admin' })
    expect(entries).toHaveLength(1)
  })
})

describe('the audit log', () => {
  it('pages the newest entries first', async () => {
    const { call, tokenOf, deps } = setUp()
    for (let at = 1; at <= 120; at += 1)
      await deps.audit.append({
        at,
        by: { uid: 'x', name: 'X' },
        action: 'staff.grant',
        target: { kind: 'staff', id: String(at), label: String(at) },
        detail: {},
      })
    const token = tokenOf('adam')
    const first = auditPageSchema.parse((await call('GET', adminApi.audit.href(), { token })).body)
    expect(first.entries.map((entry) => entry.at).slice(0, 2)).toEqual([120, 119])
    expect(first.entries).toHaveLength(50)
    expect(first.next).toBe(71)
    const third = auditPageSchema.parse(
      (await call('GET', adminApi.audit.href(), { token, query: { before: '21' } })).body,
    )
    expect(third.entries.map((entry) => entry.at)).toEqual(
      Array.from({ length: 20 }, (_, i) => 20 - i),
    )
    expect(third.next).toBeNull()
  })
})
