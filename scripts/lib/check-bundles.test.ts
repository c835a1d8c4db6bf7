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
})
