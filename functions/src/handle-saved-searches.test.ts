import { savedSearches as limits } from '@/config/constants'
import { savedSearchMessages } from '@/features/saved-searches/messages'
import { savedSearchMessages as inGerman } from '@/features/saved-searches/messages.de'
import { savedSearchMessages as inFrench } from '@/features/saved-searches/messages.fr'
import type { VerifyToken } from './account-request'
import { handleSavedSearches, type SavedSearchDeps } from './handle-saved-searches'
import { memorySavedSearchStore } from './saved-search-store'

// The saved-search function's answers, with the store in memory and tokens that name their
// account: "uid-7" is account uid-7, verified unless it says "unverified".
const { errors } = savedSearchMessages
let clock = 1_790_000_000_000

const verifyToken: VerifyToken = async (token) => {
  if (token === 'expired')
    throw Object.assign(new Error('expired'), { code: 'auth/id-token-expired' })
  if (token === 'forged') throw Object.assign(new Error('forged'), { code: 'auth/argument-error' })
  return {
    uid: token,
    email: `${token}@example.com`,
    email_verified: !token.includes('unverified'),
  }
}

function setup(overrides: Partial<SavedSearchDeps> = {}) {
  const store = memorySavedSearchStore()
  const deps: SavedSearchDeps = { verifyToken, store, now: () => (clock += 1000), ...overrides }
  const call = (
    method: string,
    path: string,
    {
      token = 'uid-1',
      body,
      headers = {},
    }: { token?: string | null; body?: unknown; headers?: object } = {},
  ) =>
    handleSavedSearches(
      {
        method,
        path,
        headers: {
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
          ...headers,
        },
        rawBody:
          body === undefined
            ? undefined
            : Buffer.from(typeof body === 'string' ? body : JSON.stringify(body)),
      },
      deps,
    )
  return { store, call }
}

const villas = { name: 'Villas by the sea', query: 'q=sea&segment=Villas', frequency: 'daily' }
const created = async (
  call: ReturnType<typeof setup>['call'],
  token = 'uid-1',
  body: object = villas,
) => {
  const answer = await call('POST', '/api/saved-searches', { token, body })
  expect(answer.status).toBe(201)
  return (answer.body as { search: { id: string } }).search
}

describe('the saved-search function and who may ask', () => {
  it('answers 401 without a token or with a forged one, and tells an expired one apart', async () => {
    const { call } = setup()
    for (const token of [null, 'forged']) {
      const answer = await call('GET', '/api/saved-searches', { token })
      expect(answer.status).toBe(401)
      expect(answer.body).toEqual({ error: { code: 'unauthenticated', message: errors.signIn } })
    }
    const expired = await call('GET', '/api/saved-searches', { token: 'expired' })
    expect(expired.status).toBe(401)
    expect(expired.body).toEqual({ error: { code: 'token-expired', message: errors.signIn } })
  })

  it('lets only a verified address create or change a search (403), but read and delete', async () => {
    const { call, store } = setup()
    const refused = await call('POST', '/api/saved-searches', {
      token: 'uid-unverified',
      body: villas,
    })
    expect(refused).toEqual({
      status: 403,
      body: { error: { code: 'email-unverified', message: errors.verifyEmail } },
    })
    expect(await store.list('uid-unverified')).toEqual([])
    const id = await store.create(
      'uid-unverified',
      { ...villas, frequency: 'off', language: 'en', createdAt: 1, updatedAt: 1 },
      limits.maxPerAccount,
    )
    const path = `/api/saved-searches/${id}`
    expect(
      (await call('PATCH', path, { token: 'uid-unverified', body: { frequency: 'daily' } })).status,
    ).toBe(403)
    expect((await call('GET', '/api/saved-searches', { token: 'uid-unverified' })).status).toBe(200)
    expect((await call('DELETE', path, { token: 'uid-unverified' })).status).toBe(200)
  })

  it("answers another account's search as a missing one (404), and leaves it as it was", async () => {
    const { call, store } = setup()
    const { id } = await created(call, 'uid-1')
    const path = `/api/saved-searches/${id}`
    const missing = await call('PATCH', '/api/saved-searches/nothing-here', {
      token: 'uid-2',
      body: { name: 'Mine' },
    })
    for (const answer of [
      await call('PATCH', path, { token: 'uid-2', body: { name: 'Mine now' } }),
      await call('DELETE', path, { token: 'uid-2' }),
    ]) {
      expect(answer).toEqual(missing)
      expect(answer.status).toBe(404)
    }
    expect((await call('GET', '/api/saved-searches', { token: 'uid-2' })).body).toEqual({
      searches: [],
    })
    expect((await store.get('uid-1', id))?.name).toBe(villas.name)
  })
})

