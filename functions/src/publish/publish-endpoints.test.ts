import siteData from '../../../public/data.json'
import frenchData from '../../../public/data.fr.json'
import germanData from '../../../public/data.de.json'
import { adminApi } from '@/config/paths'
import { listingAnswerSchema, type JsonObject } from '@/features/listings/listing-schema'
import {
  publishRefusedSchema,
  versionAnswerSchema,
  versionsAnswerSchema,
} from '@/features/listings/publishing-schema'
import { handleAdmin, type AdminRequest } from '../admin/admin-router'
import { adminRoutes } from '../admin/admin-routes'
import { importCatalogue } from '../admin/listing-changes'
import { account, memoryAdminDeps } from '../admin/memory-admin-deps'
import { catalogueHash } from '../../../build/catalogue-hash'
import { siteFileNames } from './site-files'

const records = siteData.properties as JsonObject[]
const french = frenchData.properties as Record<string, JsonObject>
const german = germanData.properties as Record<string, JsonObject>

/** Today's catalogue imported (every estate a published listing at revision 1), and a caller. */
async function setUp({ broken }: { broken?: string } = {}) {
  const made = memoryAdminDeps([
    account('olivia', { role: 'owner' }),
    account('adam', { role: 'admin' }),
    account('agnes', { role: 'agent' }),
  ])
  let now = Date.UTC(2026, 10, 28, 9)
  made.deps.now = () => (now += 60_000)
  const catalogue = structuredClone(records)
  // A listing the import takes as it is and the site's parser would warn about.
  const bad = catalogue.find((record) => record.id === broken)
  if (bad) bad.floor_plans = [{ url: 'javascript:alert(1)', label: 'Ground floor' }]
  await importCatalogue(
    made.deps,
    { source: 'public/data.json', records: catalogue, translations: { fr: french, de: german } },
    { uid: null, name: 'import' },
  )
  const call = (uid: string, method: string, path: string, body?: unknown) => {
    const raw = body === undefined ? undefined : Buffer.from(JSON.stringify(body))
    const request: AdminRequest = {
      method,
      path,
      query: {},
      headers: {
        authorization: `Bearer ${made.tokenOf(uid)}`,
        ...(raw
          ? { 'content-type': 'application/json', 'content-length': String(raw.length) }
          : {}),
      },
      rawBody: raw,
    }
    return handleAdmin(request, made.deps, adminRoutes)
  }
  const publish = async (uid = 'adam') => call(uid, 'POST', adminApi.publish.href())
  const published = async (uid = 'adam') => {
    const answer = await publish(uid)
    expect(answer.status, JSON.stringify(answer.body)).toBe(201)
    return versionAnswerSchema.parse(answer.body).version
  }
  /** A listing's record as the site's data.json of version `hash` holds it. */
  const fileOf = (hash: string, name = 'data.json') => {
    const bytes = made.siteFileBytes.get(`${hash}/${name}`)
    if (!bytes) throw new Error(`No ${hash}/${name}`)
    return JSON.parse(bytes.toString()) as { properties: JsonObject[] }
  }
  /** Saves a listing as an admin, its record changed by `change`. */
  const edit = async (id: string, change: (record: JsonObject) => void) => {
    const listing = listingAnswerSchema.parse(
      (await call('adam', 'GET', adminApi.listing.href(id))).body,
    ).listing
    change(listing.record)
    const saved = await call('adam', 'PUT', adminApi.listing.href(id), {
      base: listing.revision,
      record: listing.record,
      translations: listing.translations,
      photos: listing.photos,
    })
    expect(saved.status, JSON.stringify(saved.body)).toBe(200)
    return listingAnswerSchema.parse(saved.body).listing
  }
  return { ...made, call, publish, published, fileOf, edit }
}

const firstId = String(records[0]!.id)

