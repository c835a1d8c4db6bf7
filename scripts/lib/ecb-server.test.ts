// @vitest-environment node
import { readFileSync } from 'node:fs'
import { parseEcbDaily } from '../../functions/src/ecb-rates'
import { ecbServer } from './emulator-config.mjs'
import { ecbFileDated, publishedOn, startEcbServer } from './ecb-server.mjs'

it('publishes on the latest working day on or before its today', () => {
  expect(publishedOn('2026-11-27')).toBe('2026-11-27') // Friday
  expect(publishedOn('2026-11-28')).toBe('2026-11-27') // Saturday
  expect(publishedOn('2026-11-29')).toBe('2026-11-27') // Sunday
  expect(publishedOn('2026-11-30')).toBe('2026-11-30') // Monday
  expect(publishedOn('2027-01-03')).toBe('2027-01-01') // Sunday, over a year's end
})

it("serves the stored ECB file dated its day, which the functions' parser reads", async () => {
  const stored = readFileSync(new URL(`../../${ecbServer.file}`, import.meta.url), 'utf8')
  expect(parseEcbDaily(ecbFileDated(stored, '2026-12-28'))).toEqual({
    ...parseEcbDaily(stored),
    date: '2026-12-28',
  })
  // On a free port: the browser tests' own may be in use.
  const server = await startEcbServer({ port: 0 })
  try {
    const sunday = await fetch(`${server.url}?today=2026-11-29`)
    expect(sunday.headers.get('content-type')).toBe('text/xml')
    expect(parseEcbDaily(await sunday.text()).date).toBe('2026-11-27')
    expect((await fetch(`${server.url}?status=503`)).status).toBe(503)
    expect((await fetch(`${server.url}?today=tomorrow`)).status).toBe(400)
    expect((await fetch(server.url.replace('daily', 'hist'))).status).toBe(404)
  } finally {
    await server.stop()
  }
})
