// `npm run test:e2e`: the browser tests against the production build served by the Hosting emulator,
// with the real Auth emulator. Extra arguments go to Playwright (e.g. a file or --grep).
import { execSync, spawnSync } from 'node:child_process'
import { ensureChromium } from './lib/chromium.mjs'
import { startEmulators } from './lib/emulators.mjs'

ensureChromium()
if (!process.env.SKIP_BUILD) execSync('npm run build', { stdio: 'inherit' })
// As many of the function's processes as the flood test sends requests at once (enquiries-faults).
const emulators = await startEmulators({ quiet: true, functionProcesses: 20 })
let status = 1
try {
  const result = spawnSync(
    'npx',
    ['--no-install', 'playwright', 'test', ...process.argv.slice(2)],
    {
      stdio: 'inherit',
    },
  )
  status = result.status ?? 1
} finally {
  await emulators.stop()
}
process.exit(status)