describe('publishing', () => {
  it('makes the published listings version 1: the site’s files under their hash, a queued build, an audit entry', async () => {
    const { published, versions, siteFileBytes, fileOf, entries } = await setUp()
    const version = await published('olivia')
    expect(version).toMatchObject({
      n: 1,
      by: { uid: 'olivia', name: 'Olivia' },
      at: '2026-11-28T09:02:00.000Z',
      restoredFrom: null,
      build: { state: 'queued' },
      changes: { changed: [], removed: [] },
    })
    expect(version.changes.added).toEqual(records.map(({ id }) => String(id)))
    // The files, canonical, and the hash of the contract: each name, its bytes, a newline.
    const files = siteFileNames.map((name) => ({
      name,
      bytes: siteFileBytes.get(`${version.hash}/${name}`)!,
    }))
    expect(files.map(({ bytes }) => bytes?.toString().endsWith('}\n'))).toEqual([true, true, true])
    expect(catalogueHash(files)).toBe(version.hash)
    expect(fileOf(version.hash).properties.map((record) => record.id)).toEqual(
      records.map(({ id }) => id),
    )
    expect(fileOf(version.hash, 'data.fr.json')).toMatchObject({ language: 'fr' })
    expect(versions.versions.get(1)?.listings[firstId]).toBe(1)
    expect([...versions.builds.values()]).toEqual([
      { n: 1, hash: version.hash, state: 'queued', queuedAt: version.at },
    ])
    expect(entries.at(-1)).toMatchObject({
      action: 'catalogue.publish',
      by: { uid: 'olivia' },
      target: { kind: 'catalogue', id: '1' },
      detail: { to: 1, added: records.length, changed: 0, removed: 0 },
    })
  })

  it('publishes the same listings again when their version’s build failed: a retry @fault', async () => {
    const { publish, published, versions } = await setUp()
    const first = await published()
    versions.builds.set(first.n, { n: first.n, hash: first.hash, state: 'failed', error: 'x' })
    const retry = await published()
    expect(retry).toMatchObject({ n: first.n + 1, hash: first.hash })
    // Queued again: not a retry any more.
    expect((await publish()).status).toBe(409)
  })

  it('refuses to publish the same listings again (409), and publishes a change as the next version', async () => {
    const { publish, published, edit, versions, fileOf } = await setUp()
    const first = await published()
    const again = await publish()
    expect(again).toMatchObject({
      status: 409,
      body: {
        error: {
          code: 'nothing-to-publish',
          message: 'Nothing to publish: the site already shows these listings.',
        },
      },
    })
    expect(versions.versions.size).toBe(1)

    await edit(firstId, (record) => void (record.price = 1_234_567))
    const second = await published()
    expect(second).toMatchObject({ n: 2, changes: { added: [], changed: [firstId], removed: [] } })
    expect(second.hash).not.toBe(first.hash)
    expect(fileOf(second.hash).properties[0]).toMatchObject({
      id: records[0]!.id,
      price: 1_234_567,
    })
  })

  it('gives two publishes at once versions n and n+1, and a queued build each @fault', async () => {
    const { publish, versions } = await setUp()
    // Both read the newest version (none) before either creates one: they race for number 1.
    const newest = versions.store.newest
    let waiting: (() => void)[] = []
    versions.store.newest = async () => {
      if (versions.versions.size === 0 && waiting.length < 2) {
        await new Promise<void>((resolve) => {
          waiting.push(resolve)
          if (waiting.length === 2) for (const release of waiting) release()
        })
      }
      return newest()
    }
    const answers = await Promise.all([publish('adam'), publish('olivia')])
    waiting = []
    expect(answers.map(({ status }) => status)).toEqual([201, 201])
    const numbers = answers.map(({ body }) => versionAnswerSchema.parse(body).version.n)
    expect(numbers.sort()).toEqual([1, 2])
    expect([...versions.builds.values()].map(({ n, state }) => ({ n, state }))).toEqual([
      { n: 1, state: 'queued' },
      { n: 2, state: 'queued' },
    ])
    expect(versions.versions.get(2)?.changes).toEqual({ added: [], changed: [], removed: [] })
  })

  it('refuses with each listing’s fields when the site’s parser warns, and stores nothing @fault', async () => {
    const broken = String(records[1]!.id)
    const { publish, versions, siteFileBytes, entries } = await setUp({ broken })
    const logged = entries.length
    const refused = await publish()
    expect(refused.status).toBe(422)
    const { problems, error } = publishRefusedSchema.parse(refused.body)
    expect(error.code).toBe('not-publishable')
    expect(Object.keys(problems)).toEqual([broken])
    expect(problems[broken]?.title).toBe(records[1]!.estate_title)
    expect(problems[broken]?.fields).toContain('record.floor_plans.0.url')
    expect(problems[broken]?.warnings.join()).toMatch(/floor plans/)
    expect(versions.versions.size).toBe(0)
    expect(versions.builds.size).toBe(0)
    expect(siteFileBytes.size).toBe(0)
    expect(entries.length).toBe(logged)
  })

  it('lets owners and admins publish, list and restore, and refuses an agent (403)', async () => {
    const { call, published } = await setUp()
    await published('olivia')
    for (const [method, path] of [
      ['POST', adminApi.publish.href()],
      ['GET', adminApi.versions.href()],
      ['POST', adminApi.versionRestore.href(1)],
    ] as const) {
      const refused = await call('agnes', method, path)
      expect(refused, `${method} ${path}`).toMatchObject({
        status: 403,
        body: { error: { code: 'forbidden' } },
      })
    }
    expect((await call('adam', 'GET', adminApi.versions.href())).status).toBe(200)
  })
})

