// @vitest-environment node
import { photoFileName } from '@/features/photos/photo-schema'
import { memoryPhotos } from './memory-photos'
import { phoneJpeg, heicBytes } from './photo-fixtures'
import { processPhoto, sha256Of } from './photo-pipeline'
import { inTurns, storePhoto } from './store-photo'

const agnes = { uid: 'agnes', name: 'Agnes' }

function setUp() {
  const made = memoryPhotos()
  let now = 1_000
  const deps = { ...made.photos, now: () => (now += 1_000) }
  return { ...made, deps }
}

describe('storing an uploaded photo', () => {
  it('writes its files, then its record: who, when, its size and each file', async () => {
    const { deps, files, byHash } = setUp()
    const jpeg = await phoneJpeg({ width: 1300, height: 900 })
    const stored = await storePhoto(jpeg, agnes, deps)
    const sha256 = sha256Of(jpeg)
    expect(stored).toMatchObject({ ok: true, created: true })
    expect(byHash.get(sha256)).toEqual({
      sha256,
      type: 'jpeg',
      bytes: jpeg.length,
      width: 900,
      height: 1300,
      variants: [
        { width: 1200, size: { width: 900, height: 1300 }, bytes: expect.any(Number) },
        { width: 800, size: { width: 800, height: 1156 }, bytes: expect.any(Number) },
        { width: 480, size: { width: 480, height: 693 }, bytes: expect.any(Number) },
      ],
      by: agnes,
      at: 2_000,
    })
    expect([...files.keys()].sort()).toEqual(
      [1200, 480, 800].map((width) => photoFileName(sha256, width)),
    )
    for (const variant of byHash.get(sha256)!.variants)
      expect(files.get(photoFileName(sha256, variant.width))?.length).toBe(variant.bytes)
  })

  it('stores the same file uploaded twice once, and answers the first record', async () => {
    const { deps, files, byHash } = setUp()
    const jpeg = await phoneJpeg({ width: 900, height: 600 })
    const process = vi.fn(processPhoto)
    const first = await storePhoto(jpeg, agnes, deps, { process })
    const again = await storePhoto(jpeg, { uid: 'adam', name: 'Adam' }, deps, { process })
    expect(again).toEqual({ ok: true, created: false, record: first.ok && first.record })
    expect(again.ok && again.record.by).toEqual(agnes)
    // Known by its hash: not decoded again.
    expect(process).toHaveBeenCalledOnce()
    expect(byHash.size).toBe(1)
    expect(files.size).toBe(3)
  })

  it('makes one record of two uploads of the same photo at once', async () => {
    const { deps, byHash } = setUp()
    const jpeg = await phoneJpeg({ width: 900, height: 600 })
    const [one, two] = await Promise.all([
      storePhoto(jpeg, agnes, deps),
      storePhoto(jpeg, { uid: 'adam', name: 'Adam' }, deps),
    ])
    expect([one, two].map((stored) => stored.ok && stored.created).sort()).toEqual([false, true])
    expect(one.ok && two.ok && one.record).toEqual(two.ok && two.record)
    expect(byHash.size).toBe(1)
  })

  it('leaves no photo when a file fails to be written mid-way, and stores it on the next try @fault', async () => {
    const { deps, files, byHash } = setUp()
    const jpeg = await phoneJpeg({ width: 900, height: 600 })
    const write = deps.storage.write
    let writes = 0
    deps.storage.write = async (name, bytes) => {
      if (++writes === 2) throw new Error('storage went away')
      return write(name, bytes)
    }
    await expect(storePhoto(jpeg, agnes, deps)).rejects.toThrow('storage went away')
    // One file written before the failure, and no record: there is no photo.
    expect(files.size).toBe(1)
    expect(byHash.size).toBe(0)
    expect(await deps.records.get(sha256Of(jpeg))).toBeNull()

    deps.storage.write = write
    const retried = await storePhoto(jpeg, agnes, deps)
    expect(retried).toMatchObject({ ok: true, created: true })
    expect(files.size).toBe(3)
  })

  it('leaves no photo when its record cannot be written @fault', async () => {
    const { deps, byHash } = setUp()
    const jpeg = await phoneJpeg({ width: 900, height: 600 })
    deps.records.create = () => Promise.reject(new Error('Firestore unavailable'))
    await expect(storePhoto(jpeg, agnes, deps)).rejects.toThrow('Firestore unavailable')
    expect(byHash.size).toBe(0)
  })

  it('refuses without writing anything or asking for a record', async () => {
    const { deps, files } = setUp()
    const get = vi.spyOn(deps.records, 'get')
    expect(await storePhoto(heicBytes(), agnes, deps)).toEqual({ ok: false, refusal: 'photo-heic' })
    expect(get).not.toHaveBeenCalled()
    expect(files.size).toBe(0)
  })
})

describe('photos made in turns', () => {
  it('runs one at a time, in the order asked, a failure freeing the turn', async () => {
    const log: string[] = []
    const releases: (() => void)[] = []
    const run = inTurns(async (name: string) => {
      log.push(`start ${name}`)
      await new Promise<void>((resolve) => releases.push(resolve))
      log.push(`end ${name}`)
      if (name === 'b') throw new Error('b failed')
      return name
    }, 1)
    const a = run('a')
    const b = run('b')
    const c = run('c')
    await vi.waitFor(() => expect(releases).toHaveLength(1))
    expect(log).toEqual(['start a'])
    releases[0]!()
    expect(await a).toBe('a')
    await vi.waitFor(() => expect(releases).toHaveLength(2))
    releases[1]!()
    await expect(b).rejects.toThrow('b failed')
    await vi.waitFor(() => expect(releases).toHaveLength(3))
    releases[2]!()
    expect(await c).toBe('c')
    expect(log).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c'])
  })
})
