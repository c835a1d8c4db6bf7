import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { photoUploads } from '@/config/constants'
import { isPrivateAddress, photoFetcher } from './fetch-photo'

let server: Server
let base = ''
const photo = Buffer.from('not really a photo, but bytes')

beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.url === '/photo.jpg') return void response.end(photo)
    if (request.url === '/moved') {
      response.writeHead(302, { location: '/photo.jpg' })
      return void response.end()
    }
    if (request.url === '/loop') {
      response.writeHead(302, { location: '/loop' })
      return void response.end()
    }
    if (request.url === '/huge') {
      // No length declared: the limit is counted as the bytes arrive.
      const chunk = Buffer.alloc(1024 * 1024)
      let sent = 0
      const more = () => {
        while (sent <= photoUploads.maxBytes && response.write(chunk)) sent += chunk.length
        if (sent <= photoUploads.maxBytes) response.once('drain', more)
        else response.end()
      }
      return more()
    }
    if (request.url === '/silent') return // never answers
    response.writeHead(404)
    response.end()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(() => {
  server.closeAllConnections()
  server.close()
})

describe('isPrivateAddress', () => {
  it.each([
    '127.0.0.1',
    '10.1.2.3',
    '172.20.0.1',
    '192.168.1.1',
    '169.254.169.254',
    '::1',
    'fd00::1',
    'fe80::1',
    '::ffff:127.0.0.1',
  ])('refuses %s', (address) => expect(isPrivateAddress(address)).toBe(true))
  it.each(['93.184.216.34', '2606:2800:220:1::1', '::ffff:93.184.216.34'])('takes %s', (address) =>
    expect(isPrivateAddress(address)).toBe(false),
  )
})

describe('photoFetcher', () => {
  const local = photoFetcher({ allowPrivate: true, timeoutMs: 1_000 })

  it('answers a photo’s bytes, following a redirect', async () => {
    expect(await local(`${base}/photo.jpg`)).toEqual({ ok: true, bytes: photo })
    expect(await local(`${base}/moved`)).toEqual({ ok: true, bytes: photo })
  })

  it('@fault says why it has no photo', async () => {
    expect(await local(`${base}/gone`)).toEqual({ ok: false, message: 'The address answered 404.' })
    expect(await local(`${base}/loop`)).toEqual({ ok: false, message: 'Too many redirects.' })
    expect(await local(`${base}/huge`)).toEqual({
      ok: false,
      message: 'The photo is larger than 20 MB.',
    })
    expect(await local(`${base}/silent`)).toEqual({
      ok: false,
      message: 'The address did not answer within 1 s.',
    })
    expect(await local('ftp://example.com/a.jpg')).toEqual({
      ok: false,
      message: 'Not an http or https address.',
    })
    expect(await local('photo.jpg')).toEqual({ ok: false, message: 'Not a web address.' })
  })

  it('@fault refuses a private address deployed, by name or by number, before asking it', async () => {
    const asked: string[] = []
    const deployed = photoFetcher({
      allowPrivate: false,
      resolve: async (host) => (asked.push(host), ['10.0.0.7']),
    })
    const refusal = { ok: false, message: 'Not a public address.' }
    expect(await deployed(`${base}/photo.jpg`)).toEqual(refusal)
    expect(await deployed('http://metadata.internal/computeMetadata/v1/')).toEqual(refusal)
    expect(await deployed('http://[::1]/photo.jpg')).toEqual(refusal)
    expect(asked).toEqual(['metadata.internal'])
  })
})
