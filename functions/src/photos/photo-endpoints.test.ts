// @vitest-environment node
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import express from 'express'
import sharp from 'sharp'
import { photoUploads } from '@/config/constants'
import { adminApi } from '@/config/paths'
import { photoFileName, photoPageSchema, uploadedPhotoSchema } from '@/features/photos/photo-schema'
import { adminRoutes } from '../admin/admin-routes'
import { handleAdmin, type AdminRequest } from '../admin/admin-router'
import { account, memoryAdminDeps } from '../admin/memory-admin-deps'
import { endpoint } from '../endpoint'
import { heicBytes, leakyMetadata, phoneJpeg, twoColours } from './photo-fixtures'
import { sha256Of } from './photo-pipeline'
import { withPhotoPass } from './photo-pass'

function setUp() {
  const made = memoryAdminDeps([
    account('olivia', { role: 'owner' }),
    account('adam', { role: 'admin' }),
    account('agnes', { role: 'agent' }),
    account('victor'),
  ])
  let now = 10_000
  made.deps.now = () => (now += 1_000)
  const send = (request: Partial<AdminRequest> & { method: string; path: string }) =>
    handleAdmin(
      withPhotoPass({ query: {}, headers: {}, ...request } as AdminRequest),
      made.deps,
      adminRoutes,
    )
  const upload = (token: string, bytes: Buffer, type = 'image/jpeg') =>
    send({
      method: 'POST',
      path: adminApi.photos.href(),
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': type,
        'content-length': String(bytes.length),
      },
      rawBody: bytes,
    })
  const get = (token: string, path: string) =>
    send({ method: 'GET', path, headers: { authorization: `Bearer ${token}` } })
  return { ...made, send, upload, get }
}

describe('uploading a photo', () => {
  it('stores it for an agent and answers its hash, its record URL and its size', async () => {
    const { upload, tokenOf, photoRecords } = setUp()
    const jpeg = await phoneJpeg({ width: 1400, height: 1000 })
    const answer = await upload(tokenOf('agnes'), jpeg)
    expect(answer.status).toBe(201)
    const sha256 = sha256Of(jpeg)
    expect(uploadedPhotoSchema.parse(answer.body)).toEqual({
      sha256,
      url: `/images/uploads/${sha256}-1200.avif`,
      width: 1000,
      height: 1400,
    })
    expect(photoRecords.get(sha256)?.by).toEqual({ uid: 'agnes', name: 'Agnes' })
  })

  it('answers the same photo for the same file sent again (200), stored once', async () => {
    const { upload, tokenOf, photoFiles, photoRecords } = setUp()
    const jpeg = await phoneJpeg({ width: 900, height: 600 })
    const first = await upload(tokenOf('agnes'), jpeg)
    const again = await upload(tokenOf('adam'), jpeg)
    expect(first.status).toBe(201)
    expect(again.status).toBe(200)
    expect(again.body).toEqual(first.body)
    expect(photoRecords.size).toBe(1)
    expect(photoFiles.size).toBe(3)
  })

  it('refuses HEIC, other types, damaged files and a body that is not an image, storing nothing', async () => {
    const { upload, tokenOf, photoFiles, photoRecords } = setUp()
    const token = tokenOf('agnes')
    const cases = [
      [heicBytes(), 'image/heic', 415, 'photo-heic'],
      [await twoColours(30, 30).gif().toBuffer(), 'image/gif', 415, 'photo-type'],
      // The declared type is not believed: the bytes are a GIF.
      [await twoColours(30, 30).gif().toBuffer(), 'image/jpeg', 415, 'photo-type'],
      [Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]), 'image/jpeg', 422, 'photo-unreadable'],
      [
        await phoneJpeg({ width: 300, height: 200 }),
        'application/json',
        415,
        'unsupported-media-type',
      ],
    ] as const
    for (const [bytes, type, status, code] of cases) {
      const answer = await upload(token, bytes, type)
      expect(answer.status, code).toBe(status)
      expect(answer.body).toEqual({ error: { code, message: expect.stringMatching(/\w/) } })
    }
    const heic = await upload(token, heicBytes(), 'image/heic')
    expect(JSON.stringify(heic.body)).toMatch(/export it as JPEG/)
    expect(photoFiles.size).toBe(0)
    expect(photoRecords.size).toBe(0)
  })

  it('refuses more than 20 MB before reading the body (its declared size) and after', async () => {
    const { send, upload, tokenOf } = setUp()
    const token = tokenOf('agnes')
    const declared = await send({
      method: 'POST',
      path: adminApi.photos.href(),
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'image/jpeg',
        'content-length': String(photoUploads.maxBytes + 1),
      },
      rawBody: Buffer.alloc(0),
    })
    expect(declared).toMatchObject({ status: 413, body: { error: { code: 'too-large' } } })
    const large = Buffer.alloc(photoUploads.maxBytes + 1)
    large.set([0xff, 0xd8, 0xff])
    const sent = await send({
      method: 'POST',
      path: adminApi.photos.href(),
      headers: { authorization: `Bearer ${token}`, 'content-type': 'image/jpeg' },
      rawBody: large,
    })
    expect(sent).toMatchObject({ status: 413, body: { error: { code: 'too-large' } } })
    // 20 MB exactly is let through to the pipeline (which finds these bytes no photo).
    const limit = Buffer.alloc(photoUploads.maxBytes)
    limit.set([0xff, 0xd8, 0xff])
    expect((await upload(token, limit)).status).toBe(422)
  })

  it('answers 503 when storage fails, and the photo is not there after @fault', async () => {
    const { upload, get, tokenOf, deps } = setUp()
    const jpeg = await phoneJpeg({ width: 900, height: 600 })
    const write = deps.photos.storage.write
    let writes = 0
    deps.photos.storage.write = async (name, bytes) => {
      if (++writes === 2) throw new Error('bucket unavailable')
      return write(name, bytes)
    }
    const logged: string[] = []
    deps.log = (message) => logged.push(message)
    const answer = await upload(tokenOf('agnes'), jpeg)
    expect(answer).toMatchObject({ status: 503, body: { error: { code: 'unavailable' } } })
    expect(logged).toHaveLength(1)
    // The file written before the failure is not served: no record names it.
    const sha256 = sha256Of(jpeg)
    const first = await get(tokenOf('agnes'), adminApi.photoFile.href(photoFileName(sha256, 1200)))
    expect(first.status).toBe(404)
  })
})

