// `npm test`: every check, in the order that fails fastest.
import { spawnSync } from 'node:child_process'

const steps = [
  ['format', 'npx --no-install prettier --check .'],
  ['dependency audit', 'node scripts/audit.mjs'],
  ['lint', 'npx --no-install eslint . --max-warnings 0'],
  ['types', 'npx --no-install tsc -b'],
  ['unit tests', 'npx --no-install vitest run'],
  ['build', 'npm run build'],
  ['bundle budgets', 'node scripts/check-bundles.mjs'],
  ['browser tests', 'SKIP_BUILD=1 node scripts/e2e.mjs'],
]

const results = []
for (const [name, command] of steps) {
  console.log(`\n=== ${name}: ${command}`)
  const started = Date.now()
  const { status } = spawnSync(command, { stdio: 'inherit', shell: true })
  results.push({ name, ok: status === 0, seconds: ((Date.now() - started) / 1000).toFixed(1) })
  if (status !== 0) break
}
console.log('\n=== summary')
for (const { name, ok, seconds } of results)
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${name} (${seconds}s)`)
const passed = results.filter((result) => result.ok).length
console.log(`steps: ${passed} passed, ${steps.length - passed} failed`)
const failed = results.some((result) => !result.ok) || results.length < steps.length
process.exit(failed ? 1 : 0)