describe('the versions', () => {
  it('lists the newest first with their builds, and the version the site shows', async () => {
    const { call, published, edit, versions } = await setUp()
    const first = await published()
    await edit(firstId, (record) => void (record.price = 2_000_000))
    const second = await published()
    // What the runner writes: the first live, the second failed.
    versions.builds.set(1, { n: 1, hash: first.hash, state: 'live', seconds: 12.5 })
    versions.builds.set(2, {
      n: 2,
      hash: second.hash,
      state: 'failed',
      error: 'The site’s build stopped: the data did not load.',
    })
    versions.site.live = { n: 1, hash: first.hash, at: '2026-11-28T09:10:00.000Z' }

    const listed = versionsAnswerSchema.parse(
      (await call('olivia', 'GET', adminApi.versions.href())).body,
    )
    expect(listed.live).toBe(1)
    expect(listed.versions.map(({ n, build }) => ({ n, build }))).toEqual([
      {
        n: 2,
        build: { state: 'failed', error: 'The site’s build stopped: the data did not load.' },
      },
      { n: 1, build: { state: 'live', seconds: 12.5 } },
    ])
    expect(listed.versions[0]).toMatchObject({
      hash: second.hash,
      by: { uid: 'adam', name: 'Adam' },
      changes: { changed: [firstId] },
      restoredFrom: null,
    })
  })

  it('restores an earlier version: a new one with its files, and the listings set back', async () => {
    const { call, publish, published, edit, versions, entries, listings } = await setUp()
    const first = await published()
    const priceBefore = records[0]!.price
    await edit(firstId, (record) => void (record.price = 9_999_999))
    // A listing published after version 1.
    const added = await call('adam', 'POST', adminApi.listings.href(), { id: 'villa-new' })
    expect(added.status).toBe(201)
    const content = { ...records[0]!, id: 'villa-new' }
    await call('adam', 'PUT', adminApi.listing.href('villa-new'), {
      base: 1,
      record: content,
      translations: { fr: french[firstId], de: german[firstId] },
      photos: [],
    })
    const submitted = await call('adam', 'POST', adminApi.listingMove.href('villa-new', 'submit'), {
      base: 2,
    })
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200)
    const approved = await call('adam', 'POST', adminApi.listingMove.href('villa-new', 'approve'), {
      base: 3,
    })
    expect(approved.status, JSON.stringify(approved.body)).toBe(200)
    const bad = await published()
    expect(bad.changes).toEqual({ added: ['villa-new'], changed: [firstId], removed: [] })

    const restored = await call('olivia', 'POST', adminApi.versionRestore.href(1))
    expect(restored.status, JSON.stringify(restored.body)).toBe(201)
    const version = versionAnswerSchema.parse(restored.body).version
    expect(version).toMatchObject({
      n: 3,
      hash: first.hash,
      restoredFrom: 1,
      by: { uid: 'olivia' },
      build: { state: 'queued' },
      changes: { added: [], changed: [firstId], removed: ['villa-new'] },
    })
    expect(versions.builds.get(3)).toMatchObject({ state: 'queued', hash: first.hash })

    // The listings are set back by new revisions: the next publish starts from them.
    const changed = await listings.store.newest(firstId)
    expect(changed).toMatchObject({ n: 3, state: 'published', action: 'restore' })
    expect(changed?.record.price).toBe(priceBefore)
    expect(await listings.store.head(firstId)).toMatchObject({ n: 3 })
    expect(await listings.store.newest('villa-new')).toMatchObject({
      state: 'withdrawn',
      action: 'restore',
    })
    expect(versions.versions.get(3)?.listings[firstId]).toBe(3)
    expect((await publish()).status).toBe(409)

    expect(entries.at(-1)).toMatchObject({
      action: 'catalogue.restore',
      by: { uid: 'olivia' },
      target: { kind: 'catalogue', id: '3' },
      detail: { from: 1, to: 3, restored: 1, withdrawn: 1 },
    })
  })

  it('says there is no such version to restore (404), and stores nothing', async () => {
    const { call, published, versions } = await setUp()
    await published()
    for (const n of ['7', '0', 'x1']) {
      const refused = await call('adam', 'POST', `/api/admin/versions/${n}/restore`)
      expect(refused, n).toMatchObject({ status: 404, body: { error: { code: 'not-found' } } })
    }
    expect(versions.versions.size).toBe(1)
  })

  it('refuses to publish or restore where nothing builds a version (503), and stores nothing @fault', async () => {
    const { call, publish, published, versions, deps } = await setUp()
    await published()
    deps.publishing.builder = null
    for (const refused of [
      await publish(),
      await call('adam', 'POST', adminApi.versionRestore.href(1)),
    ])
      expect(refused).toMatchObject({
        status: 503,
        body: { error: { code: 'publishing-unavailable' } },
      })
    expect(versions.versions.size).toBe(1)
  })

  it('starts each queued build where a builder must; a refusal fails that build, in words, and keeps the version @fault', async () => {
    const { published, versions, deps, call } = await setUp()
    const started: number[] = []
    deps.publishing.builder = { start: async ({ n }) => void started.push(n) }
    const first = await published()
    expect(started).toEqual([first.n])

    deps.publishing.builder = {
      start: () => Promise.reject(new Error('Cloud Build answered 403: PERMISSION_DENIED')),
    }
    const restored = await call('adam', 'POST', adminApi.versionRestore.href(first.n))
    expect(restored.status).toBe(201)
    const n = versionAnswerSchema.parse(restored.body).version.n
    expect(versions.builds.get(n)).toMatchObject({
      state: 'failed',
      error: expect.stringContaining('Cloud Build answered 403: PERMISSION_DENIED'),
    })
    const listed = versionsAnswerSchema.parse(
      (await call('adam', 'GET', adminApi.versions.href())).body,
    )
    expect(listed.versions[0]).toMatchObject({ n, build: { state: 'failed' } })
  })
})
