// `npm run test:e2e`: the browser tests against the production build served by the Hosting emulator,
// with the real Auth emulator. Extra arguments go to Playwright (e.g. a file or --grep).
import { execSync, spawn } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromiumPath, ensureChromium, testChromiumPath } from './lib/chromium.mjs'
import { emulatorLogFile, siteRunnerLogFile } from './lib/emulator-config.mjs'
import { startEmulators } from './lib/emulators.mjs'
import { restorePlainBuild } from './lib/site-folders.mjs'
import { buildsDir, servedDir, startSiteRunner } from './site-runner.mjs'

ensureChromium(testChromiumPath)
ensureChromium(chromiumPath) // installable.spec.ts (playwright.config.ts)
if (!process.env.SKIP_BUILD) execSync('npm run build', { stdio: 'inherit' })
// The tests start from public/'s catalogue: a version a previous run published is not served.
else restorePlainBuild({ served: servedDir, buildsDir })
// One process of the function to start with: the flood test starts its twenty itself, alone at the
// end (playwright.config.ts), so that the other tests do not share the cores with their start.
const emulators = await startEmulators({ quiet: true, logFile: emulatorLogFile })
/** @type {import('node:child_process').ChildProcess | undefined} */
let playwright
let runnerCrashed = false
// A folder of the tests' own where one asks the runner to fail its next build (site-runner.mjs).
process.env.SITE_RUNNER_FAULTS = mkdtempSync(join(tmpdir(), 'luxury-living-runner-faults-'))
// Publish and Restore build the site through the local site runner (its lines: site-runner.log).
const runner = startSiteRunner({
  logFile: siteRunnerLogFile,
  onCrash: (message) => {
    runnerCrashed = true
    console.error(`\n${message}\n(see ${siteRunnerLogFile})`)
    playwright?.kill('SIGTERM')
  },
})
let status = 1
try {
  // Not spawnSync: this process must go on reading the emulators' output meanwhile (into their
  // log file, which tests read), or their pipe fills and their logging stalls.
  // Playwright's own CLI, not through npx: a signal passed on must reach Playwright itself.
  const cli = createRequire(import.meta.url).resolve('@playwright/test/cli')
  playwright = spawn(process.execPath, [cli, 'test', ...process.argv.slice(2)], {
    stdio: 'inherit',
  })
  // Ctrl+C (or a CI's kill) ends Playwright; this process stays to stop the detached emulators,
  // which would otherwise outlive it and hold the ports.
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => playwright?.kill(signal))
  status = await new Promise((resolve) => playwright?.on('exit', (code) => resolve(code ?? 1)))
  if (runnerCrashed) status = 1
} finally {
  await runner.stop()
  await emulators.stop()
}
process.exit(status)
