// @vitest-environment node
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { FIRST_VISIT_FOLDER } from '../../build/language-build'
import { prefixOf, translatedLanguages } from '../../src/config/languages'
import { tourProviders } from '../../src/config/tour-providers'
import { firebaseConfig, productionCsp } from './emulator-config.mjs'
import { hostingConfig, policyFor, writeDeployHostingConfig } from './hosting-config.mjs'

/** The committed settings alone (.env), not a deployment's own .local files. */
const committed = Object.fromEntries(
  readFileSync(new URL('../../.env', import.meta.url), 'utf8')
    .split('\n')
    .map((line) => /^(VITE_\w+)=(.*)$/.exec(line))
    .filter((match) => match !== null)
    .map((match) => [match[1], match[2]]),
)

const cspOf = (config: typeof firebaseConfig) =>
  (config.hosting.headers as { headers: { key: string; value: string }[] }[])
    .flatMap((rule) => rule.headers)
    .find((header) => header.key === 'Content-Security-Policy')?.value
const directive = (policy: string | undefined, name: string) =>
  policy?.split('; ').find((part) => part.startsWith(`${name} `))

describe('the served Content-Security-Policy', () => {
  it('is firebase.json’s for the committed settings: firebase.json is not stale', () => {
    expect(cspOf(hostingConfig({ settings: committed }))).toBe(productionCsp)
  })

  it('allows frames from the settings’ auth domain and the 3D-tour providers alone', () => {
    const policy = cspOf(
      hostingConfig({ settings: { VITE_FIREBASE_AUTH_DOMAIN: 'login.luxury.example' } }),
    )
    const tours = Object.keys(tourProviders).map((host) => `https://${host}`)
    expect(tours.length).toBeGreaterThan(0)
    expect(directive(policy, 'frame-src')).toBe(
      ['frame-src https://login.luxury.example', ...tours].join(' '),
    )
    expect(policy).not.toContain('demo-luxury-living')
    // The providers' hosts are allowed as frames and nowhere else.
    for (const tour of tours)
      expect(policy?.split('; ').filter((part) => part.includes(tour))).toHaveLength(1)
  })

  it('adds an emulator to connect-src and frame-src only', () => {
    const emulator = 'http://127.0.0.1:9099'
    const local = policyFor(productionCsp!, { authDomain: 'a.example', emulator })
    const changed = local.split('; ').filter((part) => part.includes(emulator))
    expect(changed.map((part) => part.split(' ')[0])).toEqual(['connect-src', 'frame-src'])
  })

  it('refuses an auth domain that is no host name', () => {
    for (const authDomain of ['', 'a.example; script-src *', 'https://a.example', undefined])
      expect(() => policyFor(productionCsp!, { authDomain })).toThrow(/not a host name/)
  })
})

describe('the rewrites', () => {
  const rewrites = firebaseConfig.hosting.rewrites as { source: string; destination?: string }[]
  const sources = rewrites.map((rewrite) => rewrite.source)

  it('answer a path of another language with that language’s app, before English’s', () => {
    for (const language of translatedLanguages) {
      const own = rewrites.find((rewrite) => rewrite.source === `${prefixOf(language)}/**`)
      expect(own?.destination).toBe(`${prefixOf(language)}/app.html`)
      expect(sources.indexOf(own!.source)).toBeLessThan(sources.indexOf('**'))
    }
    expect(sources.at(-1)).toBe('**')
  })
})

it('sends a first visit by its browser’s language from the folder the build writes', () => {
  expect((firebaseConfig.hosting as { i18n?: { root: string } }).i18n?.root).toBe(
    `/${FIRST_VISIT_FOLDER}`,
  )
})

describe('the answers of the functions', () => {
  type Rule = { source: string; headers: { key: string; value: string }[] }
  const rules = firebaseConfig.hosting.headers as Rule[]
  const rewrites = firebaseConfig.hosting.rewrites as { source: string; function?: unknown }[]
  /** Hosting's globs as this file writes them: `**` any path, `*` one segment's characters. */
  const matches = (glob: string, path: string) =>
    new RegExp(
      `^${glob
        .split('**')
        .map((part) =>
          part
            .split('*')
            .map((text) => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
            .join('[^/]*'),
        )
        .join('.*')}$`,
    ).test(path)
  /** What Hosting sends for `key` on `path`: the last matching rule that sets it wins. */
  const served = (path: string, key: string) =>
    rules
      .filter((rule) => matches(rule.source, path))
      .flatMap((rule) => rule.headers)
      .filter((header) => header.key === key)
      .at(-1)?.value

  it('reads globs as Hosting does, and the rules as they were meant', () => {
    expect(matches('**', '/a/b')).toBe(true)
    expect(matches('/api/**', '/api/saved-estates/7')).toBe(true)
    expect(matches('/api/**', '/apiary')).toBe(false)
    expect(matches('/sw.js', '/swajs')).toBe(false)
    expect(served('/assets/app.js', 'Cache-Control')).toBe('public, max-age=31536000, immutable')
    expect(served('/', 'Cache-Control')).toBe('no-cache')
  })

  it('keeps a catalogue version’s files for good, and the plain data files never unchecked', () => {
    // Named by their content (decision 054): the same address never answers other bytes.
    expect(served('/catalogue/0123456789abcdef/data.fr.json', 'Cache-Control')).toBe(
      'public, max-age=31536000, immutable',
    )
    expect(served('/data.json', 'Cache-Control')).toBe('no-cache')
  })

  it('are never stored: every path a function answers is no-store as Hosting serves it', () => {
    // The exchange rates are the one public, shared answer: the same for everyone, briefly cached
    // (decision 045). Everything else a function answers is under /api/ and never stored.
    const shared = { '/rates.json': 'public, max-age=300, s-maxage=600' }
    const functionRewrites = rewrites.filter(
      (rewrite) => rewrite.function && !Object.hasOwn(shared, rewrite.source),
    )
    expect(functionRewrites.length).toBeGreaterThan(0)
    for (const [path, cacheControl] of Object.entries(shared))
      expect(served(path, 'Cache-Control'), path).toBe(cacheControl)
    for (const { source } of functionRewrites) {
      // The rewrite's own path, and one below it where it has a glob.
      const paths = [source.replace(/\/?\*\*$/, ''), source.replace(/\*\*/g, 'some/id')]
      for (const path of paths) {
        expect(path, source).toMatch(/^\/api\//)
        expect(served(path, 'Cache-Control'), path).toBe('no-store')
      }
    }
  })
})

describe('the deploy’s config', () => {
  it('serves a published version’s build folder with the same headers (site-runner-once.mjs)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'deploy-config-'))
    try {
      const root = fileURLToPath(new URL('../..', import.meta.url))
      const file = writeDeployHostingConfig({
        file: join(dir, 'firebase.publish.json'),
        publicDir: join(root, 'work', 'builds', 'abc'),
      })
      const written = JSON.parse(readFileSync(file, 'utf8')) as typeof firebaseConfig
      expect(written.hosting.public).toBe('work/builds/abc')
      expect(cspOf(written)).toBe(cspOf(hostingConfig()))
      expect(written.hosting.rewrites).toEqual(firebaseConfig.hosting.rewrites)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