describe('the saved-search function and what it keeps', () => {
  it('creates, lists newest first, renames, changes the frequency and deletes', async () => {
    const { call } = setup()
    const first = await created(call)
    const second = await created(call, 'uid-1', { name: '  Penthouses\n', query: '' })
    expect(second).toMatchObject({ name: 'Penthouses', query: '', frequency: 'off' })
    const listed = await call('GET', '/api/saved-searches')
    expect((listed.body as { searches: { id: string }[] }).searches.map((s) => s.id)).toEqual([
      second.id,
      first.id,
    ])

    const renamed = await call('PATCH', `/api/saved-searches/${first.id}`, {
      body: { name: 'Sea villas' },
    })
    expect(renamed.status).toBe(200)
    expect(renamed.body).toMatchObject({
      search: { id: first.id, name: 'Sea villas', frequency: 'daily' },
    })
    const weekly = await call('PATCH', `/api/saved-searches/${first.id}`, {
      body: { frequency: 'weekly' },
    })
    expect(weekly.body).toMatchObject({ search: { name: 'Sea villas', frequency: 'weekly' } })

    expect((await call('DELETE', `/api/saved-searches/${first.id}`)).body).toEqual({
      deleted: true,
    })
    expect((await call('DELETE', `/api/saved-searches/${first.id}`)).status).toBe(404)
  })

  it('keeps the language of the page it was saved or last changed from, English by default', async () => {
    const { call, store } = setup()
    const french = await call('POST', '/api/saved-searches', {
      body: villas,
      headers: { 'accept-language': 'fr' },
    })
    const { id } = (french.body as { search: { id: string } }).search
    expect(french.body).toMatchObject({ search: { language: 'fr' } })
    expect(await store.get('uid-1', id)).toMatchObject({ language: 'fr' })
    await call('PATCH', `/api/saved-searches/${id}`, {
      body: { frequency: 'weekly' },
      headers: { 'accept-language': 'de-DE,de;q=0.9' },
    })
    expect(await store.get('uid-1', id)).toMatchObject({ language: 'de', frequency: 'weekly' })
    expect(await created(call)).toMatchObject({ language: 'en' })
    // Its refusals are said in the page's language too.
    const refused = await call('POST', '/api/saved-searches', {
      token: 'uid-unverified',
      body: villas,
      headers: { 'accept-language': 'fr' },
    })
    expect(refused.body).toEqual({
      error: { code: 'email-unverified', message: inFrench.errors.verifyEmail },
    })
  })

  it("says the fields' errors in the page's language, as its refusals", async () => {
    const { call } = setup()
    const { id } = await created(call)
    const cases = [
      { acceptLanguage: 'fr-FR,fr;q=0.9', words: inFrench },
      { acceptLanguage: 'de', words: inGerman },
      { acceptLanguage: 'es', words: savedSearchMessages },
    ]
    for (const { acceptLanguage, words } of cases) {
      const headers = { 'accept-language': acceptLanguage }
      const created = await call('POST', '/api/saved-searches', {
        body: {
          name: ' ',
          query: 'q='.padEnd(limits.queryMaxLength + 1, 'x'),
          frequency: 'hourly',
        },
        headers,
      })
      expect(created).toEqual({
        status: 400,
        body: {
          error: {
            code: 'invalid',
            message: words.errors.invalid,
            fields: {
              name: words.validation.nameRequired,
              query: words.validation.queryInvalid,
              frequency: words.validation.frequencyInvalid,
            },
          },
        },
      })
      const path = `/api/saved-searches/${id}`
      const long = await call('PATCH', path, {
        body: { name: 'x'.repeat(limits.nameMaxLength + 1) },
        headers,
      })
      expect(long.body).toMatchObject({ error: { fields: { name: words.validation.nameTooLong } } })
      const nothing = await call('PATCH', path, { body: {}, headers })
      expect(nothing.body).toMatchObject({
        error: { fields: { request: words.validation.nothingToChange } },
      })
    }
  })

  it('keeps the query as the site writes it in the address', async () => {
    const { call } = setup()
    const search = await created(call, 'uid-1', {
      name: 'Rents',
      query: '?view=list&status=rent&facility=Pool&facility=Pool&nonsense=1&q=lake+house',
    })
    expect(search).toMatchObject({ query: 'q=lake+house&status=rent&facility=Pool' })
  })

  it('refuses a name that is empty or too long, an unknown frequency, nothing to change', async () => {
    const { call } = setup()
    const answer = await call('POST', '/api/saved-searches', {
      body: { name: ' ', query: '', frequency: 'hourly' },
    })
    expect(answer.status).toBe(400)
    expect(answer.body).toEqual({
      error: {
        code: 'invalid',
        message: errors.invalid,
        fields: {
          name: savedSearchMessages.validation.nameRequired,
          frequency: savedSearchMessages.validation.frequencyInvalid,
        },
      },
    })
    const long = await call('POST', '/api/saved-searches', {
      body: { name: 'x'.repeat(limits.nameMaxLength + 1), query: '' },
    })
    expect(long.status).toBe(400)
    const { id } = await created(call)
    const empty = await call('PATCH', `/api/saved-searches/${id}`, { body: {} })
    expect(empty.status).toBe(400)
  })

  it(`keeps at most ${limits.maxPerAccount} searches per account (409)`, async () => {
    const { call } = setup()
    for (let n = 0; n < limits.maxPerAccount; n += 1) await created(call)
    const answer = await call('POST', '/api/saved-searches', { body: villas })
    expect(answer).toEqual({
      status: 409,
      body: { error: { code: 'too-many', message: errors.tooMany } },
    })
    expect(
      (await call('POST', '/api/saved-searches', { token: 'uid-2', body: villas })).status,
    ).toBe(201)
  })
})

