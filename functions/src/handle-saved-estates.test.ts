import { memoryFigures } from './figures/figures-store'
import { savedEstates as limits } from '@/config/constants'
import { parseEstates } from '@/features/estates/parse-estates'
import { estateRecord } from '@/testing/estate-records'
import { authenticate } from './account-request'
import { handleSavedEstates, MAX_BODY_BYTES, type SavedEstatesDeps } from './handle-saved-estates'
import { memorySavedEstates } from './memory-saved-estates'

const { estates } = parseEstates([
  estateRecord({ id: '1', estate_title: 'Villa Azur' }),
  estateRecord({ id: '2', estate_title: 'Constantia Manor' }),
])
const NOW = 1_800_000_000_000

/** The token names its account: "uid-7" is account uid-7; "expired" and "forged" are refused. */
function setUp(overrides: Partial<SavedEstatesDeps> = {}) {
  const db = memorySavedEstates()
  const deps: SavedEstatesDeps = {
    verifyToken: async (token) => {
      if (token === 'expired')
        throw Object.assign(new Error('old'), { code: 'auth/id-token-expired' })
      if (token === 'forged') throw Object.assign(new Error('no'), { code: 'auth/argument-error' })
      return { uid: token, email: `${token}@example.com`, email_verified: false }
    },
    db,
    estates: async () => new Map(estates.map((estate) => [estate.id, estate])),
    now: () => NOW,
    ...overrides,
  }
  const call = (
    method: string,
    path: string,
    {
      token = 'uid-1',
      body,
      headers = {},
    }: { token?: string; body?: unknown; headers?: object } = {},
  ) =>
    handleSavedEstates(
      {
        method,
        path,
        headers: {
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...headers,
        },
        rawBody:
          body === undefined
            ? undefined
            : Buffer.from(typeof body === 'string' ? body : JSON.stringify(body)),
      },
      deps,
    )
  return { db, call }
}

describe('the saved-estates function, one account', () => {
  it('saves with the catalogue title, lists newest first, and removes', async () => {
    let now = NOW
    const { call } = setUp({ now: () => (now += 1000) })
    expect(await call('PUT', '/api/saved-estates/1', { body: { title: 'Anything' } })).toEqual({
      status: 200,
      body: { saved: { id: '1', title: 'Villa Azur', savedAt: NOW + 1000 } },
    })
    await call('PUT', '/api/saved-estates/2', { body: { title: 'Constantia Manor' } })
    // Saving again keeps the first time.
    await call('PUT', '/api/saved-estates/1', { body: { title: 'Villa Azur' } })
    const listed = await call('GET', '/api/saved-estates')
    expect(listed.body).toEqual({
      estates: [
        { id: '2', title: 'Constantia Manor', savedAt: NOW + 2000 },
        { id: '1', title: 'Villa Azur', savedAt: NOW + 1000 },
      ],
    })
    expect(await call('DELETE', '/api/saved-estates/1')).toEqual({
      status: 200,
      body: { removed: '1' },
    })
    // Removing what is not saved, or not in the catalogue, is no error.
    expect((await call('DELETE', '/api/saved-estates/sold-99')).status).toBe(200)
    expect((await call('GET', '/api/saved-estates/')).body).toEqual({
      estates: [{ id: '2', title: 'Constantia Manor', savedAt: NOW + 2000 }],
    })
  })

  it('merges a browser list once by id, keeping the earlier savedAt and unknown ids', async () => {
    const { call, db } = setUp()
    await db.put('uid-1', [{ id: '1', title: 'Villa Azur', savedAt: 500 }])
    const answer = await call('POST', '/api/saved-estates', {
      body: {
        estates: [
          { id: '1', title: 'Villa Azur', savedAt: 100 },
          { id: '2', title: '', savedAt: 300 },
          { id: 'sold-99', title: 'The Old Rectory', savedAt: 200 },
        ],
      },
    })
    expect(answer).toEqual({
      status: 200,
      body: {
        estates: [
          { id: '2', title: 'Constantia Manor', savedAt: 300 },
          { id: 'sold-99', title: 'The Old Rectory', savedAt: 200 },
          { id: '1', title: 'Villa Azur', savedAt: 100 },
        ],
        skipped: 0,
      },
    })
  })

  it(`keeps at most ${limits.max}: a save beyond is refused (409), a merge skips the rest`, async () => {
    const { call, db } = setUp()
    await db.put(
      'uid-1',
      Array.from({ length: limits.max - 1 }, (_, n) => ({ id: `x${n}`, title: '', savedAt: n })),
    )
    expect((await call('PUT', '/api/saved-estates/1', { body: { title: '' } })).status).toBe(200)
    const refused = await call('PUT', '/api/saved-estates/2', { body: { title: '' } })
    expect(refused.status).toBe(409)
    expect(refused.body).toMatchObject({ error: { code: 'too-many' } })
    const merged = await call('POST', '/api/saved-estates', {
      body: { estates: [{ id: '2', title: '', savedAt: 1 }] },
    })
    expect(merged.body).toMatchObject({ skipped: 1 })
    expect((await db.list('uid-1')).length).toBe(limits.max)
  })
})

