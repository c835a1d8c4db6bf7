import { defineConfig } from '@playwright/test'
import { availableParallelism } from 'node:os'
import { chromiumArgs, chromiumPath, testChromiumPath } from './scripts/lib/chromium.mjs'
import { hostingUrl } from './scripts/lib/emulator-config.mjs'

/**
 * One worker a core. A worker drives a Chromium whose renderer takes about a core while a page
 * loads; the emulators (Hosting, Auth, one function process) are idle between the tests' requests.
 * On a 2-core machine with one core kept busy (../shared/tools/busy-core), two workers ran the 209
 * tests in 12.0 minutes with none near its time (decision 022). PW_WORKERS overrides it.
 */
const workers = Number(process.env.PW_WORKERS) || Math.max(1, availableParallelism())

/**
 * The flood test starts twenty function processes: it runs alone, after the others (a run of its
 * file alone: `npm run test:e2e -- e2e/enquiries-flood.spec.ts --no-deps`).
 */
const FLOOD = /enquiries-flood\.spec\.ts/
/**
 * Installability is the full browser's: the headless shell answers every page "installable". So
 * is a font swap's shift: the shell draws before the faces in another sans than the browser's (in
 * it, the German estate page's 0.069 did not happen).
 */
const FULL_BROWSER = /(installable|font-swap)\.spec\.ts/
/**
 * Publishing swaps the site every other test reads (issue 45): its tests (publishing*.spec.ts)
 * run last, after the flood, one at a time.
 */
const PUBLISHING = /publishing(-[a-z]+)?\.spec\.ts/

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
    // action) took four short tests from 14.7 s to 18.8 s (decision 022).
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    serviceWorkers: 'block',
    launchOptions: { executablePath: testChromiumPath, args: chromiumArgs },
  },
  projects: [
    { name: 'chromium', testIgnore: [FLOOD, FULL_BROWSER, PUBLISHING] },
    {
      name: 'full browser',
      testMatch: FULL_BROWSER,
      use: { launchOptions: { executablePath: chromiumPath, args: chromiumArgs } },
    },
    { name: 'flood', testMatch: FLOOD, dependencies: ['chromium', 'full browser'] },
    {
      name: 'publishing',
      testMatch: PUBLISHING,
      dependencies: ['flood'],
      fullyParallel: false,
      workers: 1,
    },
  ],
})
