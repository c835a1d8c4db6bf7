import { readAlertSettings } from './alert-settings'
import { handlePublish, MAX_TRIGGER_BYTES, type PublishRequest } from './handle-publish'
import type { SiteRun } from './site-catalogue'

const PUBLISH = `p1:${'p'.repeat(44)}`
const SIGNING = `s1:${'s'.repeat(44)}`
const settings = (emulator = false) =>
  readAlertSettings(
    { ALERTS_PUBLISH_KEY: `p2:${'q'.repeat(44)},${PUBLISH}`, ALERTS_SIGNING_KEY: SIGNING },
    { siteUrl: 'https://luxury.example', emulator },
  )
const done: SiteRun = {
  ok: true,
  version: 'v',
  baseline: false,
  changes: { added: 1, price: 0, availability: 0, removed: 0 },
  subscribers: 1,
  mailed: 1,
  failed: 0,
  deferred: 0,
  complete: true,
}

function setUp(run: SiteRun = done, emulator = false) {
  const runs: { path: string; maxMails?: number }[] = []
  const logs: string[] = []
  const deps = {
    settings: settings(emulator),
    publish: async (_settings: unknown, path: string, options: { maxMails?: number }) => {
      runs.push({ path, ...options })
      return run
    },
    log: (_level: string, message: string) => logs.push(message),
  }
  return { deps, runs, logs }
}

/** A request whose body records whether anything asked for it. */
function request(authorization: string | undefined, json: unknown = {}) {
  const raw = Buffer.from(JSON.stringify(json))
  const read = { body: false }
  const req: PublishRequest = {
    method: 'POST',
    headers: {
      authorization,
      'content-type': 'application/json',
      'content-length': String(raw.length),
    },
    body: () => {
      read.body = true
      return raw
    },
  }
  return { req, read }
}

describe('handlePublish', () => {
  it('answers a missing or wrong key 401 without reading the body, and starts nothing', async () => {
    const { deps, runs } = setUp()
    for (const authorization of [
      undefined,
      PUBLISH.replace('p1:', ''),
      `Bearer ${PUBLISH}x`,
      `Bearer p3:${'p'.repeat(44)}`,
      `Bearer ${SIGNING}`,
    ]) {
      const { req, read } = request(authorization, { catalogue: 'x'.repeat(100_000) })
      expect((await handlePublish(req, deps)).status).toBe(401)
      expect(read.body).toBe(false)
    }
    expect(runs).toEqual([])
  })

  it('checks the key before the body: a wrong key with a huge body is a 401, not a 413', async () => {
    const { deps } = setUp()
    const { req, read } = request('Bearer p1:wrong')
    req.headers['content-length'] = String(32 * 1024 * 1024)
    expect((await handlePublish(req, deps)).status).toBe(401)
    expect(read.body).toBe(false)
  })

  it('runs on the site’s catalogue with any key of the ring, by its id', async () => {
    const { deps, runs, logs } = setUp()
    for (const key of [PUBLISH, `p2:${'q'.repeat(44)}`]) {
      const answer = await handlePublish(request(`Bearer ${key}`, { maxMails: 5 }).req, deps)
      expect(answer).toEqual({ status: 200, body: done })
    }
    expect(runs).toEqual([
      { path: '/data.json', maxMails: 5 },
      { path: '/data.json', maxMails: 5 },
    ])
    expect(logs).toContain('An alerts run was started')
  })

  it('refuses a trigger over 1 KB once the key is right, and anything but its two fields', async () => {
    const { deps, runs } = setUp()
    const big = request(`Bearer ${PUBLISH}`, { maxMails: 1, pad: 'x'.repeat(MAX_TRIGGER_BYTES) })
    expect((await handlePublish(big.req, deps)).status).toBe(413)
    for (const json of [{ estates: [] }, { maxMails: 0 }, { maxMails: 1.5 }, []])
      expect((await handlePublish(request(`Bearer ${PUBLISH}`, json).req, deps)).status).toBe(400)
    expect(runs).toEqual([])
  })

  it('takes a test catalogue of the site’s test folder in the emulator only', async () => {
    const deployed = setUp()
    const named = { catalogue: 'run-1.json' }
    expect(
      (await handlePublish(request(`Bearer ${PUBLISH}`, named).req, deployed.deps)).status,
    ).toBe(400)
    const local = setUp(done, true)
    expect((await handlePublish(request(`Bearer ${PUBLISH}`, named).req, local.deps)).status).toBe(
      200,
    )
    for (const catalogue of [
      '../data.json',
      '/data.json',
      'https://evil.example/x.json',
      'a/b.json',
    ])
      expect(
        (await handlePublish(request(`Bearer ${PUBLISH}`, { catalogue }).req, local.deps)).status,
      ).toBe(400)
    expect(local.runs).toEqual([{ path: '/alerts-test/run-1.json' }])
  })

  it('says why nobody was mailed: a catalogue refused (422) or not read (502)', async () => {
    const refused = setUp({ ok: false, reason: 'no estates' })
    expect(await handlePublish(request(`Bearer ${PUBLISH}`).req, refused.deps)).toMatchObject({
      status: 422,
      body: { error: { code: 'catalogue-refused', message: 'Nobody was mailed: no estates' } },
    })
    const unread = setUp({ ok: false, unreadable: true, reason: '/data.json answered 503' })
    expect(await handlePublish(request(`Bearer ${PUBLISH}`).req, unread.deps)).toMatchObject({
      status: 502,
      body: { error: { code: 'catalogue-unreadable' } },
    })
  })

  it('refuses to run on a short or committed key in production: 503, and the log says why', async () => {
    const { deps, runs, logs } = setUp()
    deps.settings = readAlertSettings(
      { ALERTS_PUBLISH_KEY: 'local:local-publish-key', ALERTS_SIGNING_KEY: 'k:short' },
      { siteUrl: 'https://luxury.example', emulator: false },
    )
    const answer = await handlePublish(request('Bearer local:local-publish-key').req, deps)
    expect(answer).toMatchObject({ status: 503, body: { error: { code: 'misconfigured' } } })
    expect(logs[0]).toMatch(/refuse to run/)
    expect(runs).toEqual([])
  })

  it('answers anything but POST 405', async () => {
    const { deps } = setUp()
    const answer = await handlePublish({ ...request(`Bearer ${PUBLISH}`).req, method: 'GET' }, deps)
    expect(answer).toMatchObject({ status: 405, headers: { Allow: 'POST' } })
  })
})
