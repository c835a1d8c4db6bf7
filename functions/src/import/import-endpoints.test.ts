import { readFileSync } from 'node:fs'
import siteData from '../../../public/data.json'
import frenchData from '../../../public/data.fr.json'
import germanData from '../../../public/data.de.json'
import { adminApi } from '@/config/paths'
import { recordUrlOf } from '@/features/photos/photo-schema'
import {
  importConfirmAnswerSchema,
  importPhotosAnswerSchema,
  importPreviewAnswerSchema,
  type ImportFormat,
} from '@/features/import/import-schema'
import { adminRoutes } from '../admin/admin-routes'
import { handleAdmin, type AdminRequest } from '../admin/admin-router'
import { importCatalogue, moveListing, saveListing } from '../admin/listing-changes'
import { account, memoryAdminDeps } from '../admin/memory-admin-deps'
import { mapKyeroProperty } from './kyero'

// The browser test's fixture (vitest runs from the repository's root).
const kyeroFeed = readFileSync('e2e/fixtures/kyero-v3.xml', 'utf8')
/** The feed as an earlier run sent it: KY1002 at its older price, nothing else. */
const earlierFeed = kyeroFeed
  .replace('<price>2300000</price>', '<price>2450000</price>')
  .replace(/<property>\s*<id>KY1001<\/id>[\s\S]*?<\/property>/, '')

