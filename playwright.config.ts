import { defineConfig } from '@playwright/test'
import { chromiumArgs, chromiumPath } from './scripts/lib/chromium.mjs'
import { hostingUrl } from './scripts/lib/emulator-config.mjs'

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  // One worker a core: these machines (and CI) have two.
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [
    ['list'],
    ['./e2e/support/reliability-reporter.ts'],
    ...(process.env.CI ? [['html', { open: 'never' }] as const] : []),
  ],
  use: {
    baseURL: process.env.BASE_URL || hostingUrl,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: chromiumPath,
      args: chromiumArgs,
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
})
