import { chromium } from '@playwright/test'
import { applyThrottling } from '../lib/applied-throttling.mjs'
import { chromiumArgs, chromiumPath } from '../lib/chromium.mjs'
import { hostingUrl } from '../lib/emulator-config.mjs'
import { bench } from './lighthouse-runs.mjs'

// Lighthouse's throttling applied to a real browser (lib/applied-throttling.mjs), for the LCP of
// the estate page and of home (reported beside the simulated ones). The estate page's photo comes
// at the end of a chain Lighthouse's simulation models only in part (a dynamic import, a data file
// whose body a worker reads, a preload the data names). Home's simulated LCP counts a script only
// when the unthrottled load happened to run it before its first paint, a race: the stack floor,
// the same files in both builds, drew 632-692 or 1,289-1,378 ms from run to run (2026-11-25). The
// real browser runs the chain itself, and has no such race.

/**
 * A page's LCP with that throttling applied (Playwright; cold HTTP cache), signed in first (the
 * session kept) for a page only members see.
 */
export async function appliedRun(path, { signIn }) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
  try {
    // No service worker: it would answer from its precache (see lighthouse-runs.mjs, signedInRun).
    const context = await browser.newContext({ serviceWorkers: 'block' })
    const page = await context.newPage()
    if (signIn) {
      await page.goto(`${hostingUrl}/login`)
      await page.locator('input[name="email"]').fill(bench.email)
      await page.locator('input[name="password"]').fill(bench.password)
      await page.locator('button[type="submit"]').click()
      await page.waitForURL('**/profile')
    }
    const cdp = await context.newCDPSession(page)
    await applyThrottling((method, params) => cdp.send(method, params))
    await page.addInitScript(() => {
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) Object.assign(window, { benchLcp: entry.startTime })
      }).observe({ type: 'largest-contentful-paint', buffered: true })
    })
    await page.goto(`${hostingUrl}${path}`)
    await page.getByRole('heading', { level: 1 }).waitFor({ timeout: 30_000 })
    await page.waitForTimeout(3000)
    return { lcp: await page.evaluate(() => window.benchLcp ?? Number.NaN) }
  } finally {
    await browser.close()
  }
}

/**
 * The pages measured with throttling applied too, when Lighthouse measures them: home, login (whose
 * simulated LCP swings as home's: 1,210-1,290 or 1,421-1,466 ms within one run, 2026-11-27) and the
 * estate page, in each language.
 */
export const appliedInEnglish = [
  { key: 'home', path: '/', label: '/ (guest)', signIn: false },
  { key: 'login', path: '/login', label: '/login (guest)', signIn: false },
  { key: 'detail', path: '/1', label: '/1 (signed in)', signIn: true },
]
