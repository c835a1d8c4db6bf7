// `node scripts/measure-lcp.mjs [--runs 30] [--path /] DIR [DIR...]`: each built dist/ folder's
// LCP on one path with Lighthouse's mobile throttling applied (CDP: 150 ms RTT, 1.6 Mbps, 4x CPU;
// cold cache) in a bare Chromium (lib/bare-chromium.mjs), the folders alternating run by run and
// served by lib/serve-dist.mjs (no emulators). Prints each run, then medians of the LCP, the first
// paint and the HTML's arrival. Written for issue 31: Lighthouse's simulated LCP of home counts a
// script only when the unthrottled load ran it before the first paint (a race), so a few per cent
// between two builds needs many runs of a figure without that race
// (docs/measuring/measurements-log.md, the next session of 2026-11-25).
import { parseArgs } from 'node:util'
import { applyThrottling, appliedThrottlingLabel } from './lib/applied-throttling.mjs'
import { openBarePage } from './lib/bare-chromium.mjs'
import { ensureChromium } from './lib/chromium.mjs'
import { measureAlternating } from './lib/serve-dist.mjs'
import { median } from './lib/statistics.mjs'

const { values: options, positionals: dirs } = parseArgs({
  options: { runs: { type: 'string', default: '30' }, path: { type: 'string', default: '/' } },
  allowPositionals: true,
})
if (!dirs.length) throw new Error('Name at least one built dist/ folder.')
ensureChromium()

async function paintRun(url) {
  const page = await openBarePage()
  try {
    await page.send('Page.enable')
    await page.send('Network.setCacheDisabled', { cacheDisabled: true })
    await applyThrottling((method, params) => page.send(method, params))
    await page.send('Page.addScriptToEvaluateOnNewDocument', {
      source: `window.lcpEntries = []
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) lcpEntries.push(entry.startTime)
        }).observe({ type: 'largest-contentful-paint', buffered: true })`,
    })
    await page.send('Page.navigate', { url })
    // The app has taken over (its controls enabled), then a while for a late candidate.
    await page.waitFor(`!!document.querySelector('#root button:not([disabled])')`)
    await new Promise((resolve) => setTimeout(resolve, 1500))
    return await page.evaluate(`({
      lcp: lcpEntries.at(-1),
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      html: performance.getEntriesByType('navigation')[0].responseEnd,
    })`)
  } finally {
    await page.close()
  }
}

const runs = Number(options.runs)
const found = await measureAlternating(dirs, null, runs, async (url) => {
  const run = await paintRun(new URL(options.path, url).href)
  console.error(JSON.stringify({ url, ...run }))
  return run
})
console.log(`\n${options.path}: medians of ${runs} runs (${appliedThrottlingLabel}, applied; ms)`)
for (const [index, dir] of dirs.entries()) {
  const row = { build: dir }
  for (const key of ['lcp', 'fcp', 'html'])
    row[key] = Math.round(median(found[index].map((run) => run[key])))
  row.ratio = Number((row.lcp / median(found[0].map((run) => run.lcp))).toFixed(3))
  console.log(JSON.stringify(row))
}
