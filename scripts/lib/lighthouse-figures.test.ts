import {
  criticalBytes,
  inWorkGroupOrder,
  lcpPhotoBytes,
  mainThreadWork,
  medianWork,
  photoLimit,
  scriptName,
  simulatedNetwork,
} from './lighthouse-figures.mjs'

const origin = 'http://127.0.0.1:5080'

/** The parts of a Lighthouse report these figures read, as Lighthouse 13 writes them. */
function report({
  categories = {} as Record<string, number>,
  scripts = {} as Record<string, number>,
  requests = [] as object[],
  lcpSnippet = undefined as string | undefined,
  blocking = [] as object[],
} = {}) {
  return {
    configSettings: {
      throttling: { rttMs: 150, throughputKbps: 1638.4, cpuSlowdownMultiplier: 4 },
    },
    audits: {
      'mainthread-work-breakdown': {
        details: {
          items: Object.entries(categories).map(([groupLabel, duration]) => ({
            group: groupLabel,
            groupLabel,
            duration,
          })),
        },
      },
      'bootup-time': {
        details: {
          items: Object.entries(scripts).map(([url, scripting]) => ({ url, scripting, total: 0 })),
        },
      },
      'network-requests': { details: { items: requests } },
      'lcp-breakdown-insight': {
        details: {
          items: [
            { type: 'table', items: [] },
            ...(lcpSnippet ? [{ type: 'node', snippet: lcpSnippet }] : []),
          ],
        },
      },
      'render-blocking-insight': { details: { items: blocking } },
    },
  }
}

test('a file is named without its origin and its build hash', () => {
  expect(scriptName(`${origin}/assets/start-app-C17BbQzJ.js`)).toBe('/assets/start-app.js')
  expect(scriptName(`${origin}/assets/saved-estates-store-DefJmyr-.js`)).toBe(
    '/assets/saved-estates-store.js',
  )
  expect(scriptName(`${origin}/login`)).toBe('/login')
  expect(scriptName('Unattributable')).toBe('Unattributable')
})

test("one run's main-thread work is read by category and by script", () => {
  const work = mainThreadWork(
    report({
      categories: { 'Script Evaluation': 300, Other: 120 },
      scripts: { [`${origin}/assets/start-app-C17BbQzJ.js`]: 250, [`${origin}/login`]: 40 },
    }),
  )
  expect(work).toEqual({
    categories: { 'Script Evaluation': 300, Other: 120 },
    scripts: { '/assets/start-app.js': 250, '/login': 40 },
  })
})

test('runs are summed up as medians, a category missing from a run counting 0', () => {
  const runs = [
    { categories: { 'Script Evaluation': 300, Other: 100 }, scripts: {} },
    { categories: { 'Script Evaluation': 500, Other: 90 }, scripts: {} },
    { categories: { 'Script Evaluation': 400, 'Garbage Collection': 30 }, scripts: {} },
  ]
  expect(medianWork(runs).categories).toEqual({
    'Script Evaluation': 400,
    Other: 90,
    'Garbage Collection': 0,
  })
})

test('the top scripts are the five with the most scripting, largest first, none at 0 ms', () => {
  const scripts = { a: 10, b: 60, c: 30, d: 0, e: 50, f: 20, g: 40 }
  const { scripts: top } = medianWork([{ categories: {}, scripts }])
  expect(Object.entries(top)).toEqual([
    ['b', 60],
    ['e', 50],
    ['g', 40],
    ['c', 30],
    ['f', 20],
  ])
  expect(Object.keys(medianWork([{ categories: {}, scripts: { d: 0 } }]).scripts)).toEqual([])
})

test("the groups of main-thread work come in one order, the scripts' first, once each", () => {
  expect(
    inWorkGroupOrder([
      'Other',
      'Style & Layout',
      'A group Lighthouse adds',
      'Script Evaluation',
      'Parse HTML & CSS',
      'Script Evaluation',
      'Garbage Collection',
      'Rendering',
      'Script Parsing & Compilation',
    ]),
  ).toEqual([
    'Script Evaluation',
    'Script Parsing & Compilation',
    'Style & Layout',
    'Rendering',
    'Parse HTML & CSS',
    'Garbage Collection',
    'Other',
    'A group Lighthouse adds',
  ])
})

const photo = (name: string, transferSize: number, priority = 'Low') => ({
  url: `${origin}/images/${name}`,
  resourceType: 'Image',
  priority,
  transferSize,
})

test("the LCP photo's bytes are those of the image the LCP element names", () => {
  const lhr = report({
    requests: [photo('first-800.avif', 7000, 'High'), photo('hero-800.avif', 9000)],
    lcpSnippet: `<img src="${origin}/images/hero-800.avif" srcset="/images/hero-480.avif 480w, …">`,
  })
  expect(lcpPhotoBytes(lhr)).toBe(9000)
})

test('with no LCP element named, the photo is the first image requested at high priority', () => {
  const lhr = report({
    requests: [photo('thumb.avif', 2000), photo('hero.avif', 7428, 'High')],
  })
  expect(lcpPhotoBytes(lhr)).toBe(7428)
  expect(lcpPhotoBytes(report({ requests: [photo('thumb.avif', 2000)] }))).toBeNaN()
})

test('the critical bytes are the document and the render-blocking files', () => {
  const lhr = report({
    requests: [
      { url: `${origin}/`, resourceType: 'Document', transferSize: 10950 },
      { url: `${origin}/assets/index.css`, resourceType: 'Stylesheet', transferSize: 13329 },
    ],
    blocking: [{ url: `${origin}/assets/index.css`, totalBytes: 13329, wastedMs: 153 }],
  })
  expect(criticalBytes(lhr)).toBe(10950 + 13329)
})

test("the simulated network is read from the report's settings", () => {
  expect(simulatedNetwork(report())).toEqual({ rttMs: 150, throughputKbps: 1638.4 })
})

test("a photo page's limit is the floor, a round trip, and its bytes at the throughput", () => {
  // 1,638.4 Kbps of 1,024 bits: 209,715.2 bytes a second, so 209,715.2 bytes take 1 s.
  const limit = photoLimit({
    floorLcpMs: 800,
    photoBytes: 104_857.6,
    criticalBytes: 209_715.2,
    rttMs: 150,
    throughputKbps: 1638.4,
  })
  expect(limit.photoMs).toBeCloseTo(500)
  expect(limit.criticalMs).toBeCloseTo(1000)
  expect(limit.limitMs).toBeCloseTo(800 + 150 + 500 + 1000)
})
