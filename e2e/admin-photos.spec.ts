import { createHash } from 'node:crypto'
import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Page, Request } from '@playwright/test'
import sharp from 'sharp'
import { heicBytes, leakyMetadata } from '../functions/src/photos/photo-fixtures'
import { runningPhotosDir } from '../scripts/lib/emulator-config.mjs'
import { signInAccount } from '../scripts/lib/auth-emulator-api.mjs'
import { adminMessages } from '../src/admin/messages'
import { photoMessages } from '../src/admin/photos/messages'
import { photoUploads } from '../src/config/constants'
import { adminApi, uploadedPhotos } from '../src/config/paths'
import {
  photoFileName,
  photoPass,
  photoWidths,
  uploadedPhotoSchema,
  type UploadedPhoto,
} from '../src/features/photos/photo-schema'
import { verified, type TestUser } from './support/auth-emulator'
import { expect, test } from './support/fixtures'
import { filesOf, gpsJpeg, plainPng, storedFiles, UPLOADED } from './support/photos'
import { handSessionTo } from './support/session'
import {
  adminWidths,
  expectScreen,
  grantRole,
  refusedByAdmin,
  scanAdmin,
  uniqueName,
} from './support/staff'

/**
 * Photos uploaded by staff (issue 44, part C, decision 050), against the emulators: the files the
 * Functions emulator stored are read from the folder it was given (its PHOTOS_DIR).
 */

const words = photoMessages

/** A member signed in on the page at the photo library. */
async function atLibrary(page: Page, member: TestUser) {
  await handSessionTo(page, member)
  await page.goto('/admin/photos')
  await expectScreen(page, words.screen.title)
  return member
}

/** An agent: the role with the fewest rights that adds photos. */
const newAgent = async (newUser: (overrides?: Partial<TestUser>) => Promise<TestUser>) =>
  grantRole(await newUser({ name: uniqueName('Agnes Agent') }), 'agent')

/** Holds each photo's upload until released, so a test sees it on its way. */
async function holdUploads(page: Page) {
  let release: () => void = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/api/admin/photos', async (route) => {
    if (route.request().method() === 'POST') await released
    await route.continue()
  })
  /** Lets every held upload, and those to come, go on. */
  return { release }
}

const uploadsList = (page: Page) => page.getByRole('list', { name: words.dropZone.uploadsLabel })
const library = (page: Page) => page.getByRole('list', { name: words.screen.listLabel })
const chooser = (page: Page) => page.getByLabel(words.dropZone.choose)

/** Stores a photo as `user` through the API, as the drop zone does: its answer. */
async function uploadAs(page: Page, user: TestUser, file: { mimeType: string; buffer: Buffer }) {
  const { idToken } = await signInAccount(user)
  const answer = await page.request.post(adminApi.photos.href(), {
    headers: { Authorization: `Bearer ${idToken}`, 'Content-Type': file.mimeType },
    data: file.buffer,
  })
  expect(answer.status()).toBe(201)
  return uploadedPhotoSchema.parse(await answer.json())
}