describe('the saved-search function and saves at once', () => {
  // Every call of the store answers a moment later, as a database over the network does: the
  // requests' reads and writes interleave as they do on an instance serving 80 at once.
  const later = () => new Promise<void>((resolve) => setImmediate(resolve))

  it(`keeps ${limits.maxPerAccount} of 40 searches saved at once (the rest 409)`, async () => {
    const store = memorySavedSearchStore({ pause: later })
    const { call } = setup({ store })
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, n) =>
        call('POST', '/api/saved-searches', { body: { ...villas, name: `Search ${n}` } }),
      ),
    )
    const statuses = answers.map((answer) => answer.status)
    expect(statuses.filter((status) => status === 201)).toHaveLength(limits.maxPerAccount)
    expect(statuses.filter((status) => status === 409)).toHaveLength(40 - limits.maxPerAccount)
    expect(store.searches.get('uid-1')?.size).toBe(limits.maxPerAccount)
    // Each answer names a search that is stored, under an id no other has.
    const ids = answers.flatMap((answer) =>
      answer.status === 201 ? [(answer.body as { search: { id: string } }).search.id] : [],
    )
    expect(new Set(ids).size).toBe(limits.maxPerAccount)
    expect([...store.searches.get('uid-1')!.keys()].sort()).toEqual([...ids].sort())
  })

  it('never gives a new search the id of a deleted one', async () => {
    const store = memorySavedSearchStore({ pause: later })
    const { call } = setup({ store })
    const first = await created(call)
    expect((await call('DELETE', `/api/saved-searches/${first.id}`)).status).toBe(200)
    const second = await created(call)
    expect(second.id).not.toBe(first.id)
  })
})

describe('the saved-search function and malformed requests', () => {
  it('answers 405 with what is allowed, 404 for a path it does not serve', async () => {
    const { call } = setup()
    const put = await call('PUT', '/api/saved-searches')
    expect(put.status).toBe(405)
    expect(put.headers).toEqual({ Allow: 'GET, POST' })
    expect((await call('GET', '/api/saved-searches/abc')).headers).toEqual({
      Allow: 'PATCH, DELETE',
    })
    expect((await call('GET', '/api/saved-searches/a/b')).status).toBe(404)
    expect((await call('DELETE', '/api/saved-searches/not%20an%20id')).status).toBe(404)
  })

  it('answers 413 before the token, 415 for another type, 400 for broken JSON', async () => {
    const verify = vi.fn(verifyToken)
    const { call } = setup({ verifyToken: verify })
    const big = await call('POST', '/api/saved-searches', {
      body: villas,
      headers: { 'content-length': String(limits.maxBodyBytes + 1) },
    })
    expect(big.status).toBe(413)
    expect(verify).not.toHaveBeenCalled()
    const text = await call('POST', '/api/saved-searches', {
      body: villas,
      headers: { 'content-type': 'text/plain' },
    })
    expect(text.status).toBe(415)
    expect((await call('POST', '/api/saved-searches', { body: '{"name":' })).status).toBe(400)
  })

  it('answers 503 when the store fails, and says nothing of why', async () => {
    const store = memorySavedSearchStore()
    const log = vi.fn()
    const { call } = setup({
      store: { ...store, list: () => Promise.reject(new Error('deadline exceeded')) },
      log,
    })
    const answer = await call('GET', '/api/saved-searches')
    expect(answer.status).toBe(503)
    expect(answer.body).toEqual({
      error: { code: 'store-unavailable', message: errors.unexpected },
    })
    expect(log).toHaveBeenCalled()
  })
})