describe('a stored photo’s file', () => {
  async function stored() {
    const made = setUp()
    const jpeg = await phoneJpeg({ width: 900, height: 600 })
    await made.upload(made.tokenOf('agnes'), jpeg)
    return { ...made, sha256: sha256Of(jpeg) }
  }

  it('is served to any member as AVIF, kept privately, with no metadata', async () => {
    const { get, tokenOf, sha256 } = await stored()
    for (const width of [1200, 800, 480]) {
      const answer = await get(
        tokenOf('adam'),
        adminApi.photoFile.href(photoFileName(sha256, width)),
      )
      expect(answer.status).toBe(200)
      expect(answer.headers).toEqual({
        'Content-Type': 'image/avif',
        'Cache-Control': 'private, max-age=86400, immutable',
      })
      const bytes = answer.body as Buffer
      const meta = await sharp(bytes).metadata()
      expect(meta).toMatchObject({ format: 'heif', compression: 'av1' })
      expect(meta.exif).toBeUndefined()
      for (const trace of leakyMetadata.traces) expect(bytes.includes(trace), trace).toBe(false)
    }
  })

  it('is 404 for a photo or width not stored, and for any other name', async () => {
    const { get, tokenOf, sha256 } = await stored()
    const token = tokenOf('adam')
    for (const file of [
      photoFileName('0'.repeat(64), 1200),
      photoFileName(sha256, 640),
      `${sha256}-1200.jpg`,
      '..%2F..%2Fpackage.json',
    ]) {
      const answer = await get(token, `${adminApi.photos.href()}/${file}`)
      expect(answer.status, file).toBe(404)
      expect(answer.headers).toBeUndefined()
    }
  })

  it('is 403 with no data for a visitor’s account, and 401 signed out', async () => {
    const { get, send, tokenOf, sha256 } = await stored()
    const path = adminApi.photoFile.href(photoFileName(sha256, 480))
    expect(await get(tokenOf('victor'), path)).toEqual({
      status: 403,
      body: { error: { code: 'not-staff', message: expect.any(String) } },
    })
    expect((await send({ method: 'GET', path })).status).toBe(401)
  })

  it('comes to an <img> with the photo pass: the token in the cookie, for reading a file only', async () => {
    const { send, tokenOf, sha256 } = await stored()
    const path = adminApi.photoFile.href(photoFileName(sha256, 480))
    const pass = (token: string) => ({ cookie: `other=1; __session=${token}` })
    expect((await send({ method: 'GET', path, headers: pass(tokenOf('adam')) })).status).toBe(200)
    expect((await send({ method: 'GET', path, headers: pass(tokenOf('victor')) })).status).toBe(403)
    expect((await send({ method: 'GET', path, headers: pass('forged') })).status).toBe(401)
    // Not for the library, not for an upload: those send their token themselves.
    const list = await send({
      method: 'GET',
      path: adminApi.photos.href(),
      headers: pass(tokenOf('adam')),
    })
    expect(list.status).toBe(401)
    const jpeg = await phoneJpeg({ width: 300, height: 200 })
    const upload = await send({
      method: 'POST',
      path: adminApi.photos.href(),
      headers: { ...pass(tokenOf('adam')), 'content-type': 'image/jpeg' },
      rawBody: jpeg,
    })
    expect(upload.status).toBe(401)
  })
})

