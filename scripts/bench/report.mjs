import { writeFileSync } from 'node:fs'
import { brotliCompressSync, constants as zlibConstants } from 'node:zlib'
import lighthouse from 'lighthouse'
import { appliedThrottlingLabel } from '../lib/applied-throttling.mjs'
import { medianWork } from '../lib/lighthouse-figures.mjs'
import { routeBundle } from '../lib/route-bundles.mjs'
import { median } from '../lib/statistics.mjs'
import { ms } from './checks.mjs'
import { budget, options, outDir, runs, scaleCount } from './options.mjs'
import { appliedPages } from './pages.mjs'

/** Medians of one build's runs, printed as a table. */
export function summarize(build, pages, measured) {
  const { pages: results, applied, scale } = measured[build.key]
  const medians = {}
  const rows = []
  for (const page of pages) {
    const all = results[page.key]
    const figures = Object.keys(all[0]).filter((metric) => metric !== 'work')
    medians[page.key] = {
      ...Object.fromEntries(
        figures.map((metric) => [metric, median(all.map((result) => result[metric]))]),
      ),
      work: medianWork(all.map((result) => result.work)),
    }
    rows.push({ page: page.label, ...medians[page.key] })
  }
  if (!pages.length) return medians
  console.log(
    `\n${build.label}: medians of ${runs} runs (Lighthouse ${lighthouse.version ?? '13'}, mobile, simulated throttling)`,
  )
  console.table(
    rows.map((row) => ({
      page: row.page,
      score: row.score,
      'FCP ms': Math.round(row.fcp),
      'LCP ms': Math.round(row.lcp),
      'LCP / floor': medians.floor ? Number((row.lcp / medians.floor.lcp).toFixed(2)) : '-',
      'TBT ms': Math.round(row.tbt),
      'main-thread ms': Math.round(row.mainThread),
      CLS: Number(row.cls.toFixed(3)),
      'JS KB': Number(row.jsKb.toFixed(1)),
      'CSS KB': Number(row.cssKb.toFixed(1)),
      'JS+CSS KB': Number((row.jsKb + row.cssKb).toFixed(1)),
      'image KB': Number(row.imageKb.toFixed(1)),
      'a11y / BP / SEO': !Number.isFinite(row.accessibility)
        ? ''
        : `${row.accessibility} / ${row.bestPractices} / ${row.seo}`,
    })),
  )
  printMainThreadWork(build, pages, medians)
  printContentFloors(build, pages, medians)
  medians.applied = {}
  for (const page of appliedPages) {
    if (!applied[page.key].length) continue
    medians.applied[page.key] = median(applied[page.key].map((result) => result.lcp))
    const english = page.inEnglish && medians.applied[page.inEnglish]
    console.log(
      `${page.label} LCP with those figures applied instead of simulated (Playwright, CDP: ${appliedThrottlingLabel}; reported beside the simulated figure above, which the budget checks): ${Math.round(medians.applied[page.key])} ms${english ? ` (English's ${Math.round(english)}, ratio ${(medians.applied[page.key] / english).toFixed(3)})` : ''} (runs: ${applied[page.key].map((result) => Math.round(result.lcp)).join(', ')})`,
    )
  }
  if (scaleCount && scale.length) {
    medians.scale = {
      longest: median(scale.map((result) => result.longestTask)),
      longestOverall: median(scale.map((result) => result.longestOverall)),
      paint: median(scale.map((result) => result.clickPaint)),
      drawn: median(scale.map((result) => result.cardsDrawn)),
      ratio: medians.homeScale.lcp / medians.home.lcp,
    }
    const { longest, longestOverall, paint, drawn } = medians.scale
    console.log(
      `At ${scaleCount} estates (4x CPU slowdown, medians of ${runs}; Playwright, and a bare Chromium for the tasks): longest main-thread task from the estates' arrival (held until the app has started) to their first page drawn ${longest ? `${Math.round(longest)} ms` : 'none of 50 ms or more (the Long Tasks API reports from 50 ms)'} (of the whole start-up: ${Math.round(longestOverall)} ms); "Show more" click to next paint (Event Timing) ${Math.round(paint)} ms, to the frame drawing the new cards ${Math.round(drawn)} ms; cards after one click: ${scale[0].cards}`,
    )
    writeFileSync(`${outDir}/${build.key}-scale.json`, JSON.stringify(scale, null, 2))
  }
  return medians
}

/**
 * Where each page's main-thread work went (medians, ms): by Lighthouse's categories, and the
 * scripts that ran longest, so a check over its limit points at a cause.
 */
function printMainThreadWork(build, pages, medians) {
  console.log(`\n${build.label}: main-thread work by category (medians, ms)`)
  const categories = [
    ...new Set(pages.flatMap((page) => Object.keys(medians[page.key].work.categories))),
  ]
  console.table(
    pages.map((page) => ({
      page: page.label,
      total: Math.round(medians[page.key].mainThread),
      ...Object.fromEntries(
        categories.map((name) => [name, Math.round(medians[page.key].work.categories[name] ?? 0)]),
      ),
    })),
  )
  console.log(`${build.label}: the scripts that ran longest (scripting, medians, ms)`)
  for (const page of pages) {
    const scripts = Object.entries(medians[page.key].work.scripts)
      .map(([name, ms]) => `${name} ${Math.round(ms)}`)
      .join(', ')
    console.log(`  ${page.label}: ${scripts || 'none'}`)
  }
}

/**
 * The arithmetic of each public page's main-thread work (issue 33): what its content costs the
 * browser with no script (its content floor), what its scripts add on top, and what the stack's
 * scripts add to the empty page; and what the budget (mainThreadVsStack times the stack floor)
 * leaves the page's scripts once its content is drawn.
 */
function printContentFloors(build, pages, medians) {
  const { floor, stack } = medians
  const rows = pages.filter((page) => page.contentOf && medians[page.contentOf])
  if (!rows.length || !floor || !stack) return
  const limit = budget.againstFloors.mainThreadVsStack * stack.mainThread
  console.log(
    `\n${build.label}: main-thread work against content floors (medians, ms; the stack floor ${ms(stack.mainThread)}, its scripts over the empty page ${ms(stack.mainThread - floor.mainThread)}; the budget ${ms(limit)})`,
  )
  console.table(
    rows.map((content) => {
      const page = medians[content.contentOf]
      const own = medians[content.key].mainThread
      return {
        page: content.contentOf,
        'main-thread': ms(page.mainThread),
        'content floor': ms(own),
        'content / stack': Number((own / stack.mainThread).toFixed(2)),
        'scripts add': ms(page.mainThread - own),
        'scripts / stack scripts': Number(
          ((page.mainThread - own) / (stack.mainThread - floor.mainThread)).toFixed(1),
        ),
        'budget left to scripts': ms(limit - own),
      }
    }),
  )
}

/** This build's medians against the compared build's, as ratios. */
export function printComparison(pages, medians, compared) {
  const ratio = (a, b) => (b ? Number((a / b).toFixed(2)) : '-')
  console.log(
    `\nThis build against ${options.compare} (ratios of the medians above; < 1 is better)`,
  )
  console.table(
    pages.map((page) => {
      const [now, then] = [medians[page.key], compared[page.key]]
      return {
        page: page.label,
        'LCP ms': `${Math.round(now.lcp)} / ${Math.round(then.lcp)}`,
        'LCP ratio': ratio(now.lcp, then.lcp),
        'TBT ms': `${Math.round(now.tbt)} / ${Math.round(then.tbt)}`,
        'TBT ratio': ratio(now.tbt, then.tbt),
        'main-thread ratio': ratio(now.mainThread, then.mainThread),
        'JS+CSS KB': `${(now.jsKb + now.cssKb).toFixed(1)} / ${(then.jsKb + then.cssKb).toFixed(1)}`,
      }
    }),
  )
  for (const page of appliedPages) {
    const [now, then] = [medians.applied?.[page.key], compared.applied?.[page.key]]
    if (now && then)
      console.log(
        `${page.label} LCP, throttling applied: ${Math.round(now)} / ${Math.round(then)} ms (ratio ${ratio(now, then)})`,
      )
  }
}

/**
 * What home downloads, as CI's bundle check counts it (content, gzip -9) and as a deployed site
 * serves it (Brotli); Lighthouse's JS+CSS above adds each file's response headers.
 */
export function printHomeBytes(thisBuild) {
  const home = routeBundle(
    thisBuild.manifest,
    budget.bundles.routes.home.module,
    thisBuild.readAsset,
    thisBuild.appStart,
  )
  const brotli = home.files.reduce(
    (sum, file) =>
      sum +
      brotliCompressSync(thisBuild.readAsset(file), {
        params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 },
      }).length,
    0,
  )
  console.log(
    `\nhome JS+CSS content: ${(home.gzipBytes / 1024).toFixed(1)} KB gzip -9 (CI's budget ${budget.bundles.routes.home.maxGzipKb}), ${(brotli / 1024).toFixed(1)} KB Brotli, in ${home.files.length} files`,
  )
}

/** Prints each check against its budget; returns how many are over. */
export function printBudget(checks) {
  let failures = 0
  console.log('\nBudget (bench/budget.json)')
  const shown = (value) => (Number.isInteger(value) ? value : value.toFixed(value < 10 ? 3 : 1))
  for (const [name, value, op, limit, how] of checks) {
    const ok = op === '>=' ? value >= limit : value <= limit
    if (!ok) failures += 1
    console.log(
      `${ok ? 'ok  ' : 'OVER'} ${name}: ${shown(value)} (budget ${op} ${shown(limit)}${how ? `: ${how}` : ''})`,
    )
  }
  return failures
}