test('an agent uploads two photos by the file chooser; no metadata is stored, each estate width is', async ({
  page,
  newUser,
}) => {
  test.slow()
  const agent = await atLibrary(page, await newAgent(newUser))
  const jpeg = await gpsJpeg(1600, 1000)
  const png = await plainPng(900, 600)
  // The phone's photo really carries its position: GPS in its EXIF (its datum), and the rest.
  const before = await sharp(jpeg.buffer).metadata()
  expect(before.exif?.includes('WGS-84'), 'the fixture has a GPS datum').toBe(true)
  expect(
    before.exif?.includes(Buffer.from([0x25, 0x88])) ||
      before.exif?.includes(Buffer.from([0x88, 0x25])),
    'the fixture has a GPS directory',
  ).toBe(true)
  expect(before.xmp).toBeDefined()

  const answers: Promise<UploadedPhoto>[] = []
  page.on('response', (response) => {
    if (response.request().method() === 'POST' && response.url().endsWith(adminApi.photos.href()))
      answers.push(response.json().then((json) => uploadedPhotoSchema.parse(json)))
  })
  const held = await holdUploads(page)
  await chooser(page).setInputFiles([jpeg, png])
  // The first is on its way, with its progress; the second waits its turn.
  await expect(
    page.getByRole('progressbar', { name: words.dropZone.progressOf(jpeg.name) }),
  ).toBeVisible()
  await expect(uploadsList(page).getByText(words.status.waiting)).toBeVisible()
  held.release()
  await expect(uploadsList(page).getByText(words.status.uploaded, { exact: true })).toHaveCount(
    2,
    UPLOADED,
  )
  await expect(page.getByRole('progressbar')).toHaveCount(0)

  // Both in the library, drawn from the staff-only files (the photo pass reaches the function).
  expect(answers).toHaveLength(2)
  const [first, second] = await Promise.all(answers)
  // Other tests' photos may be listed too: these two are known by their hash.
  const thumbnails = [first!, second!].map(({ sha256 }) =>
    library(page).locator(`img[data-sha256="${sha256}"]`),
  )
  for (const thumbnail of thumbnails) {
    await expect(thumbnail).toHaveCount(1)
    await expect(thumbnail).toHaveJSProperty('complete', true)
    await expect(thumbnail).toHaveJSProperty('naturalWidth', 480)
  }
  await expect(library(page).getByText(words.screen.size(1600, 1000))).not.toHaveCount(0)
  await expect(library(page).getByText(words.screen.size(900, 600))).not.toHaveCount(0)

  // The stored files: AVIF at each estate width (never enlarged), and nothing of the phone's.
  const { dir } = await storedFiles()
  for (const { sha256 } of [first!, second!])
    expect(await filesOf(sha256)).toEqual(
      photoWidths.map((width) => photoFileName(sha256, width)).sort(),
    )
  for (const [photo, originalWidth] of [
    [first!, 1600],
    [second!, 900],
  ] as const) {
    for (const width of photoWidths) {
      const bytes = await readFile(join(dir, photoFileName(photo.sha256, width)))
      const stored = await sharp(bytes).metadata()
      expect(stored.format).toBe('heif')
      expect(stored.compression).toBe('av1')
      expect(stored.width).toBe(Math.min(width, originalWidth))
      expect({ exif: stored.exif, xmp: stored.xmp, icc: stored.icc, iptc: stored.iptc }).toEqual({
        exif: undefined,
        xmp: undefined,
        icc: undefined,
        iptc: undefined,
      })
      for (const trace of leakyMetadata.traces)
        expect(bytes.includes(trace), `${trace} in ${photo.sha256}-${width}`).toBe(false)
    }
  }
  // The staff-only endpoint serves those very bytes to a member.
  const { idToken } = await signInAccount(agent)
  const served = await page.request.get(
    adminApi.photoFile.href(photoFileName(first!.sha256, 1200)),
    {
      headers: { Authorization: `Bearer ${idToken}` },
    },
  )
  expect(served.status()).toBe(200)
  expect(served.headers()['content-type']).toBe('image/avif')
  // Never a shared cache's: Hosting's /api/admin/** rule makes it no-store over the function's private.
  expect(served.headers()['cache-control']).toMatch(/^(private|no-store)/)
  expect(
    Buffer.compare(
      await served.body(),
      await readFile(join(dir, photoFileName(first!.sha256, 1200))),
    ),
  ).toBe(0)

  // The same file again is the same photo: stored once.
  await chooser(page).setInputFiles([jpeg])
  // Answered without the pipeline once it arrives; on a busy machine it may wait for a process.
  await expect(uploadsList(page).getByText(words.status.alreadyStored)).toBeVisible({
    timeout: 20_000,
  })
  await expect(thumbnails[0]!).toHaveCount(1)
  expect(await filesOf(first!.sha256)).toHaveLength(photoWidths.length)
  const { idToken: token } = await signInAccount(agent)
  const again = await page.request.post(adminApi.photos.href(), {
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': jpeg.mimeType },
    data: jpeg.buffer,
  })
  expect(again.status()).toBe(200)
  expect(await again.json()).toEqual(first)
})

test('a HEIC photo, a text file named .jpg and a photo over 20 MB are refused, and nothing is stored @fault', async ({
  page,
  newUser,
}) => {
  // A 20 MB file read in the browser, then two refusals and a listing through the function: on a
  // busy machine more than the default 30 s.
  test.slow()
  const agent = await atLibrary(page, await newAgent(newUser))
  const posts: Request[] = []
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes(adminApi.photos.href()))
      posts.push(request)
  })
  const heic = { name: 'IMG_0042.HEIC', mimeType: 'image/heic', buffer: heicBytes() }
  const text = {
    name: 'notes.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.from('Not a photo at all, only words.'),
  }
  // A JPEG's first bytes, then 20 MB and a bit more.
  const huge = {
    name: 'huge.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.concat([(await gpsJpeg(64, 64)).buffer, Buffer.alloc(photoUploads.maxBytes)]),
  }
  await chooser(page).setInputFiles([heic, text, huge])
  const list = uploadsList(page)
  await expect(list.getByText(words.refusals['photo-heic'](heic.name))).toBeVisible()
  await expect(list.getByText(words.refusals['photo-type'](text.name))).toBeVisible()
  await expect(
    list.getByText(words.refusals['too-large'](huge.name, huge.buffer.length)),
  ).toBeVisible()
  // Told before sending: none was sent.
  expect(posts).toHaveLength(0)

  // Sent all the same (as another client might), the function refuses them too.
  const { idToken } = await signInAccount(agent)
  for (const [file, status, code] of [
    [heic, 415, 'photo-heic'],
    [text, 415, 'photo-type'],
  ] as const) {
    const answer = await page.request.post(adminApi.photos.href(), {
      headers: { Authorization: `Bearer ${idToken}`, 'Content-Type': file.mimeType },
      data: file.buffer,
    })
    expect(answer.status(), file.name).toBe(status)
    expect(await answer.json()).toMatchObject({ error: { code } })
  }
  // Nothing of them: no file (not even one being written), no record.
  const all = await readdir(runningPhotosDir())
  const listed = await page.request.get(adminApi.photos.href(), {
    headers: { Authorization: `Bearer ${idToken}` },
  })
  const { photos: records } = (await listed.json()) as { photos: { sha256: string }[] }
  for (const file of [heic, text, huge]) {
    const sha256 = createHash('sha256').update(file.buffer).digest('hex')
    expect(
      all.filter((name) => name.includes(sha256)),
      file.name,
    ).toEqual([])
    expect(records.map((record) => record.sha256)).not.toContain(sha256)
  }
})

