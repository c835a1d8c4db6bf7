// @vitest-environment node
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  publishCatalogue,
  publishFunctionUrl,
  secureAddress,
  stageTestCatalogue,
} from './publish-catalogue.mjs'

describe('publish:catalogue', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('sends the key over https, or plain http to this machine only', () => {
    for (const address of [
      'https://us-central1-luxury.cloudfunctions.net/alertsPublish',
      'http://127.0.0.1:5001/demo-luxury-living/us-central1/alertsPublish',
      'http://localhost:5001/x',
      'http://[::1]:5001/x',
    ])
      expect(secureAddress(address).href).toBe(new URL(address).href)
    for (const address of [
      'http://us-central1-luxury.cloudfunctions.net/alertsPublish',
      'http://luxury.example',
      'http://127.0.0.2:5001/x',
      'http://localhost.evil.example/x',
      'http://10.0.0.5/x',
      'ftp://luxury.example/x',
      'luxury.example',
    ])
      expect(() => secureAddress(address)).toThrow(
        /Refusing to send the publish key|Not an address/,
      )
  })

  it('refuses plain http before anything is sent', async () => {
    const fetch = vi.fn()
    vi.stubGlobal('fetch', fetch)
    await expect(
      publishCatalogue({ functionUrl: 'http://luxury.example/alertsPublish', key: 'k:secret' }),
    ).rejects.toThrow(/use https/)
    expect(fetch).not.toHaveBeenCalled()
  })

  it('triggers the deployed function with the first key of the ring and no catalogue text', async () => {
    const fetch = vi.fn(async () => Response.json({ ok: true, mailed: 0 }))
    vi.stubGlobal('fetch', fetch)
    const answer = await publishCatalogue({
      functionUrl: publishFunctionUrl('luxury'),
      key: 'k2:new-secret, k1:old-secret',
      maxMails: 50,
    })
    expect(answer).toEqual({ status: 200, body: { ok: true, mailed: 0 } })
    expect(fetch).toHaveBeenCalledWith(
      new URL('https://us-central1-luxury.cloudfunctions.net/alertsPublish'),
      expect.objectContaining({
        method: 'POST',
        redirect: 'error',
        headers: expect.objectContaining({ Authorization: 'Bearer k2:new-secret' }),
        body: '{"maxMails":50}',
      }),
    )
  })

  it('names a file only to the local emulators', async () => {
    vi.stubGlobal('fetch', vi.fn())
    await expect(
      publishCatalogue({ functionUrl: publishFunctionUrl('luxury'), key: 'k:s', file: 'x.json' }),
    ).rejects.toThrow(/reads the catalogue the site serves/)
  })

  it('puts a test catalogue in the site’s test folder, named by its content', () => {
    const dir = mkdtempSync(join(tmpdir(), 'catalogue-'))
    try {
      const file = join(dir, 'mine.json')
      writeFileSync(file, '[{"id":"1"}]')
      const name = stageTestCatalogue(file, join(dir, 'site'))
      expect(name).toMatch(/^[0-9a-f]{32}\.json$/)
      expect(stageTestCatalogue(file, join(dir, 'site'))).toBe(name)
      expect(readFileSync(join(dir, 'site', 'alerts-test', name), 'utf8')).toBe('[{"id":"1"}]')
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
