// CI's deterministic part of the performance budget (bench/budget.json "bundles"): the bytes each
// route downloads and which chunks it loads. Timings stay in `npm run bench`.
import { readFileSync } from 'node:fs'
import { checkBundles } from './lib/check-bundles.mjs'
import { readDist } from './lib/route-bundles.mjs'

const budget = JSON.parse(readFileSync(new URL('../bench/budget.json', import.meta.url), 'utf8'))
const { manifest, readAsset, appStart } = readDist()
const { report, problems } = checkBundles(manifest, readAsset, budget.bundles, appStart)
console.table(report)
for (const problem of problems) console.error(`OVER BUDGET: ${problem}`)
console.log(problems.length ? `${problems.length} bundle budget(s) exceeded` : 'bundle budgets: ok')
process.exit(problems.length ? 1 : 0)
