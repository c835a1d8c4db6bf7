import { estateRecord } from '@/testing/estate-records'
import { liveCatalogue, type LiveCatalogueDeps } from './live-catalogue'

const A = 'a'.repeat(64)
const B = 'b'.repeat(64)

const dataFile = (title: string, price = 1_000_000) =>
  JSON.stringify([estateRecord({ id: '1', estate_title: title, price })])
const frenchFile = (title: string) =>
  JSON.stringify({ language: 'fr', properties: { '1': { estate_title: title } } })

/** Version A's and B's files, the served site's, and a clock the tests move. */
function setUp(overrides: Partial<LiveCatalogueDeps> = {}) {
  const stored = new Map<string, string>([
    [`${A}/data.json`, dataFile('Villa A')],
    [`${A}/data.fr.json`, frenchFile('La villa A')],
    [`${B}/data.json`, dataFile('Villa B', 2_000_000)],
  ])
  let live: { hash: string } | null = null
  let now = 0
  const warn = vi.fn()
  const deps = {
    live: vi.fn<LiveCatalogueDeps['live']>(async () => live),
    versionFile: vi.fn(async (hash: string, name: string) => {
      const text = stored.get(`${hash}/${name}`)
      return text === undefined ? null : Buffer.from(text)
    }),
    siteFile: vi.fn(async (path: string) =>
      path === '/data.json'
        ? { ok: true as const, text: dataFile('Villa as deployed') }
        : { ok: false as const, reason: `${path} answered 404` },
    ),
    warn,
    now: () => now,
    ...overrides,
  }
  return {
    read: liveCatalogue(deps),
    deps,
    stored,
    publish: (hash: string | null) => (live = hash ? { hash } : null),
    later: (ms: number) => (now += ms),
  }
}

describe('the live catalogue the functions read (issue 45)', () => {
  it('is the served site’s before the first publish, then the live version’s', async () => {
    const { read, publish, later } = setUp()
    const deployed = await read()
    expect(deployed.hash).toBeNull()
    expect(deployed.estates.get('1')?.title).toBe('Villa as deployed')

    publish(A)
    later(1_000)
    const first = await read()
    expect(first.hash).toBe(A)
    expect(first.estates.get('1')?.title).toBe('Villa A')
    expect(first.titleIn('1', 'fr')).toBe('La villa A')
    expect(first.translations.fr?.byId.get('1')?.title).toBe('La villa A')
    expect(JSON.parse(first.text)).toEqual(JSON.parse(dataFile('Villa A')))

    // A restore or another publish: the next request after the look sees it.
    publish(B)
    later(1_000)
    const second = await read()
    expect(second.estates.get('1')?.price).toBe(2_000_000)
    // B has no French file: its titles stay English (titleIn gives none), with a warning.
    expect(second.titleIn('1', 'fr')).toBeUndefined()
  })

  it('reads a version once: requests within a second share one look at site/live', async () => {
    const { read, deps, publish, later } = setUp()
    publish(A)
    const [one, two] = await Promise.all([read(), read()])
    expect(one).toBe(two)
    expect(deps.live).toHaveBeenCalledTimes(1)
    later(5_000)
    expect(await read()).toBe(one)
    expect(deps.live).toHaveBeenCalledTimes(2)
    // Its files were read once, for the first look only.
    expect(deps.versionFile).toHaveBeenCalledTimes(3)
  })

  it('keeps the version before when the new one cannot be read, and says why @fault', async () => {
    const { read, publish, later, stored, deps } = setUp()
    publish(A)
    await read()
    const missing = 'c'.repeat(64)
    publish(missing)
    later(1_000)
    expect((await read()).hash).toBe(A)
    expect(deps.warn).toHaveBeenCalledWith(expect.stringContaining('data.json is not stored'))
    // Stored since (a late copy): read on the next look.
    stored.set(`${missing}/data.json`, dataFile('Villa C'))
    later(1_000)
    expect((await read()).estates.get('1')?.title).toBe('Villa C')
  })

  it('keeps the last catalogue when Firestore does not answer; with none, fails @fault', async () => {
    const down = () => Promise.reject(new Error('UNAVAILABLE'))
    const cold = setUp({ live: down })
    await expect(cold.read()).rejects.toThrow('UNAVAILABLE')

    const warm = setUp()
    warm.publish(A)
    const before = await warm.read()
    vi.mocked(warm.deps.live).mockImplementation(down)
    warm.later(1_000)
    expect(await warm.read()).toBe(before)
  })

  it('never takes a file that is not a catalogue: the one before stays, else the call fails @fault', async () => {
    const { read, publish, stored, later, deps } = setUp()
    stored.set(`${B}/data.json`, '<!doctype html>')
    publish(B)
    await expect(read()).rejects.toThrow('data.json')
    expect(deps.warn).toHaveBeenCalledWith(expect.stringContaining('data.json is not JSON'))
    publish(A)
    later(1_000)
    await read()
    publish(B)
    later(1_000)
    expect((await read()).hash).toBe(A)
  })
})
