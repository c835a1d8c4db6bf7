// `npm run test:e2e`: the browser tests against the production build served by the Hosting emulator,
// with the real Auth emulator. Extra arguments go to Playwright (e.g. a file or --grep).
import { execSync, spawnSync } from 'node:child_process'
import { chromiumPath, ensureChromium, testChromiumPath } from './lib/chromium.mjs'
import { startEmulators } from './lib/emulators.mjs'

ensureChromium(testChromiumPath)
ensureChromium(chromiumPath) // installable.spec.ts (playwright.config.ts)
if (!process.env.SKIP_BUILD) execSync('npm run build', { stdio: 'inherit' })
// One process of the function to start with: the flood test starts its twenty itself, alone at the
// end (playwright.config.ts), so that the other tests do not share the cores with their start.
const emulators = await startEmulators({ quiet: true })
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
