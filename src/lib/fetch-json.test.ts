import { fetchJson, JsonLoadError, readJsonBody, requestJson } from './fetch-json'

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

describe('requestJson and readJsonBody (the page requests, a worker reads)', () => {
  afterEach(() => vi.unstubAllGlobals())

  it.each([
    ['a stream', (response: Response) => response.body ?? new Blob().stream()],
    ['bytes', (response: Response) => response.arrayBuffer()],
  ])('hand over the JSON intact as %s, non-ASCII text included', async (_name, bodyOf) => {
    vi.stubGlobal('fetch', answer('[{"title":"Château d’Azur"}]'))
    const body = await bodyOf(await requestJson('/data.json'))
    await expect(readJsonBody('/data.json', body)).resolves.toEqual([{ title: 'Château d’Azur' }])
  })

  it.each([
    ['a 500', answer('{}', { status: 500 }), 'status'],
    ['HTML instead of JSON', answer('<!doctype html>', { type: 'text/html' }), 'content-type'],
    ['no network', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))), 'network'],
  ])('tell %s apart when requesting', async (_name, fetch, reason) => {
    vi.stubGlobal('fetch', fetch)
    expect(await reasonOf(requestJson('/data.json'))).toBe(reason)
  })

  it('tell malformed JSON and a broken download apart when reading', async () => {
    vi.stubGlobal('fetch', answer('{"properties": ['))
    const { body } = await requestJson('/data.json')
    expect(await reasonOf(readJsonBody('/data.json', body ?? new ArrayBuffer(0)))).toBe('syntax')
    const broken = new ReadableStream<Uint8Array>({
      start: (controller) => controller.error(new TypeError('network error')),
    })
    expect(await reasonOf(readJsonBody('/data.json', broken))).toBe('network')
  })
})
