// `npm run bench [-- --estates 10000] [--runs 9] [--skip-build] [--pages a,b] [--compare DIR] [--only search] [--skip-search]`
// Builds, serves the build the production way (Hosting emulator + Auth emulator) and measures, as
// medians: Lighthouse 13 (mobile defaults, simulated throttling) on two floors (an empty page, and
// React + Router alone drawing a static page: bench/stack-floor), /, /login and /register (with accessibility, best practices and SEO); the signed-in pages (an
// estate's detail, /blogs, an article, /profile) with Lighthouse's user-flow mode and the same
// throttling; and the LCP of home and of the estate page again with that throttling applied in
// Playwright (reported beside the simulated, budgeted figures). With
// --estates N it also measures home at N estates against the sample catalogue in the same run, and,
// at 4x CPU slowdown, the main thread's longest task from the N estates' arrival to their first page
// drawn (in a bare Chromium, see lib/bare-chromium.mjs) and the paint after a click on "Show more"
// (Playwright); with the sample and at N estates, the search at 4x CPU slowdown (keystrokes, a
// filter, a sort, the map view), and home at N estates with a filter in the address (issue 16).
// Checks bench/budget.json and exits 1 when over budget: each page's main-thread work, TBT and LCP
// against the floors measured in the same run (the empty page, React + Router alone and each public
// page's content floor, whose figures move with the machine's load as the pages' do; decisions 027
// and 059), and no verdict from fewer runs than the budget's minRuns; CLS, accessibility, best
// practices and SEO, and the scale and search figures, absolute. Prints each page's main-thread work
// by category and the scripts that ran longest (medians.json too). With --compare DIR (a
// dist/ folder built from another commit) both builds are measured in the same run, alternating,
// with the ratios of their medians (the search figures too). With --only search, only the search's
// figures (at the sample and, with --estates, at scale; no Lighthouse). Raw reports go to
// bench-results/<time>/.
// The steps, in this folder: options (the command line), serve (which build dist/ holds, the
// floors written into each, the catalogue served), pages (the pages and their runs, interleaved
// build by build), lighthouse-runs and applied-run (one page's run), scale and search (their runs
// at 4x CPU), checks and floor-budget (the figures against bench/budget.json) and report (the
// tables printed).
import { execSync } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import { createAccount, deleteAllAccounts } from '../lib/auth-emulator-api.mjs'
import { ensureChromium } from '../lib/chromium.mjs'
import { startEmulators } from '../lib/emulators.mjs'
import { readDist } from '../lib/route-bundles.mjs'
import { pageChecks } from './checks.mjs'
import { bench } from './lighthouse-runs.mjs'
import { budget, options, outDir, runs, scaleCount } from './options.mjs'
import { listAppliedPages, measurePages, pagesToMeasure } from './pages.mjs'
import { printBudget, printComparison, printHomeBytes, summarize } from './report.mjs'
import { measureSearch, searchCatalogues } from './search.mjs'
import {
  builds,
  putBackOnInterrupt,
  readSamples,
  removeFloors,
  serve,
  useData,
  writeFloors,
} from './serve.mjs'

mkdirSync(outDir, { recursive: true })

ensureChromium()
if (!options['skip-build']) execSync('npm run build', { stdio: 'inherit' })

// This build as CI's bundle check reads it, for home's bytes.
const thisBuild = readDist()

readSamples()
putBackOnInterrupt()
await writeFloors()
listAppliedPages()

const emulators = await startEmulators({ quiet: true })
let failures = 0
try {
  await createAccount({ ...bench, displayName: 'Bench Visitor' })
  const sampleCount = JSON.parse(String(builds[0].sample)).properties.length
  const pages = pagesToMeasure(sampleCount)
  const measured = await measurePages(pages)
  const [medians, compared] = builds.map((build) => summarize(build, pages, measured))
  if (compared && pages.length) printComparison(pages, medians, compared)
  const checks = pageChecks(pages, medians, sampleCount)
  for (const data of searchCatalogues(pages))
    checks.push(...(await measureSearch(data, sampleCount)))
  if (medians.homeScaleFiltered) {
    checks.push([
      `home LCP ratio, ${scaleCount} with a filter in the address / ${sampleCount}`,
      medians.homeScaleFiltered.lcp / medians.home.lcp,
      '<=',
      budget.scale.lcpRatio,
    ])
  }
  printHomeBytes(thisBuild)
  failures = printBudget(checks)
  writeFileSync(
    `${outDir}/medians.json`,
    JSON.stringify({ runs, medians, ...(compared ? { compared } : {}), checks }, null, 2),
  )
  console.log(`\nRaw reports: ${outDir}/`)
} finally {
  serve(builds[0])
  useData('sample')
  removeFloors()
  await deleteAllAccounts().catch(() => {})
  await emulators.stop()
}
process.exit(failures ? 1 : 0)
