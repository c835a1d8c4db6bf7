/* global addEventListener, document, MutationObserver, requestAnimationFrame, window */
// `node scripts/measure-map.mjs [--estates 10000] [--runs 5] [--trace | --profile] DIR [DIR...]`:
// the bench's map opening (home with every estate, "Map" clicked, to the frame after the first
// cluster is in the page) on each built dist/ folder, the folders alternating run by run, in
// Chromium at 4x CPU slowdown, served by scripts/lib/serve-dist.mjs (no emulators). Prints the
// medians; with --trace, the main thread's CPU time in that window by kind (script, style, layout,
// paint); with --profile, a CPU profile of it: the functions with the most self time (build with
// `npx vite build --minify false` for names). --shell-count and --locate-in-timing time it the
// bench's old way, to show what that counted (decision 016).
import { parseArgs } from 'node:util'
import { ensureChromium } from './lib/chromium.mjs'
import { openSlowedPage } from './lib/slowed-page.mjs'
import { generateEstates } from './lib/generate-estates.mjs'
import { RESULTS_COUNT, waitForAppEstates } from './lib/wait-for-estates.mjs'
import { measureAlternating, tasksOf, traceCategories } from './lib/serve-dist.mjs'
import { median } from './lib/statistics.mjs'

const { values: options, positionals: dirs } = parseArgs({
  options: {
    estates: { type: 'string', default: '10000' },
    runs: { type: 'string', default: '5' },
    profile: { type: 'boolean', default: false },
    trace: { type: 'boolean', default: false },
    // The bench's old wait: for any count, the static HTML's included.
    'shell-count': { type: 'boolean', default: false },
    'locate-in-timing': { type: 'boolean', default: false },
  },
  allowPositionals: true,
})
if (!dirs.length) throw new Error('Name at least one built dist/ folder.')
const runs = Number(options.runs)
const data = JSON.stringify(generateEstates(Number(options.estates)))
ensureChromium()

/** Self time by function (name, file, line) of a CDP CPU profile, largest first. */
function selfTimes(profile) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]))
  const self = new Map()
  profile.samples.forEach((id, index) => {
    const node = byId.get(id)
    const { functionName, url, lineNumber, columnNumber } = node.callFrame
    const key = `${functionName || '(anonymous)'} ${url.split('/').pop()}:${lineNumber + 1}:${columnNumber + 1}`
    self.set(key, (self.get(key) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000)
  })
  return [...self.entries()].sort((a, b) => b[1] - a[1])
}

async function measure(url) {
  const { browser, page, cdp } = await openSlowedPage({ width: 1280, height: 900 })
  try {
    await page.addInitScript(() => {
      const seen = {}
      Object.assign(window, { benchMap: seen })
      addEventListener('click', (event) => (seen.clickedAt = event.timeStamp), { capture: true })
      addEventListener(
        'DOMContentLoaded',
        () =>
          new MutationObserver(() => {
            if (seen.clustersAt !== undefined) return
            if (!document.querySelector('.estates-cluster, .leaflet-marker-icon')) return
            seen.clustersAt = Number.NaN
            requestAnimationFrame(() => (seen.clustersAt = performance.now()))
          }).observe(document.body, { childList: true, subtree: true }),
        { once: true },
      )
    })
    // As the bench has it: the search page visited once (the service worker installed), then home
    // again with every estate, the map opened from the switch.
    for (let visit = 0; visit < 2; visit += 1) {
      await page.goto(url)
      if (options['shell-count'])
        await page
          .getByRole('status')
          .filter({ hasText: new RegExp(RESULTS_COUNT) })
          .waitFor({ timeout: 60_000 })
      else await waitForAppEstates(page)
      if (!visit) await page.waitForTimeout(2000)
    }
    if (options.profile) {
      await cdp.send('Profiler.enable')
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 })
      await cdp.send('Profiler.start')
    } else if (options.trace) await browser.startTracing(page, { categories: traceCategories })
    // As the bench has it: the switch found beforehand, clicked where it is, timed from the click's
    // event; with --locate-in-timing, the old way: Playwright's click() (its role query and
    // actionability checks in the page) timed from before it.
    const mapButton = page.getByRole('button', { name: 'Map', exact: true })
    let from
    if (options['locate-in-timing']) {
      await page.waitForTimeout(1500)
      from = await page.evaluate(() => performance.now())
      await mapButton.click()
    } else {
      await mapButton.scrollIntoViewIfNeeded()
      const box = await mapButton.boundingBox()
      await page.waitForTimeout(1500)
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
    }
    await page.waitForFunction(() => window.benchMap.clustersAt > 0, undefined, {
      timeout: 30_000,
    })
    const { clickedAt, clustersAt } = await page.evaluate(() => window.benchMap)
    const result = { fromClick: clustersAt - clickedAt, fromMark: clustersAt - (from ?? clickedAt) }
    if (options.profile) {
      const { profile } = await cdp.send('Profiler.stop')
      result.top = selfTimes(profile)
    } else if (options.trace) {
      const tasks = tasksOf(String(await browser.stopTracing()))
      const sum = (pick) => tasks.reduce((total, task) => total + pick(task), 0)
      result.cpu = sum((task) => task.cpu)
      for (const kind of ['script', 'style', 'layout', 'paint', 'gc'])
        result[kind] = sum((task) => task.parts[kind] ?? 0)
      result.longest = Math.max(0, ...tasks.map((task) => task.cpu))
    }
    return result
  } finally {
    await browser.close()
  }
}

const found = await measureAlternating(dirs, data, runs, measure)
console.log(
  `Map opened to first clusters at ${options.estates} estates, 4x CPU slowdown, medians of ${runs} (ms)`,
)
console.table(
  dirs.map((dir, index) => {
    const results = found[index]
    const of = (metric) => Math.round(median(results.map((result) => result[metric])))
    return {
      build: dir,
      'from the click event': of('fromClick'),
      ...(options['locate-in-timing'] ? { 'from before click()': of('fromMark') } : {}),
      runs: results.map((result) => Math.round(result.fromMark)).join(' '),
      ...(!options.trace
        ? {}
        : {
            'CPU in window': of('cpu'),
            'script / style / layout / paint / gc': ['script', 'style', 'layout', 'paint', 'gc']
              .map(of)
              .join(' / '),
            'longest task CPU': of('longest'),
          }),
    }
  }),
)
if (options.profile)
  for (const [index, dir] of dirs.entries()) {
    const total = new Map()
    for (const result of found[index])
      for (const [key, ms] of result.top) total.set(key, (total.get(key) ?? 0) + ms / runs)
    console.log(`\n${dir}: self time, mean of ${runs} runs (ms)`)
    for (const [key, ms] of [...total.entries()].sort((a, b) => b[1] - a[1]).slice(0, 40))
      console.log(`${ms.toFixed(1).padStart(8)}  ${key}`)
  }