describe('the photo library', () => {
  it('lists the newest first for any member, in pages by time', async () => {
    const { get, send, tokenOf, deps } = setUp()
    const at = (n: number) => 1_000 * n
    for (let n = 1; n <= 50; n++)
      await deps.photos.records.create({
        sha256: n.toString(16).padStart(64, '0'),
        type: 'png',
        bytes: 100,
        width: 1600,
        height: 1000,
        variants: [],
        by: { uid: 'agnes', name: 'Agnes' },
        at: at(n),
      })
    const first = photoPageSchema.parse((await get(tokenOf('agnes'), adminApi.photos.href())).body)
    expect(first.photos).toHaveLength(48)
    expect(first.photos[0]).toEqual({
      sha256: (50).toString(16).padStart(64, '0'),
      url: `/images/uploads/${(50).toString(16).padStart(64, '0')}-1200.avif`,
      width: 1600,
      height: 1000,
      by: { uid: 'agnes', name: 'Agnes' },
      at: at(50),
    })
    expect(first.next).toBe(at(3))
    // As Cloud Functions give it: the path, and the query parsed apart.
    const next = new URL(adminApi.photos.href(first.next!), 'http://site')
    const second = photoPageSchema.parse(
      (
        await send({
          method: 'GET',
          path: next.pathname,
          query: Object.fromEntries(next.searchParams),
          headers: { authorization: `Bearer ${tokenOf('agnes')}` },
        })
      ).body,
    )
    expect(second.photos.map((photo) => photo.at)).toEqual([at(2), at(1)])
    expect(second.next).toBeNull()
  })
})

describe('the function’s answer of a file', () => {
  it('sends a Buffer as its bytes, with the handler’s headers over the defaults', async () => {
    const bytes = Buffer.from([0, 1, 2, 250, 255])
    const fn = endpoint({}, () => ({
      status: 200,
      headers: { 'Content-Type': 'image/avif', 'Cache-Control': 'private, max-age=60' },
      body: bytes,
    }))
    const app = express()
    app.use((request, response) => void fn(request as never, response as never))
    const server = createServer(app)
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    try {
      const { port } = server.address() as AddressInfo
      const answer = await fetch(`http://127.0.0.1:${port}/`)
      expect(answer.headers.get('content-type')).toBe('image/avif')
      expect(answer.headers.get('cache-control')).toBe('private, max-age=60')
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff')
      expect(Buffer.from(await answer.arrayBuffer())).toEqual(bytes)
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()))
    }
  })
})
