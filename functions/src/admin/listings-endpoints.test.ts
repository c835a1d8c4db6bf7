import siteData from '../../../public/data.json'
import frenchData from '../../../public/data.fr.json'
import germanData from '../../../public/data.de.json'
import { adminApi } from '@/config/paths'
import {
  conflictSchema,
  listingAnswerSchema,
  listingListAnswerSchema,
} from '@/features/listings/listing-schema'
import { adminRoutes } from './admin-routes'
import { handleAdmin, type AdminRequest } from './admin-router'
import { importCatalogue } from './listing-changes'
import { account, memoryAdminDeps } from './memory-admin-deps'

function setUp() {
  const made = memoryAdminDeps([
    account('olivia', { role: 'owner' }),
    account('adam', { role: 'admin' }),
    account('agnes', { role: 'agent' }),
    account('arthur', { role: 'agent' }),
    account('victor'),
  ])
  let now = 1_800_000_000_000
  made.deps.now = () => (now += 60_000)
  const call = (
    uid: string,
    method: string,
    path: string,
    body?: unknown,
    query: Record<string, unknown> = {},
  ) => {
    const raw = body === undefined ? undefined : Buffer.from(JSON.stringify(body))
    const request: AdminRequest = {
      method,
      path,
      query,
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

/** Estate 1 of today's catalogue, complete, as the editor sends it. */
const content = (id: string) => ({
  record: { ...siteData.properties[0], id } as Record<string, unknown>,
  translations: { fr: frenchData.properties['1'], de: germanData.properties['1'] },
  photos: [],
})

async function draftOf(call: ReturnType<typeof setUp>['call'], uid: string, id: string) {
  const created = await call(uid, 'POST', adminApi.listings.href(), { id })
  expect(created.status).toBe(201)
  return listingAnswerSchema.parse(created.body).listing
}

describe('the listings’ endpoints', () => {
  it('gives an agent their own listings only, and another agent’s as if it did not exist', async () => {
    const { call } = setUp()
    await draftOf(call, 'agnes', 'villa-azur')
    await draftOf(call, 'arthur', 'chalet-blanc')

    const mine = listingListAnswerSchema.parse(
      (await call('agnes', 'GET', adminApi.listings.href())).body,
    )
    expect(mine.listings.map((listing) => listing.id)).toEqual(['villa-azur'])
    const all = listingListAnswerSchema.parse(
      (await call('adam', 'GET', adminApi.listings.href())).body,
    )
    expect(all.listings.map((listing) => listing.id).sort()).toEqual(['chalet-blanc', 'villa-azur'])

    for (const [method, path, body] of [
      ['GET', adminApi.listing.href('chalet-blanc')],
      ['PUT', adminApi.listing.href('chalet-blanc'), { base: 1, ...content('chalet-blanc') }],
      ['POST', adminApi.listingMove.href('chalet-blanc', 'submit'), { base: 1 }],
    ] as const) {
      const refused = await call('agnes', method, path, body)
      expect(refused.status, `${method} ${path}`).toBe(404)
      expect(refused.body).toEqual({ error: { code: 'not-found', message: expect.any(String) } })
    }
  })

  it('filters the list by state, and refuses a state that does not exist', async () => {
    const { call } = setUp()
    await draftOf(call, 'agnes', 'one')
    const listed = (state: string) =>
      call('adam', 'GET', adminApi.listings.href(), undefined, { state })
    const drafts = listingListAnswerSchema.parse((await listed('draft')).body)
    expect(drafts.listings).toMatchObject([
      { id: 'one', state: 'draft', problems: expect.any(Number) },
    ])
    expect(listingListAnswerSchema.parse((await listed('published')).body).listings).toEqual([])
    expect(await listed('sold')).toMatchObject({
      status: 400,
      body: { error: { fields: { state: expect.any(String) } } },
    })
  })

  it('refuses a save from an older revision with who changed it and when', async () => {
    const { call } = setUp()
    await draftOf(call, 'agnes', 'villa-azur')
    const saved = await call('adam', 'PUT', adminApi.listing.href('villa-azur'), {
      base: 1,
      ...content('villa-azur'),
    })
    expect(listingAnswerSchema.parse(saved.body).listing).toMatchObject({
      revision: 2,
      updatedBy: { uid: 'adam', name: 'Adam' },
    })
    const late = await call('agnes', 'PUT', adminApi.listing.href('villa-azur'), {
      base: 1,
      ...content('villa-azur'),
    })
    expect(late.status).toBe(409)
    const error = (late.body as { error: Record<string, unknown> }).error
    expect(error).toMatchObject({ code: 'conflict', message: expect.stringContaining('Adam') })
    expect(conflictSchema.parse(error)).toEqual({
      changedBy: { uid: 'adam', name: 'Adam' },
      changedAt: 1_800_000_000_000 + 2 * 60_000,
      revision: 2,
    })
  })

  it('names each field of a listing that cannot be published, and a value Firestore cannot keep', async () => {
    const { call, deps } = setUp()
    await importCatalogue(
      deps,
      { source: 'x', records: [content('7').record], translations: content('7').translations },
      { uid: null, name: 'import' },
    )
    const broken = content('7')
    const saved = await call('adam', 'PUT', adminApi.listing.href('7'), {
      base: 1,
      ...broken,
      record: {
        ...broken.record,
        price: 'a lot',
        agent: { ...(broken.record.agent as object), email: 'x' },
      },
    })
    expect(saved).toMatchObject({
      status: 400,
      body: {
        error: {
          code: 'invalid',
          fields: {
            'record.price': expect.stringContaining('price in dollars'),
            'record.agent.email': expect.stringContaining('email address'),
          },
        },
      },
    })
    const nested = await call('adam', 'PUT', adminApi.listing.href('7'), {
      base: 1,
      ...broken,
      record: { ...broken.record, coordinates: [[1, 2]] },
    })
    expect(nested).toMatchObject({
      status: 400,
      body: { error: { fields: { record: expect.any(String) } } },
    })
  })

  it('moves a listing by the table: submitted by its agent, approved by an admin, logged', async () => {
    const { call, entries } = setUp()
    await draftOf(call, 'agnes', 'villa-azur')
    await call('agnes', 'PUT', adminApi.listing.href('villa-azur'), {
      base: 1,
      ...content('villa-azur'),
    })
    const submitted = await call(
      'agnes',
      'POST',
      adminApi.listingMove.href('villa-azur', 'submit'),
      { base: 2 },
    )
    expect(listingAnswerSchema.parse(submitted.body).listing.state).toBe('in review')
    const byAgent = await call(
      'agnes',
      'POST',
      adminApi.listingMove.href('villa-azur', 'approve'),
      { base: 3 },
    )
    expect(byAgent).toMatchObject({ status: 403, body: { error: { code: 'forbidden' } } })
    const locked = await call('agnes', 'PUT', adminApi.listing.href('villa-azur'), {
      base: 3,
      ...content('villa-azur'),
    })
    expect(locked).toMatchObject({ status: 403, body: { error: { code: 'locked' } } })
    const approved = await call(
      'adam',
      'POST',
      adminApi.listingMove.href('villa-azur', 'approve'),
      { base: 3 },
    )
    expect(listingAnswerSchema.parse(approved.body).listing).toMatchObject({
      state: 'published',
      revision: 4,
    })
    expect(entries.at(-1)).toMatchObject({
      action: 'listing.approve',
      by: { uid: 'adam' },
      target: { kind: 'listing', id: 'villa-azur', label: 'Fifth Avenue Crown Penthouse' },
    })
    const again = await call('adam', 'POST', adminApi.listingMove.href('villa-azur', 'submit'), {
      base: 4,
    })
    expect(again).toMatchObject({
      status: 409,
      body: { error: { code: 'wrong-state', state: 'published' } },
    })
  })

  it('lets owners and admins delete from a revision, logged; no one else', async () => {
    const { call, entries } = setUp()
    await draftOf(call, 'agnes', 'villa-azur')
    const byAgent = await call('agnes', 'DELETE', adminApi.listing.href('villa-azur'), undefined, {
      base: '1',
    })
    expect(byAgent.status).toBe(403)
    expect((await call('olivia', 'DELETE', adminApi.listing.href('villa-azur'))).status).toBe(400)
    const deleted = await call('olivia', 'DELETE', adminApi.listing.href('villa-azur'), undefined, {
      base: '1',
    })
    expect(deleted).toEqual({ status: 200, body: { deleted: true } })
    expect(entries.at(-1)).toMatchObject({ action: 'listing.delete', by: { uid: 'olivia' } })
    expect((await call('adam', 'GET', adminApi.listing.href('villa-azur'))).status).toBe(404)
    const taken = await call('agnes', 'POST', adminApi.listings.href(), { id: 'villa-azur' })
    expect(taken).toMatchObject({
      status: 409,
      body: { error: { code: 'id-taken', fields: { id: expect.any(String) } } },
    })
  })

  it('refuses an id that cannot be an address, naming the field', async () => {
    const { call } = setUp()
    const bad = await call('agnes', 'POST', adminApi.listings.href(), { id: 'a/b' })
    expect(bad).toMatchObject({
      status: 400,
      body: { error: { fields: { id: expect.any(String) } } },
    })
    const numbered = await call('agnes', 'POST', adminApi.listings.href(), {})
    expect(listingAnswerSchema.parse(numbered.body).listing.id).toBe('1')
  })

  it('answers a visitor 403 on every listings route', async () => {
    const { call } = setUp()
    const listingRoutes = adminRoutes.filter((route) =>
      route.path.startsWith(adminApi.listings.pattern),
    )
    expect(listingRoutes.length).toBeGreaterThanOrEqual(9)
    for (const route of listingRoutes) {
      const answer = await call('victor', route.method, route.path.replace(':id', '1'), { base: 1 })
      expect(answer.status, `${route.method} ${route.path}`).toBe(403)
    }
  })
})
