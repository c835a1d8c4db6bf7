// CI's deterministic part of the performance budget (bench/budget.json "bundles"): the bytes each
// route downloads and which chunks it loads. Timings stay in `npm run bench`.
import { readFileSync } from 'node:fs'
import { checkBundles } from './lib/check-bundles.mjs'
import { otherLanguagesIn, readDist, routeBundle } from './lib/route-bundles.mjs'

const budget = JSON.parse(readFileSync(new URL('../bench/budget.json', import.meta.url), 'utf8'))
const { manifest, readAsset, appStart } = readDist()
const { report, problems } = checkBundles(manifest, readAsset, budget.bundles, appStart)
console.table(report)

// Each other language's routes against English's, the same route (issue 31: within 5 %): the
// same code, only the words differ.
const languages = otherLanguagesIn()
if (languages.length) {
  const rows = Object.entries(budget.bundles.routes).map(([route, { module }]) => {
    const bytes = (build) =>
      manifest[module] && build.manifest[module]
        ? routeBundle(build.manifest, module, build.readAsset, build.appStart).gzipBytes
        : NaN
    const english = bytes({ manifest, readAsset, appStart })
    const row = { route, 'en KB': Number((english / 1024).toFixed(1)) }
    for (const language of languages) {
      const other = bytes(readDist('dist', language))
      const ratio = other / english
      row[`${language} KB`] = Number((other / 1024).toFixed(1))
      row[`${language} / en`] = Number(ratio.toFixed(3))
      if (!(ratio <= budget.bundles.otherLanguageVsEnglish))
        problems.push(
          `${route} in ${language} downloads ${(other / 1024).toFixed(1)} KB, ${ratio.toFixed(3)}x English's (budget ${budget.bundles.otherLanguageVsEnglish}x)`,
        )
    }
    return row
  })
  console.table(rows)
}
for (const problem of problems) console.error(`OVER BUDGET: ${problem}`)
console.log(problems.length ? `${problems.length} bundle budget(s) exceeded` : 'bundle budgets: ok')
process.exit(problems.length ? 1 : 0)
