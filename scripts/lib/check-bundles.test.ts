import { randomBytes } from 'node:crypto'
import { checkBundles } from './check-bundles.mjs'

// A build manifest in miniature: the entry, a home route and a detail route with a lazy map.
const manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: [],
    dynamicImports: ['src/home.tsx', 'src/detail.tsx'],
  },
  'src/home.tsx': { file: 'assets/home.js', imports: ['_load.js'] },
  '_load.js': { file: 'assets/load.js' },
  'src/detail.tsx': { file: 'assets/detail.js', dynamicImports: ['src/map.tsx'] },
  'src/map.tsx': { file: 'assets/estate-map.js', css: ['assets/estate-map.css'] },
}
const sizes: Record<string, number> = { 'assets/index.js': 40_000, 'assets/estate-map.js': 60_000 }
// Incompressible bytes, so gzip keeps their size.
const readAsset = (file: string) => {
  const code =
    file === 'assets/load.js'
      ? 'new URL("assets/estates-worker-1.js", import.meta.url)'
      : file === 'assets/estate-map.js'
        ? '"https://leafletjs.com"'
        : file.startsWith('assets/viewer-')
          ? '.yarl__root{}'
          : ''
  return Buffer.concat([Buffer.from(code), randomBytes(sizes[file] ?? 100)])
}
const budgets = (homeKb: number) => ({
  mapCode: 'https://leafletjs.com',
  mapOnlyOn: ['detail'],
  routes: {
    home: { module: 'src/home.tsx', maxGzipKb: homeKb },
    detail: { module: 'src/detail.tsx', maxGzipKb: 200 },
  },
})

describe('checkBundles', () => {
  it('passes a build within budget, with the map only on the detail page', () => {
    const { problems, report } = checkBundles(manifest, readAsset, budgets(100))
    expect(problems).toEqual([])
    expect(report.map((row: { route: string; map: boolean }) => [row.route, row.map])).toEqual([
      ['home', false],
      ['detail', true],
    ])
  })

  it("counts the app's start chunks on every route, and refuses one the manifest lacks", () => {
    const withStart = {
      ...manifest,
      '_start.js': { file: 'assets/start.js', imports: ['_react.js'] },
      '_react.js': { file: 'assets/react.js' },
    }
    const { report } = checkBundles(withStart, readAsset, budgets(100), ['assets/start.js'])
    expect(report.map((row: { files: number }) => row.files)).toEqual([6, 4]) // each with start and react
    expect(() => checkBundles(withStart, readAsset, budgets(100), ['assets/gone.js'])).toThrow(
      /assets\/gone\.js, a start chunk, is not in the build's manifest/,
    )
  })

  it('counts a worker the route starts', () => {
    const { report } = checkBundles(manifest, readAsset, budgets(100))
    expect(report[0].files).toBe(4) // entry, home, load, worker
  })

  it('fails when home grows past its byte budget', () => {
    const { problems } = checkBundles(manifest, readAsset, budgets(30))
    expect(problems).toEqual([
      expect.stringMatching(/^home downloads 39\.\d KB gzipped \(budget 30 KB\)$/),
    ])
  })

  it('fails when home starts loading the map', () => {
    const leaky = {
      ...manifest,
      'src/home.tsx': {
        file: 'assets/home.js',
        imports: ['_load.js'],
        dynamicImports: ['src/map.tsx'],
      },
    }
    const { problems } = checkBundles(leaky, readAsset, budgets(500))
    expect(problems).toEqual([
      expect.stringMatching(/^home loads the map \(assets\/estate-map\.js\); only detail may$/),
    ])
  })

  it('fails when home is split into more files than its budget allows', () => {
    const withFiles = (maxFiles: number) => ({
      ...budgets(100),
      routes: { home: { module: 'src/home.tsx', maxGzipKb: 100, maxFiles } },
    })
    expect(checkBundles(manifest, readAsset, withFiles(4)).problems).toEqual([])
    expect(checkBundles(manifest, readAsset, withFiles(3)).problems).toEqual([
      'home downloads 4 files (budget 3)',
    ])
  })

  describe('code loaded when opened (the photo viewer)', () => {
    const withViewer = (detail: object) => ({
      ...manifest,
      'src/detail.tsx': detail,
      // Named anything: the viewer is known by its code.
      'src/photo-viewer.tsx': {
        file: 'assets/viewer-1a2b.js',
        css: ['assets/viewer-3c4d.css'],
      },
    })
    const viewerBudgets = {
      ...budgets(500),
      onOpen: { 'photo viewer': { code: 'yarl__', on: ['detail'] } },
    }

    it('passes when the detail page loads it only on demand', () => {
      const lazy = withViewer({
        file: 'assets/detail.js',
        dynamicImports: ['src/map.tsx', 'src/photo-viewer.tsx'],
      })
      expect(checkBundles(lazy, readAsset, viewerBudgets).problems).toEqual([])
    })

    it('fails when a page downloads it up front', () => {
      const eager = withViewer({
        file: 'assets/detail.js',
        imports: ['src/photo-viewer.tsx'],
        dynamicImports: ['src/map.tsx'],
      })
      expect(checkBundles(eager, readAsset, viewerBudgets).problems).toEqual([
        'detail downloads the photo viewer up front (assets/viewer-1a2b.js, assets/viewer-3c4d.css)',
      ])
    })

    it('fails when the page that offers it cannot load it', () => {
      expect(checkBundles(manifest, readAsset, viewerBudgets).problems).toEqual([
        'detail cannot load the photo viewer (yarl__)',
      ])
    })
  })
})
