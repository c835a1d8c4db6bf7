// `npm run reliability`: the figures of reliability and security in one place: the browser tests
// (their report ends with faults tried and survived, and CSP violations seen) and the property-based
// tests of the form rules (generated inputs tried and failures).
import { spawnSync } from 'node:child_process'
import { readFileSync, rmSync } from 'node:fs'

const runsSource = readFileSync(new URL('../src/testing/property-runs.ts', import.meta.url), 'utf8')
const runsPerProperty = Number(/PROPERTY_RUNS = (\d+)/.exec(runsSource)?.[1])
const report = 'test-results/property-tests.json'
rmSync(report, { force: true })
spawnSync(
  'npx',
  ['--no-install', 'vitest', 'run', '.property.test.', '--reporter=json', `--outputFile=${report}`],
  { stdio: 'inherit' },
)
const results = JSON.parse(readFileSync(report, 'utf8'))
const properties = results.testResults.flatMap((file) => file.assertionResults)
if (properties.length === 0) throw new Error('no property-based tests were found')
const failed = properties.filter((test) => test.status !== 'passed').length

const browser = spawnSync('node', ['scripts/e2e.mjs', ...process.argv.slice(2)], {
  stdio: 'inherit',
})

console.log('\nProperty-based tests (fast-check)')
console.log(
  `  properties: ${properties.length}, generated inputs tried: ${properties.length * runsPerProperty}, failures: ${failed}`,
)
console.log(
  '  (faults tried and survived, and CSP violations seen: the "Reliability" section above)',
)
process.exit(failed || browser.status ? 1 : 0)
