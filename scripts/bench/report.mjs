import { writeFileSync } from 'node:fs'
import { brotliCompressSync, constants as zlibConstants } from 'node:zlib'
import lighthouse from 'lighthouse'
import { appliedThrottlingLabel } from '../lib/applied-throttling.mjs'
import { inWorkGroupOrder, medianWork } from '../lib/lighthouse-figures.mjs'
import { routeBundle } from '../lib/route-bundles.mjs'
import { median } from '../lib/statistics.mjs'
import { budgetOf, ms } from './checks.mjs'
import { mainThreadAgainstStack } from './floor-budget.mjs'
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
  printAgainstFloors(build, pages, medians)
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

/** The groups any of these medians name, in workGroups' order. */
function groupsOf(pages, ...builds) {
  const named = pages.flatMap((page) =>
    builds.flatMap((medians) => Object.keys(medians[page.key]?.work.categories ?? {})),
  )
  return inWorkGroupOrder(named)
}

/**
 * Where each page's main-thread work went (medians, ms): by Lighthouse's categories, and the
 * scripts that ran longest, so a check over its limit points at a cause.
 */
function printMainThreadWork(build, pages, medians) {
  console.log(`\n${build.label}: main-thread work by category (medians, ms)`)
  const groups = groupsOf(pages, medians)
  console.table(
    pages.map((page) => ({
      page: page.label,
      total: Math.round(medians[page.key].mainThread),
      ...Object.fromEntries(
        groups.map((name) => [name, Math.round(medians[page.key].work.categories[name] ?? 0)]),
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
 * Each budgeted page's main-thread work against the floors, as the budget reads it (issue 47,
 * decision 059): a public page's less its content floor (what its HTML and styles cost the
 * browser with no script), a signed-in page's whole, each over the stack floor's; and its TBT and
 * LCP beside. The checks below say which hold.
 */
function printAgainstFloors(build, pages, medians) {
  const { stack } = medians
  const budgeted = pages.filter((page) => budgetOf(page) && medians[page.key])
  if (!budgeted.length || !stack) return
  const {
    publicOverContentVsStack,
    publicOverContentFirstStep,
    signedInMainThreadVsStack,
    tbtOverStackMs,
  } = budget.againstFloors
  console.log(
    `\n${build.label}: main-thread work against the floors (medians, ms; the stack floor ${ms(stack.mainThread)}, TBT ${ms(stack.tbt)}, LCP ${ms(stack.lcp)}; budget: a public page over its content floor ${publicOverContentVsStack}x the stack's (first step ${publicOverContentFirstStep}x), a signed-in page ${signedInMainThreadVsStack}x, TBT the stack's + ${tbtOverStackMs})`,
  )
  console.table(
    budgeted.map((page) => {
      const figures = medians[page.key]
      const content = pages.find((other) => other.contentOf === page.key)
      const contentFloor = content && medians[content.key].mainThread
      const { ratio } = mainThreadAgainstStack({
        mainThread: figures.mainThread,
        contentFloor,
        stack: stack.mainThread,
      })
      return {
        page: page.label,
        'main-thread': ms(figures.mainThread),
        'content floor': content ? ms(contentFloor) : '-',
        'content / stack': content ? Number((contentFloor / stack.mainThread).toFixed(2)) : '-',
        'budgeted / stack': Number(ratio.toFixed(2)),
        budget: content ? publicOverContentVsStack : signedInMainThreadVsStack,
        [`at ${publicOverContentFirstStep}x`]: content
          ? ratio <= publicOverContentFirstStep
            ? 'yes'
            : 'no'
          : '-',
        'TBT ms': ms(figures.tbt),
        'TBT - stack': ms(figures.tbt - stack.tbt),
        'LCP ms': ms(figures.lcp),
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
  const groups = groupsOf(pages, medians, compared)
  console.log(
    `\nMain-thread work by category, this build / ${options.compare} (medians, ms; the total's ratio last)`,
  )
  console.table(
    pages.map((page) => {
      const [now, then] = [medians[page.key], compared[page.key]]
      const side = (a, b) => `${Math.round(a ?? 0)} / ${Math.round(b ?? 0)}`
      return {
        page: page.label,
        ...Object.fromEntries(
          groups.map((name) => [name, side(now.work.categories[name], then.work.categories[name])]),
        ),
        total: side(now.mainThread, then.mainThread),
        ratio: ratio(now.mainThread, then.mainThread),
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
