import { defineConfig } from '@playwright/test'
import { availableParallelism } from 'node:os'
import { chromiumArgs, chromiumPath, testChromiumPath } from './scripts/lib/chromium.mjs'
import { hostingUrl } from './scripts/lib/emulator-config.mjs'

/**
 * One worker a core. A worker drives a Chromium whose renderer takes about a core while a page
 * loads; the emulators (Hosting, Auth, one function process) are idle between the tests' requests.
 * On these 2-core machines with one core kept busy (../shared/tools/busy-core) two workers still
 * finished every test in its time once each did only its own work; one worker would take twice the
 * wall time for no test's sake. PW_WORKERS overrides it (a debug run: PW_WORKERS=1).
 */
const workers = Number(process.env.PW_WORKERS) || Math.max(1, availableParallelism())

/** The flood test starts twenty function processes: it runs alone, after the others. */
const FLOOD = /enquiries-flood\.spec\.ts/
/** Installability is the full browser's: the headless shell answers every page "installable". */
const FULL_BROWSER = /installable\.spec\.ts/

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  workers,
  retries: process.env.CI ? 1 : 0,
  // A test that passes only on its retry fails the run: it is a fault to fix, not noise.
  failOnFlakyTests: Boolean(process.env.CI),
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [
    ['list'],
    ['./e2e/support/reliability-reporter.ts'],
    ...(process.env.CI ? [['html', { open: 'never' }] as const] : []),
  ],
  use: {
    baseURL: process.env.BASE_URL || hostingUrl,
    // Recorded on the retry only: recording every test (screencast and DOM snapshots at each
    // action) cost the busy machine more than a fifth of the suite's time.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: testChromiumPath,
      args: chromiumArgs,
    },
  },
  projects: [
    { name: 'chromium', testIgnore: [FLOOD, FULL_BROWSER] },
    {
      name: 'full browser',
      testMatch: FULL_BROWSER,
      use: { launchOptions: { executablePath: chromiumPath, args: chromiumArgs } },
    },
    { name: 'flood', testMatch: FLOOD, dependencies: ['chromium', 'full browser'] },
  ],
})
