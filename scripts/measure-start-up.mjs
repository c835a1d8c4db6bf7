// `node scripts/measure-start-up.mjs [--runs 9] [--paths /,/login] DIR [DIR...]`: each built dist/
// folder's start-up on the given paths, the folders alternating run by run, in a bare Chromium
// (lib/bare-chromium.mjs) at 4x CPU slowdown, no emulators (lib/serve-dist.mjs). Per folder and
// path, medians of: the time the app has taken over from the static shell (its buttons enabled),
// the main thread's task time until then and two seconds after (CDP Performance metrics), the
// long tasks' total and their blocking time (each task's time over 50 ms, as TBT counts it).
// Then, in fresh pages, what creating Intl's formatters costs at 4x (decision 006 avoided them),
// and a NumberFormat once a worker has made one (`--paths ''` measures only these; `--skip-intl`
// leaves them out). The bytes printed first are check-bundles' plus the English catalogue's chunk.
// Written for decision 037 (the i18n library): builds that differ by one change, measured in turn.
import { parseArgs } from 'node:util'
import { readFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import { openBarePage } from './lib/bare-chromium.mjs'
import { ensureChromium } from './lib/chromium.mjs'
import { readDist, routeBundle } from './lib/route-bundles.mjs'
import { measureAlternating } from './lib/serve-dist.mjs'
import { median } from './lib/statistics.mjs'

const { values: options, positionals: dirs } = parseArgs({
  options: {
    runs: { type: 'string', default: '9' },
    paths: { type: 'string', default: '/,/login' },
    'skip-intl': { type: 'boolean', default: false },
  },
  allowPositionals: true,
})
if (!dirs.length) throw new Error('Name at least one built dist/ folder.')
const runs = Number(options.runs)
const paths = options.paths.split(',').filter(Boolean)
ensureChromium()

// Bytes: what check-bundles counts, plus the English catalogue's chunk where the build has one
// (a dynamic import of the app's start, so check-bundles does not count it).
const budget = JSON.parse(readFileSync(new URL('../bench/budget.json', import.meta.url), 'utf8'))
console.log('gzip bytes per route (check-bundles) + English catalogue chunk')
for (const dir of dirs) {
  const { manifest, readAsset, appStart } = readDist(dir)
  const catalogue = Object.keys(manifest)
    .filter((key) => /catalogues\/.*\ben\.ts$/.test(key))
    .flatMap((key) => [
      manifest[key].file,
      ...(manifest[key].imports ?? []).map((k) => manifest[k].file),
    ])
  const catalogueBytes = [...new Set(catalogue)].reduce(
    (sum, file) => sum + gzipSync(readAsset(file), { level: 9 }).length,
    0,
  )
  const row = { build: dir, 'en catalogue': catalogueBytes }
  for (const route of ['home', 'login', 'detail']) {
    const { gzipBytes } = routeBundle(
      manifest,
      budget.bundles.routes[route].module,
      readAsset,
      appStart,
    )
    row[route] = gzipBytes + catalogueBytes
  }
  console.log(JSON.stringify(row))
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))
const metric = async (page, name) =>
  (await page.send('Performance.getMetrics')).metrics.find((m) => m.name === name).value * 1000

async function startUp(url) {
  const page = await openBarePage()
  try {
    await page.send('Emulation.setCPUThrottlingRate', { rate: 4 })
    await page.send('Page.enable')
    await page.send('Performance.enable')
    await page.send('Page.addScriptToEvaluateOnNewDocument', {
      source: `window.startTasks = []
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) startTasks.push(entry.duration)
        }).observe({ type: 'longtask', buffered: true })`,
    })
    const before = await metric(page, 'TaskDuration')
    await page.send('Page.navigate', { url })
    await page.waitFor(`!!document.querySelector('#root button:not([disabled])')`)
    const ready = await page.evaluate('performance.now()')
    await sleep(2000)
    const taskMs = (await metric(page, 'TaskDuration')) - before
    const tasks = await page.evaluate('startTasks')
    return {
      ready,
      taskMs,
      longMs: tasks.reduce((sum, d) => sum + d, 0),
      blockingMs: tasks.reduce((sum, d) => sum + Math.max(0, d - 50), 0),
    }
  } finally {
    await page.close()
  }
}

for (const path of paths) {
  const found = await measureAlternating(dirs, null, runs, async (url) => {
    const run = await startUp(new URL(path, url).href)
    // Each run as it comes, so a run cut short still leaves its figures.
    console.error(JSON.stringify({ path, url, ...run }))
    return run
  })
  console.log(`\n${path}: medians of ${runs} runs at 4x (ms)`)
  for (const [index, dir] of dirs.entries()) {
    const row = { build: dir }
    for (const key of ['ready', 'taskMs', 'longMs', 'blockingMs'])
      row[key] = Math.round(median(found[index].map((run) => run[key])))
    console.log(JSON.stringify(row))
  }
}

// Intl's formatters, each kind in a fresh page: the first one made (the page's first use of Intl,
// which loads its locale data), another of the same kind, and one for another language.
const formatters = {
  PluralRules: (lang) => `new Intl.PluralRules('${lang}').select(2)`,
  NumberFormat: (lang) => `new Intl.NumberFormat('${lang}').format(2450)`,
  compactMoney: (lang) =>
    `new Intl.NumberFormat('${lang}', { style: 'currency', currency: 'EUR', notation: 'compact', maximumSignificantDigits: 3 }).format(11849000)`,
  DateTimeFormat: (lang) => `new Intl.DateTimeFormat('${lang}', { dateStyle: 'long' }).format(0)`,
}
// The same NumberFormat once a worker of the page has made one: ICU's locale data is the process's.
const warmedInWorker = `await new Promise((resolve) => {
  const code = 'new Intl.NumberFormat("en").format(2450); postMessage(0)'
  new Worker(URL.createObjectURL(new Blob([code], { type: 'text/javascript' }))).onmessage = resolve
})`
async function intlCost(make, before = '') {
  const page = await openBarePage()
  try {
    await page.send('Emulation.setCPUThrottlingRate', { rate: 4 })
    return await page.evaluate(`(async () => {
      ${before}
      const time = (make) => { const start = performance.now(); make(); return performance.now() - start }
      return [time(() => ${make('en')}), time(() => ${make('en')}), time(() => ${make('fr')})]
    })()`)
  } finally {
    await page.close()
  }
}
if (!options['skip-intl']) {
  const costs = Object.fromEntries(Object.keys(formatters).map((kind) => [kind, []]))
  costs['NumberFormat, a worker first'] = []
  for (let run = 0; run < runs; run += 1) {
    for (const [kind, make] of Object.entries(formatters)) costs[kind].push(await intlCost(make))
    costs['NumberFormat, a worker first'].push(
      await intlCost(formatters.NumberFormat, warmedInWorker),
    )
  }
  console.log(
    `\nIntl formatters at 4x, medians of ${runs} fresh pages (ms): first, again, another language`,
  )
  for (const [kind, found] of Object.entries(costs))
    console.log(
      kind,
      [0, 1, 2].map((i) => Number(median(found.map((c) => c[i])).toFixed(1))).join(' / '),
    )
}
