// @vitest-environment node
// Node’s Blob, as browsers’ (jsdom’s has no arrayBuffer()); nothing here draws.
import { photoUploads } from '@/config/constants'
import { checkPhotoFile, uploadPhoto, type UploadOptions } from './upload-photo'

const sha256 = 'ab'.repeat(32)
const answerOf = { sha256, url: `/images/uploads/${sha256}-1200.avif`, width: 1600, height: 1200 }
const jpegBytes = () => new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70])

/** An XMLHttpRequest the test answers: what was sent, and a way to reply, fail or show progress. */
class FakeRequest {
  static made: FakeRequest[] = []
  method = ''
  url = ''
  headers: Record<string, string> = {}
  body: unknown
  timeout = 0
  status = 0
  responseText = ''
  aborted = false
  upload: { onprogress: ((event: { loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  }
  onload: (() => void) | null = null
  onerror: (() => void) | null = null
  ontimeout: (() => void) | null = null
  onabort: (() => void) | null = null
  constructor() {
    FakeRequest.made.push(this)
  }
  open(method: string, url: string) {
    this.method = method
    this.url = url
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value
  }
  send(body: unknown) {
    this.body = body
  }
  abort() {
    this.aborted = true
    this.onabort?.()
  }
  reply(status: number, json: unknown) {
    this.status = status
    this.responseText = typeof json === 'string' ? json : JSON.stringify(json)
    this.onload?.()
  }
}

const nextRequest = () => vi.waitFor(() => FakeRequest.made.at(-1) ?? Promise.reject(new Error()))

function start(options: Partial<UploadOptions> = {}) {
  FakeRequest.made = []
  const getIdToken = vi.fn(async (force?: boolean) => (force ? 'fresh-token' : 'token'))
  const file = new Blob([jpegBytes()], { type: 'image/jpeg' })
  const result = uploadPhoto(file, {
    type: 'jpeg',
    getIdToken,
    createRequest: () => new FakeRequest() as unknown as XMLHttpRequest,
    ...options,
  })
  return { result, file, getIdToken }
}

describe('checking a file before sending it', () => {
  const file = (bytes: Uint8Array | string, type = '') => new Blob([bytes as BlobPart], { type })

  it('takes a photo by its first bytes, whatever the browser guesses', async () => {
    expect(await checkPhotoFile(file(jpegBytes(), 'application/octet-stream'))).toEqual({
      ok: true,
      type: 'jpeg',
    })
  })

  it('refuses HEIC, other types and files over the limit, before sending anything', async () => {
    const heic = new Uint8Array([
      0,
      0,
      0,
      24,
      ...new TextEncoder().encode('ftypheic\0\0\0\0mif1heic'),
    ])
    expect(await checkPhotoFile(file(heic, 'image/jpeg'))).toEqual({
      ok: false,
      refusal: 'photo-heic',
    })
    expect(await checkPhotoFile(file('GIF89a', 'image/gif'))).toEqual({
      ok: false,
      refusal: 'photo-type',
    })
    const large = { size: photoUploads.maxBytes + 1 } as Blob
    expect(await checkPhotoFile(large)).toEqual({ ok: false, refusal: 'too-large' })
  })
})

describe('uploading a photo', () => {
  it('sends the file as the body with its type and the token, and tells how much has gone', async () => {
    const progress: [number, number][] = []
    const { result, file } = start({ onProgress: (sent, total) => progress.push([sent, total]) })
    const request = await nextRequest()
    expect(request).toMatchObject({
      method: 'POST',
      url: '/api/admin/photos',
      headers: { Authorization: 'Bearer token', 'Content-Type': 'image/jpeg' },
      body: file,
    })
    request.upload.onprogress?.({ loaded: 4, total: 10 })
    request.upload.onprogress?.({ loaded: 10, total: 10 })
    request.reply(201, answerOf)
    expect(await result).toEqual({ kind: 'uploaded', photo: answerOf, created: true })
    expect(progress).toEqual([
      [4, 10],
      [10, 10],
    ])
  })

  it('says when the same photo was stored before (200)', async () => {
    const { result } = start()
    ;(await nextRequest()).reply(200, answerOf)
    expect(await result).toEqual({ kind: 'uploaded', photo: answerOf, created: false })
  })

  it('reads a refusal for good by its code', async () => {
    const { result } = start()
    ;(await nextRequest()).reply(415, { error: { code: 'photo-heic', message: 'HEIC' } })
    expect(await result).toEqual({ kind: 'refused', refusal: 'photo-heic' })
    const platform = start()
    ;(await nextRequest()).reply(413, '<html>Payload Too Large</html>')
    expect(await platform.result).toEqual({ kind: 'refused', refusal: 'too-large' })
  })

  it('sends again once with a fresh token when the one sent had expired', async () => {
    const { result, getIdToken } = start()
    ;(await nextRequest()).reply(401, { error: { code: 'token-expired', message: 'x' } })
    await vi.waitFor(() => expect(FakeRequest.made).toHaveLength(2))
    expect(getIdToken).toHaveBeenLastCalledWith(true)
    const again = FakeRequest.made[1]!
    expect(again.headers.Authorization).toBe('Bearer fresh-token')
    again.reply(201, answerOf)
    expect(await result).toMatchObject({ kind: 'uploaded' })
  })

  it('fails, to be tried again, offline, on a server error, an ended session or a malformed answer @fault', async () => {
    const cases: [(request: FakeRequest) => void, string][] = [
      [(request) => request.onerror?.(), 'offline'],
      [(request) => request.ontimeout?.(), 'offline'],
      [
        (request) => request.reply(503, { error: { code: 'unavailable', message: 'x' } }),
        'unavailable',
      ],
      [(request) => request.reply(504, 'Timed out'), 'unavailable'],
      [(request) => request.reply(201, { sha256: 'short' }), 'unavailable'],
      [
        (request) => request.reply(401, { error: { code: 'unauthenticated', message: 'x' } }),
        'session',
      ],
      [
        (request) => request.reply(403, { error: { code: 'forbidden', message: 'x' } }),
        'forbidden',
      ],
    ]
    for (const [happen, failure] of cases) {
      const { result } = start()
      happen(await nextRequest())
      expect(await result, failure).toEqual({ kind: 'failed', failure })
    }
  })

  it('is abortable, and says so', async () => {
    const controller = new AbortController()
    const { result } = start({ signal: controller.signal })
    const request = await nextRequest()
    controller.abort()
    expect(request.aborted).toBe(true)
    expect(await result).toEqual({ kind: 'failed', failure: 'aborted' })
  })

  it('fails as a session that ended when there is no token to send', async () => {
    const { result } = start({
      getIdToken: () => Promise.reject(new Error('auth/no-current-user')),
    })
    expect(await result).toEqual({ kind: 'failed', failure: 'session' })
  })
})