describe('the saved-estates function and requests at once', () => {
  // Every call of the store answers a moment later, as Firestore over the network does.
  const later = () => new Promise<void>((resolve) => setImmediate(resolve))

  it(`keeps ${limits.max} of 5 merges at once of ${limits.max} different estates each`, async () => {
    const db = memorySavedEstates({ pause: later })
    const { call } = setUp({ db })
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, m) =>
        call('POST', '/api/saved-estates', {
          body: {
            estates: Array.from({ length: limits.max }, (_, n) => ({
              id: `m${m}-${n}`,
              title: '',
              savedAt: n,
            })),
          },
        }),
      ),
    )
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200])
    expect(db.accounts.get('uid-1')?.size).toBe(limits.max)
    const skipped = answers.map((answer) => (answer.body as { skipped: number }).skipped)
    expect(skipped.reduce((sum, n) => sum + n, 0)).toBe(4 * limits.max)
  })

  it('saves an estate saved twice at once once, in one place', async () => {
    const db = memorySavedEstates({ pause: later })
    let now = NOW
    const { call } = setUp({ db, now: () => (now += 1000) })
    await db.put(
      'uid-1',
      Array.from({ length: limits.max - 2 }, (_, n) => ({ id: `x${n}`, title: '', savedAt: n })),
    )
    const answers = await Promise.all(
      ['1', '2', '1', '2'].map((id) =>
        call('PUT', `/api/saved-estates/${id}`, { body: { title: '' } }),
      ),
    )
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200])
    expect(db.accounts.get('uid-1')?.size).toBe(limits.max)
    // Both answers of an estate tell the one save.
    expect(answers[0]).toEqual(answers[2])
    expect(answers[1]).toEqual(answers[3])
  })
})

describe('the saved-estates function and who may use it', () => {
  it('refuses without a token, or with a forged one (401); an expired one is told apart', async () => {
    const { call } = setUp()
    expect(await call('GET', '/api/saved-estates', { token: '' })).toMatchObject({
      status: 401,
      body: { error: { code: 'unauthenticated' } },
    })
    expect(await call('GET', '/api/saved-estates', { token: 'forged' })).toMatchObject({
      status: 401,
      body: { error: { code: 'unauthenticated' } },
    })
    expect(await call('GET', '/api/saved-estates', { token: 'expired' })).toMatchObject({
      status: 401,
      body: { error: { code: 'token-expired' } },
    })
  })

  it('takes the account from the token only: one account never reads or changes another', async () => {
    const { call, db } = setUp()
    await call('PUT', '/api/saved-estates/1', { token: 'ann', body: { title: 'Villa Azur' } })
    expect((await call('GET', '/api/saved-estates', { token: 'bob' })).body).toEqual({
      estates: [],
    })
    await call('DELETE', '/api/saved-estates/1', { token: 'bob' })
    await call('POST', '/api/saved-estates', {
      token: 'bob',
      body: { uid: 'ann', estates: [{ id: '2', title: '', savedAt: 1 }] },
    })
    expect((await db.list('ann')).map((entry) => entry.id)).toEqual(['1'])
    expect((await db.list('bob')).map((entry) => entry.id)).toEqual(['2'])
  })

  it('shares the one token check: Bearer only, the uid from the token', async () => {
    const verify = vi.fn(async (token: string) => ({ uid: `from-${token}` }))
    expect(await authenticate({ headers: { authorization: 'Basic abc' } }, verify)).toMatchObject({
      ok: false,
      answer: { status: 401 },
    })
    expect(await authenticate({ headers: { authorization: 'Bearer abc' } }, verify)).toEqual({
      ok: true,
      account: { uid: 'from-abc', email: null, emailVerified: false },
    })
  })
})

