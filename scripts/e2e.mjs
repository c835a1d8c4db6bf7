// `npm run test:e2e`: the browser tests against the production build served by the Hosting emulator,
// with the real Auth emulator. Extra arguments go to Playwright (e.g. a file or --grep).
import { execSync, spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import { chromiumPath, ensureChromium, testChromiumPath } from './lib/chromium.mjs'
import { emulatorLogFile } from './lib/emulator-config.mjs'
import { startEmulators } from './lib/emulators.mjs'

ensureChromium(testChromiumPath)
ensureChromium(chromiumPath) // installable.spec.ts (playwright.config.ts)
if (!process.env.SKIP_BUILD) execSync('npm run build', { stdio: 'inherit' })
// One process of the function to start with: the flood test starts its twenty itself, alone at the
// end (playwright.config.ts), so that the other tests do not share the cores with their start.
const emulators = await startEmulators({ quiet: true, logFile: emulatorLogFile })
let status = 1
try {
  // Not spawnSync: this process must go on reading the emulators' output meanwhile (into their
  // log file, which tests read), or their pipe fills and their logging stalls.
  // Playwright's own CLI, not through npx: a signal passed on must reach Playwright itself.
  const cli = createRequire(import.meta.url).resolve('@playwright/test/cli')
  const playwright = spawn(process.execPath, [cli, 'test', ...process.argv.slice(2)], {
    stdio: 'inherit',
  })
  // Ctrl+C (or a CI's kill) ends Playwright; this process stays to stop the detached emulators,
  // which would otherwise outlive it and hold the ports.
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => playwright.kill(signal))
  status = await new Promise((resolve) => playwright.on('exit', (code) => resolve(code ?? 1)))
} finally {
  await emulators.stop()
}
process.exit(status)
