import { estateRecord } from '@/testing/estate-records'
import type { AlertMail } from './compose-alert-mail'
import { memoryAlertStore } from './memory-alert-store'
import type { AlertDeps } from './publish-alerts'
import { publishSiteCatalogue, readSiteCatalogue } from './site-catalogue'

const site = 'https://luxury.example'
const json = (body: unknown, init: ResponseInit = {}) =>
  new Response(JSON.stringify(body), {
    headers: { 'content-type': 'application/json' },
    ...init,
  })

describe('readSiteCatalogue', () => {
  it('reads the file the site serves at that path', async () => {
    const asked: string[] = []
    const read = await readSiteCatalogue(site, '/data.json', async (url) => {
      asked.push(String(url))
      return json([1])
    })
    expect(read).toEqual({ ok: true, text: '[1]' })
    expect(asked).toEqual(['https://luxury.example/data.json'])
  })

  it('refuses an error, the app page Hosting serves for a missing file, a failed fetch, another origin', async () => {
    const cases: [string, () => Promise<Response>, RegExp][] = [
      ['/data.json', async () => json({}, { status: 503 }), /answered 503/],
      [
        '/data.json',
        async () => new Response('<!doctype html>', { headers: { 'content-type': 'text/html' } }),
        /is not JSON \(text\/html\)/,
      ],
      ['/data.json', () => Promise.reject(new TypeError('fetch failed')), /could not be read/],
      ['//evil.example/data.json', async () => json([]), /is not on the site/],
    ]
    for (const [path, answer, reason] of cases) {
      const read = await readSiteCatalogue(site, path, answer)
      expect(read.ok).toBe(false)
      if (!read.ok) expect(read.reason).toMatch(reason)
    }
  })
})

describe('publishSiteCatalogue', () => {
  const setUp = (answer: () => Promise<Response>) => {
    const memory = memoryAlertStore({
      people: [{ uid: 'ann', email: 'ann@example.com', emailVerified: true }],
      searches: {
        ann: [
          { id: 's', name: 'All', query: '', frequency: 'daily', language: 'en', updatedAt: 0 },
        ],
      },
    })
    const sent: AlertMail[] = []
    const logs: string[] = []
    const deps: AlertDeps & { fetch: typeof fetch } = {
      store: memory.store,
      send: async (mail) => void sent.push(mail),
      from: 'alerts@luxuryliving.example',
      siteUrl: site,
      signingKeys: [{ id: 's1', secret: 's'.repeat(44) }],
      now: () => Date.UTC(2026, 10, 28, 7),
      log: (_level, message) => logs.push(message),
      fetch: answer,
    }
    return { memory, deps, sent, logs }
  }

  it('mails what the site’s catalogue says', async () => {
    let catalogue = [estateRecord({ id: 'a' })]
    const { deps, sent } = setUp(async () => json(catalogue))
    await publishSiteCatalogue('/data.json', deps)
    catalogue = [...catalogue, estateRecord({ id: 'b', estate_title: 'Harbour House' })]
    expect(await publishSiteCatalogue('/data.json', deps)).toMatchObject({ ok: true, mailed: 1 })
    expect(sent[0]?.text).toContain('Harbour House')
  })

  it('mails nobody and keeps the last catalogue when the site’s cannot be read', async () => {
    const { deps, sent, logs, memory } = setUp(async () => json([estateRecord({ id: 'a' })]))
    await publishSiteCatalogue('/data.json', deps)
    deps.fetch = async () => json({}, { status: 500 })
    const run = await publishSiteCatalogue('/data.json', deps)
    expect(run).toEqual({ ok: false, unreadable: true, reason: '/data.json answered 500' })
    expect(sent).toEqual([])
    expect(logs).toContain(
      'The catalogue could not be read and nobody was mailed: /data.json answered 500',
    )
    expect((await memory.store.lastCatalogue())?.estates.map((estate) => estate.id)).toEqual(['a'])
  })
})