describe('the saved-estates function and what it refuses', () => {
  it.each([
    ['an unknown path', 'GET', '/api/saved-estates/1/more', undefined, 404, 'not-found'],
    ['GET of one estate', 'GET', '/api/saved-estates/1', undefined, 405, 'method-not-allowed'],
    ['PUT of the list', 'PUT', '/api/saved-estates', { title: '' }, 405, 'method-not-allowed'],
    ['a malformed id', 'DELETE', '/api/saved-estates/..', undefined, 400, 'invalid'],
    [
      'an estate not in the catalogue',
      'PUT',
      '/api/saved-estates/77',
      { title: '' },
      404,
      'unknown-estate',
    ],
    ['a title too long', 'PUT', '/api/saved-estates/1', { title: 'x'.repeat(201) }, 400, 'invalid'],
    ['broken JSON', 'PUT', '/api/saved-estates/1', '{"title":', 400, 'malformed-json'],
    [
      'a merge that is not a list',
      'POST',
      '/api/saved-estates',
      { estates: 'all' },
      400,
      'invalid',
    ],
    [
      'a merge with a bad id',
      'POST',
      '/api/saved-estates',
      { estates: [{ id: 'a/b', title: '', savedAt: 1 }] },
      400,
      'invalid',
    ],
    [
      `a merge of more than ${limits.max}`,
      'POST',
      '/api/saved-estates',
      {
        estates: Array.from({ length: limits.max + 1 }, (_, n) => ({
          id: `x${n}`,
          title: '',
          savedAt: n,
        })),
      },
      400,
      'invalid',
    ],
  ])('refuses %s', async (_, method, path, body, status, code) => {
    const { call, db } = setUp()
    const answer = await call(method, path, { body })
    expect(answer).toMatchObject({ status, body: { error: { code } } })
    expect(db.accounts.get('uid-1')?.size ?? 0).toBe(0)
  })

  it('refuses a body declared or sent too large (413) and one not JSON (415)', async () => {
    const { call } = setUp()
    const big = String(MAX_BODY_BYTES + 1)
    expect(
      (await call('PUT', '/api/saved-estates/1', { body: {}, headers: { 'content-length': big } }))
        .status,
    ).toBe(413)
    expect(
      (await call('PUT', '/api/saved-estates/1', { body: 'x'.repeat(MAX_BODY_BYTES + 1) })).status,
    ).toBe(413)
    expect(
      (
        await call('PUT', '/api/saved-estates/1', {
          body: { title: '' },
          headers: { 'content-type': 'text/plain' },
        })
      ).status,
    ).toBe(415)
  })

  it('answers 503 with Retry-After when Firestore fails, and logs it', async () => {
    const log = vi.fn()
    const { call, db } = setUp({ log })
    db.list = async () => Promise.reject(new Error('down'))
    const answer = await call('GET', '/api/saved-estates')
    expect(answer).toMatchObject({ status: 503, headers: { 'Retry-After': '30' } })
    expect(log).toHaveBeenCalled()
  })

  it('lists without the catalogue; a save it cannot check is refused (503) @fault', async () => {
    const estatesRead = vi.fn(() => Promise.reject(new Error('no version readable')))
    const { call } = setUp({ estates: estatesRead })
    expect((await call('GET', '/api/saved-estates')).status).toBe(200)
    expect(estatesRead).not.toHaveBeenCalled()
    const answer = await call('PUT', '/api/saved-estates/1', { body: { title: 'Villa Azur' } })
    expect(answer).toMatchObject({ status: 503, headers: { 'Retry-After': '30' } })
  })
})

describe('figures per listing (issue 46)', () => {
  it('counts a new save on its estate’s UTC day, not saving it again', async () => {
    const figures = memoryFigures()
    const { call } = setUp({ figures })
    const save = () => call('PUT', '/api/saved-estates/1', { body: { title: 'Villa Azur' } })
    expect((await save()).status).toBe(200)
    expect((await save()).status).toBe(200)
    const day = new Date(NOW).toISOString().slice(0, 10)
    expect((await figures.days('1', [day]))[0]).toMatchObject({ saves: 1 })
  })
})