function setUp() {
  const made = memoryAdminDeps([
    account('olivia', { role: 'owner' }),
    account('adam', { role: 'admin' }),
    account('agnes', { role: 'agent' }),
  ])
  let now = 1_800_000_000_000
  made.deps.now = () => (now += 60_000)
  // The feed's photos, as the Hosting emulator serves them to the browser test's function.
  for (const [, url, path] of kyeroFeed.matchAll(
    /<url>(http:\/\/127\.0\.0\.1:5080\/([^<]+))<\/url>/g,
  ))
    made.web.set(url!, readFileSync(`public/${path}`))
  const call = (uid: string, method: string, path: string, body?: unknown, query = {}) => {
    const raw = body === undefined ? undefined : Buffer.from(JSON.stringify(body))
    const request: AdminRequest = {
      method,
      path,
      query,
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
  const catalogue = () =>
    importCatalogue(
      made.deps,
      {
        source: 'public/data.json',
        records: siteData.properties,
        translations: { fr: frenchData.properties, de: germanData.properties },
      },
      { uid: null, name: 'import' },
    )
  const exported = async (format: 'json' | 'csv') => {
    const answer = await call('adam', 'GET', adminApi.listingsExport.pattern, undefined, {
      format,
    })
    expect(answer.status).toBe(200)
    return (answer.body as Buffer).toString('utf8')
  }
  const preview = async (format: ImportFormat, text: string, uid = 'adam') => {
    const answer = await call(uid, 'POST', adminApi.importPreview.href(), {
      format,
      source: `file.${format}`,
      text,
    })
    return answer
  }
  const previewed = async (format: ImportFormat, text: string) => {
    const answer = await preview(format, text)
    expect(answer.status).toBe(200)
    return importPreviewAnswerSchema.parse(answer.body)
  }
  /** The photo step called until no photo is pending, as the Import screen does. */
  const fetchPhotos = async (id: string) => {
    for (;;) {
      const answer = await call('adam', 'POST', adminApi.importPhotos.href(id))
      expect(answer.status).toBe(200)
      const { photos } = importPhotosAnswerSchema.parse(answer.body)
      if (!photos.pending) return photos
    }
  }
  const confirm = async (id: string, withdrawAbsent = false) => {
    await fetchPhotos(id)
    const answer = await call('adam', 'POST', adminApi.importConfirm.href(id), { withdrawAbsent })
    expect(answer.status).toBe(200)
    return importConfirmAnswerSchema.parse(answer.body).result
  }
  /** Every listing's newest revision number: what "changes nothing" compares. */
  const revisions = async () =>
    Object.fromEntries(
      (await made.deps.listings.heads({})).map(({ id, revision }) => [id, revision.n]),
    )
  return {
    ...made,
    call,
    catalogue,
    exported,
    preview,
    previewed,
    fetchPhotos,
    confirm,
    revisions,
  }
}

const counts = (diff: ReturnType<typeof importPreviewAnswerSchema.parse>['diff']) => ({
  new: diff.new.length,
  changed: diff.changed.length,
  unchanged: diff.unchanged.length,
  absent: diff.absent.length,
  errors: diff.errors.length,
})

describe('the site’s own format, exported and imported again', () => {
  it.each(['json', 'csv'] as const)(
    '%s: every listing unchanged, and confirming changes nothing',
    async (format) => {
      const made = setUp()
      await made.catalogue()
      const before = await made.revisions()
      const { import: stored, diff } = await made.previewed(format, await made.exported(format))
      expect(counts(diff)).toEqual({
        new: 0,
        changed: 0,
        unchanged: siteData.properties.length,
        absent: 0,
        errors: 0,
      })
      const result = await made.confirm(stored.id, true)
      expect(result).toEqual({
        created: [],
        updated: [],
        held: [],
        photoFailures: [],
        withdrawn: [],
        conflicts: [],
      })
      expect(await made.revisions()).toEqual(before)
      // One audit entry for the import.
      expect(made.entries.filter(({ action }) => action === 'listing.import')).toHaveLength(2)
    },
  )

  it('guards CSV cells a spreadsheet would run as a formula, and reads them back as they were', async () => {
    const made = setUp()
    await made.catalogue()
    const listing = (await made.deps.listings.newest('1'))!
    const title = '=HYPERLINK("http://evil.example","Click")'
    await made.deps.listings.addRevision('1', {
      ...listing,
      n: listing.n + 1,
      record: { ...listing.record, estate_title: title, location: "'quoted" },
    })
    await made.deps.listings.putHead('1', (await made.deps.listings.newest('1'))!)
    const csv = await made.exported('csv')
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"",""Click"")"`)
    expect(csv).not.toMatch(/(^|,)"?=HYPERLINK/m)
    const { diff } = await made.previewed('csv', csv)
    expect(diff.changed).toEqual([])
    expect(diff.unchanged).toHaveLength(siteData.properties.length)
  })

  it('shows a changed field by its name, and applies it to a draft as a new revision', async () => {
    const made = setUp()
    await made.catalogue()
    const draft = (await made.deps.listings.newest('2'))!
    await made.deps.listings.addRevision('2', { ...draft, n: draft.n + 1, state: 'draft' })
    await made.deps.listings.putHead('2', (await made.deps.listings.newest('2'))!)
    const file = JSON.parse(await made.exported('json')) as {
      listings: { id: string; record: Record<string, unknown> }[]
    }
    file.listings.find(({ id }) => id === '2')!.record.price = 1
    file.listings.find(({ id }) => id === '3')!.record.price = 1
    const { import: stored, diff } = await made.previewed('json', JSON.stringify(file))
    expect(diff.changed.map(({ id, fields }) => [id, fields])).toEqual([
      ['2', ['record.price']],
      ['3', ['record.price']],
    ])
    const result = await made.confirm(stored.id)
    expect(result.updated).toEqual(['2'])
    // Listing 3 is published: it stays published as it was (one state a listing).
    expect(result.held).toEqual(['3'])
    const two = (await made.deps.listings.newest('2'))!
    expect([two.state, two.record.price, two.action]).toEqual(['draft', 1, 'save'])
    const three = (await made.deps.listings.newest('3'))!
    expect([three.state, three.n]).toEqual(['published', 1])
    expect(three.record.price).toBe(siteData.properties[2]!.price)
  })

  it('withdraws the absent listings only when asked, and never deletes them', async () => {
    const made = setUp()
    await made.catalogue()
    const file = JSON.parse(await made.exported('json')) as { listings: { id: string }[] }
    file.listings = file.listings.filter(({ id }) => id !== '4' && id !== '5')
    const text = JSON.stringify(file)
    const first = await made.previewed('json', text)
    expect(first.diff.absent.map(({ id }) => id)).toEqual(['4', '5'])
    expect((await made.confirm(first.import.id, false)).withdrawn).toEqual([])
    expect((await made.deps.listings.newest('4'))!.state).toBe('published')
    const second = await made.previewed('json', text)
    expect((await made.confirm(second.import.id, true)).withdrawn).toEqual(['4', '5'])
    expect((await made.deps.listings.newest('4'))!.state).toBe('withdrawn')
    expect(await made.deps.listings.head('4')).not.toBeNull()
  })

  it('@fault a file cut short is refused whole: nothing stored, nothing changed', async () => {
    const made = setUp()
    await made.catalogue()
    const before = await made.revisions()
    for (const format of ['json', 'csv'] as const) {
      const text = await made.exported(format)
      const answer = await made.preview(format, text.slice(0, Math.floor(text.length / 2)))
      expect(answer.status).toBe(422)
    }
    const cut = await made.preview('kyero', kyeroFeed.slice(0, kyeroFeed.length - 300))
    expect(cut.status).toBe(422)
    expect(made.imports.stored.size).toBe(0)
    expect(await made.revisions()).toEqual(before)
  })

  it('@fault confirms an import once, and is refused to an agent', async () => {
    const made = setUp()
    await made.catalogue()
    const { import: stored } = await made.previewed('json', await made.exported('json'))
    await made.confirm(stored.id)
    const again = await made.call('adam', 'POST', adminApi.importConfirm.href(stored.id), {
      withdrawAbsent: true,
    })
    expect(again.status).toBe(409)
    expect((await made.preview('json', '[]', 'agnes')).status).toBe(403)
    const agentExport = await made.call('agnes', 'GET', adminApi.listingsExport.pattern)
    expect(agentExport.status).toBe(403)
  })
})

describe('a Kyero v3 feed', () => {
  it('shows a new, a changed and two malformed records, and lands them as drafts', async () => {
    const made = setUp()
    await made.catalogue()
    const earlier = await made.previewed('kyero', earlierFeed)
    expect(counts(earlier.diff)).toMatchObject({ new: 1, changed: 0, errors: 2 })
    await made.confirm(earlier.import.id)
    const before = (await made.deps.listings.newest('kyero-KY1002'))!
    expect([before.state, before.record.price]).toEqual(['draft', 2450000])

    const { import: stored, diff } = await made.previewed('kyero', kyeroFeed)
    expect(diff.new.map(({ id }) => id)).toEqual(['kyero-KY1001'])
    expect(diff.changed.map(({ id, fields }) => [id, fields])).toEqual([
      ['kyero-KY1002', ['record.price']],
    ])
    // The feed speaks for its own listings: the catalogue's are not absent from it.
    expect(diff.absent).toEqual([])
    expect(diff.errors).toEqual([
      { record: 3, field: 'price', message: 'A property needs a price, a number.' },
      { record: 4, field: 'type', message: 'Not a property type this site shows: "Spaceship".' },
    ])
    const result = await made.confirm(stored.id, true)
    expect(result).toMatchObject({ created: ['kyero-KY1001'], updated: ['kyero-KY1002'] })
    const created = (await made.deps.listings.newest('kyero-KY1001'))!
    expect(created.state).toBe('draft')
    expect(created.record).toMatchObject({ external_ref: 'kyero:KY1001', price: 3950000 })
    expect((await made.deps.listings.newest('kyero-KY1002'))!.record.price).toBe(2300000)

    // The same feed again: nothing new, nothing changed, and confirming changes nothing.
    const before2 = await made.revisions()
    const rerun = await made.previewed('kyero', kyeroFeed)
    expect(counts(rerun.diff)).toEqual({ new: 0, changed: 0, unchanged: 2, absent: 0, errors: 2 })
    await made.confirm(rerun.import.id, true)
    expect(await made.revisions()).toEqual(before2)
  })

  it('keeps what staff added to an imported listing when the feed runs again', async () => {
    const made = setUp()
    const first = await made.previewed('kyero', kyeroFeed)
    await made.confirm(first.import.id)
    const listing = (await made.deps.listings.newest('kyero-KY1001'))!
    await made.deps.listings.addRevision('kyero-KY1001', {
      ...listing,
      n: 2,
      record: { ...listing.record, agent: { name: 'Amelia Hart' } },
    })
    await made.deps.listings.putHead(
      'kyero-KY1001',
      (await made.deps.listings.newest('kyero-KY1001'))!,
    )
    const rerun = await made.previewed('kyero', kyeroFeed)
    expect(rerun.diff.changed).toEqual([])
  })

  it('maps a property to the site’s record', () => {
    const mapped = mapKyeroProperty(
      {
        id: '77',
        price: '1200',
        price_freq: 'month',
        type: 'apartment',
        town: 'Nerja',
        province: 'Málaga',
        location: { latitude: '36.75', longitude: '-3.87' },
        surface_area: { built: '100' },
        beds: '2',
        pool: '1',
        desc: { en: 'Bright.', de: 'Hell.' },
        features: { feature: ['Lift'] },
        images: { image: [{ id: '1', url: 'https://x.example/a.jpg' }] },
      },
      1,
    )
    expect(mapped).toEqual({
      record: {
        number: 1,
        key: { ref: 'kyero:77', id: 'kyero-77' },
        overlay: true,
        content: {
          record: {
            id: 'kyero-77',
            external_ref: 'kyero:77',
            status: 'rent',
            price: 1200,
            estate_title: 'Apartment in Nerja',
            location: 'Nerja, Málaga',
            segment_name: 'Apartments',
            description: 'Bright.',
            facilities: ['2 bedrooms', 'Lift', 'Pool'],
            area_sq_ft: 1076,
            coordinates: [36.75, -3.87],
            image: 'https://x.example/a.jpg',
            images: [{ url: 'https://x.example/a.jpg', alt: '' }],
          },
          translations: { de: { description: 'Hell.' } },
          photos: [],
        },
      },
    })
  })
})

describe('a feed’s photos', () => {
  const garden = 'http://127.0.0.1:5080/images/gallery/beacon-hill-brownstone-garden-1200.avif'
  const living = 'http://127.0.0.1:5080/images/gallery/beacon-hill-brownstone-living-1200.avif'

  it('fetches each address once, and the listings name the stored photos', async () => {
    const made = setUp()
    const first = await made.previewed('kyero', kyeroFeed)
    expect(first.diff.photos).toBe(2)
    await made.call('adam', 'POST', adminApi.importConfirm.href(first.import.id), {
      withdrawAbsent: false,
    })
    // Not confirmed before its photos are fetched: nothing is applied.
    expect(await made.deps.listings.newest('kyero-KY1001')).toBeNull()
    expect(await made.fetchPhotos(first.import.id)).toEqual({
      total: 2,
      stored: 2,
      failed: 0,
      pending: 0,
    })
    await made.confirm(first.import.id)
    expect(made.fetched.sort()).toEqual([garden, living])
    expect(made.photoRecords.size).toBe(2)
    const one = (await made.deps.listings.newest('kyero-KY1001'))!
    const two = (await made.deps.listings.newest('kyero-KY1002'))!
    const [gardenPhoto, livingPhoto] = one.photos
    expect(one.record.image).toBe(recordUrlOf(gardenPhoto!.sha256))
    expect(one.record.images).toEqual([
      { url: recordUrlOf(gardenPhoto!.sha256), alt: '' },
      { url: recordUrlOf(livingPhoto!.sha256), alt: '' },
    ])
    expect(two.photos).toEqual([gardenPhoto])

    // Again: nothing to fetch, nothing changed.
    const rerun = await made.previewed('kyero', kyeroFeed)
    expect(rerun.diff.photos).toBe(0)
    expect(rerun.diff.changed).toEqual([])
    await made.confirm(rerun.import.id)
    expect(made.fetched).toHaveLength(2)
  })

  it('knows the same bytes at another address as the same photo', async () => {
    const made = setUp()
    const first = await made.previewed('kyero', kyeroFeed)
    await made.confirm(first.import.id)
    const copy = `${garden}?copy`
    made.web.set(copy, made.web.get(garden)!)
    const moved = kyeroFeed.replace(garden, copy)
    const second = await made.previewed('kyero', moved)
    expect(second.diff.photos).toBe(1)
    await made.confirm(second.import.id)
    expect(made.photoRecords.size).toBe(2)
    const one = (await made.deps.listings.newest('kyero-KY1001'))!
    expect(one.record.image).toBe(recordUrlOf(one.photos[0]!.sha256))
    // The garden, by either address: one photo.
    expect((await made.deps.listings.newest('kyero-KY1002'))!.photos).toEqual([one.photos[0]])
  })

  it('@fault leaves out a photo that cannot be fetched, says which, and tries it again', async () => {
    const made = setUp()
    made.web.delete(garden)
    const first = await made.previewed('kyero', kyeroFeed)
    expect(await made.fetchPhotos(first.import.id)).toMatchObject({ stored: 1, failed: 1 })
    const result = await made.confirm(first.import.id)
    expect(result.photoFailures).toEqual([{ url: garden, message: 'The address answered 404.' }])
    expect(result.created).toEqual(['kyero-KY1001', 'kyero-KY1002'])
    const one = (await made.deps.listings.newest('kyero-KY1001'))!
    // The living room, the cover now; the garden left out.
    expect(one.record.images).toEqual([{ url: one.record.image, alt: '' }])
    expect(one.photos).toHaveLength(1)

    // The address answers again: the next run of the feed brings the photo.
    made.web.set(
      garden,
      readFileSync('public/images/gallery/beacon-hill-brownstone-garden-1200.avif'),
    )
    const rerun = await made.previewed('kyero', kyeroFeed)
    expect(rerun.diff.photos).toBe(1)
    await made.confirm(rerun.import.id)
    expect((await made.deps.listings.newest('kyero-KY1001'))!.photos).toHaveLength(2)
  })
})

describe('a change between the dry run and its confirmation', () => {
  it('@fault leaves a listing changed since the dry run as it is (a conflict)', async () => {
    const made = setUp()
    await made.catalogue()
    const adam = { uid: 'adam', name: 'Adam', role: 'admin' as const }
    expect((await moveListing(made.deps, '6', 'withdraw', 1, adam)).ok).toBe(true)
    const file = JSON.parse(await made.exported('json')) as {
      listings: { id: string; record: Record<string, unknown> }[]
    }
    file.listings.find(({ id }) => id === '6')!.record.price = 1
    const { import: stored } = await made.previewed('json', JSON.stringify(file))
    const six = (await made.deps.listings.newest('6'))!
    expect((await saveListing(made.deps, '6', six.n, six, adam)).ok).toBe(true)
    const result = await made.confirm(stored.id)
    expect(result.conflicts).toEqual(['6'])
    expect((await made.deps.listings.newest('6'))!.record.price).not.toBe(1)
  })
})
