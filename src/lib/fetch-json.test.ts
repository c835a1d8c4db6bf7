import { fetchJson, fetchJsonBytes, JsonLoadError, parseJsonBytes } from './fetch-json'

const answer = (body: string, init: ResponseInit & { type?: string } = {}) =>
  vi.fn(
    async () =>
      new Response(body, {
        status: init.status ?? 200,
        headers: { 'content-type': init.type ?? 'application/json' },
      }),
  )

async function reasonOf(promise: Promise<unknown>) {
  try {
    await promise
  } catch (error) {
    return error instanceof JsonLoadError ? error.reason : 'other'
  }
  return 'none'
}

describe('fetchJson', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('returns the JSON, including an empty list (an empty list is not a failure)', async () => {
    vi.stubGlobal('fetch', answer('[]'))
    await expect(fetchJson('/data.json')).resolves.toEqual([])
  })

  it.each([
    ['a 404', answer('missing', { status: 404, type: 'text/plain' }), 'status'],
    ['a 500', answer('{}', { status: 500 }), 'status'],
    ['HTML instead of JSON', answer('<!doctype html>', { type: 'text/html' }), 'content-type'],
    ['malformed JSON', answer('{"properties": ['), 'syntax'],
    ['no network', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))), 'network'],
  ])('tells %s apart', async (_name, fetch, reason) => {
    vi.stubGlobal('fetch', fetch)
    expect(await reasonOf(fetchJson('/data.json'))).toBe(reason)
  })
})

describe('fetchJsonBytes and parseJsonBytes (the page downloads, a worker parses)', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('hand over the JSON intact, non-ASCII text included', async () => {
    vi.stubGlobal('fetch', answer('[{"title":"Château d’Azur"}]'))
    const bytes = await fetchJsonBytes('/data.json')
    expect(parseJsonBytes('/data.json', bytes)).toEqual([{ title: 'Château d’Azur' }])
  })

  it.each([
    ['a 500', answer('{}', { status: 500 }), 'status'],
    ['HTML instead of JSON', answer('<!doctype html>', { type: 'text/html' }), 'content-type'],
    ['no network', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))), 'network'],
  ])('tell %s apart while downloading', async (_name, fetch, reason) => {
    vi.stubGlobal('fetch', fetch)
    expect(await reasonOf(fetchJsonBytes('/data.json'))).toBe(reason)
  })

  it('tell malformed JSON apart while parsing', async () => {
    vi.stubGlobal('fetch', answer('{"properties": ['))
    const bytes = await fetchJsonBytes('/data.json')
    expect(await reasonOf(Promise.resolve().then(() => parseJsonBytes('/data.json', bytes)))).toBe(
      'syntax',
    )
  })
})
