import { readFileSync } from 'node:fs'
import { parseArgs } from 'node:util'

export const { values: options } = parseArgs({
  options: {
    estates: { type: 'string' },
    // By default the runs the budget needs for a verdict (bench/budget.json "againstFloors" minRuns).
    runs: { type: 'string' },
    'skip-build': { type: 'boolean', default: false },
    // Another build (a dist/ folder built from another commit, on the same disk as dist/), measured
    // in the same run, the two builds alternating run by run, so the machine's noise hits both alike.
    compare: { type: 'string' },
    // Only these pages (keys of bench/budget.json "pages", e.g. home,login,detail, and a page's key
    // with its language's, e.g. loginFr); all by default.
    pages: { type: 'string' },
    // Only the search's figures ("search"): no Lighthouse, no scale run; with --compare, alternating.
    only: { type: 'string' },
    // The pages without the search's figures (which home brings), for more runs of a page in the time.
    'skip-search': { type: 'boolean', default: false },
  },
})
if (options.only !== undefined && options.only !== 'search')
  throw new Error(`--only takes "search", not "${options.only}"`)
export const searchOnly = options.only === 'search'
export const budget = JSON.parse(
  readFileSync(new URL('../../bench/budget.json', import.meta.url), 'utf8'),
)
export const runs = Number(options.runs ?? budget.againstFloors.minRuns)
export const scaleCount = options.estates ? Number(options.estates) : undefined
export const outDir = `bench-results/${new Date().toISOString().replace(/[:.]/g, '-')}${scaleCount ? `-estates-${scaleCount}` : ''}`