test('a visitor’s account gets 403 from the photo endpoints, and a draft’s photo is no public file @fault', async ({
  page,
  newUser,
  consoleGuard,
}) => {
  consoleGuard.allow(refusedByAdmin)
  const agent = await newAgent(newUser)
  const photo = await uploadAs(page, agent, await gpsJpeg(1200, 800))
  const file = photoFileName(photo.sha256, 1200)
  const stored = await readFile(join(runningPhotosDir(), file))

  const visitor = await verified(await newUser())
  const { idToken } = await signInAccount(visitor)
  const bearer = { Authorization: `Bearer ${idToken}` }
  const calls = [
    page.request.post(adminApi.photos.href(), {
      headers: { ...bearer, 'Content-Type': 'image/jpeg' },
      data: (await gpsJpeg(64, 64)).buffer,
    }),
    page.request.get(adminApi.photos.href(), { headers: bearer }),
    page.request.get(adminApi.photoFile.href(file), { headers: bearer }),
    // The photo pass, as an <img> of the back office would send it.
    page.request.get(adminApi.photoFile.href(file), {
      headers: { Cookie: `${photoPass.cookie}=${idToken}` },
    }),
  ]
  for (const answer of await Promise.all(calls)) {
    expect(answer.status(), answer.url()).toBe(403)
    expect(await answer.json()).toEqual({ error: expect.objectContaining({ code: 'not-staff' }) })
  }
  // Nobody signed in: no file either.
  expect((await page.request.get(adminApi.photoFile.href(file))).status()).toBe(401)

  // Where publishing will put it, there is nothing of it yet: not the photo, not an image.
  expect(photo.url).toBe(uploadedPhotos.href(file))
  const publicAnswer = await page.request.get(photo.url)
  expect(publicAnswer.headers()['content-type'] ?? '').not.toMatch(/^image\//)
  expect(Buffer.compare(await publicAnswer.body(), stored)).not.toBe(0)

  // A visitor's page at the library shows no photo.
  await handSessionTo(page, visitor)
  await page.goto('/admin/photos')
  await expectScreen(page, adminMessages.session.notAuthorisedTitle)
  await expect(page.locator('img')).toHaveCount(0)
})

for (const { name: device, width, height } of adminWidths) {
  test(`the photo library, an upload on its way and a refusal have no violations on a ${device}`, async ({
    page,
    newUser,
  }) => {
    test.slow()
    await page.setViewportSize({ width, height })
    const agent = await newAgent(newUser)
    await uploadAs(page, agent, await plainPng(640, 480))
    await atLibrary(page, agent)
    // Decorative in the library (alt=""): known by the element, not a role.
    await expect(library(page).locator('img').first()).toBeVisible()
    await scanAdmin(page, 'photos', width)

    const held = await holdUploads(page)
    await chooser(page).setInputFiles([
      { name: 'IMG_0042.HEIC', mimeType: 'image/heic', buffer: heicBytes() },
      await plainPng(320, 240),
    ])
    await expect(
      uploadsList(page).getByText(words.refusals['photo-heic']('IMG_0042.HEIC')),
    ).toBeVisible()
    await expect(
      page.getByRole('progressbar', { name: words.dropZone.progressOf('pool.png') }),
    ).toBeVisible()
    await scanAdmin(page, 'photos uploads', width)
    held.release()
    // A fresh function process may load sharp for this upload (see the first test).
    await expect(uploadsList(page).getByText(words.status.uploaded, { exact: true })).toBeVisible({
      timeout: 20_000,
    })
  })
}
