import { writeFileSync } from 'node:fs'
import lighthouse, { startFlow } from 'lighthouse'
import puppeteer from 'puppeteer-core'
import { chromiumArgs, chromiumPath } from '../lib/chromium.mjs'
import { hostingUrl } from '../lib/emulator-config.mjs'
import {
  criticalBytes,
  lcpPhotoBytes,
  mainThreadWork,
  simulatedNetwork,
} from '../lib/lighthouse-figures.mjs'
import { outDir } from './options.mjs'

class RunFailed extends Error {}

/**
 * A page's run, again if Lighthouse failed it (a failed run has no figures to take a median of):
 * up to three times, as NO_NAVSTART once failed the same page twice in a row (2026-11-27).
 */
export async function withRetry(run, attempts = 3) {
  try {
    return await run()
  } catch (error) {
    if (!(error instanceof RunFailed) || attempts <= 1) throw error
    console.warn(`\n${error.message}; running it again`)
    return withRetry(run, attempts - 1)
  }
}

function metricsOf(lhr) {
  // Lighthouse now and then fails a run outright (NO_NAVSTART, say); the caller runs it again.
  if (lhr.runtimeError) throw new RunFailed(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`)
  const audits = lhr.audits
  const bytes = { js: 0, css: 0, image: 0 }
  for (const request of audits['network-requests'].details.items) {
    const isJs = request.resourceType === 'Script' || /\.m?js(\?|$)/.test(request.url)
    if (isJs) bytes.js += request.transferSize
    else if (request.resourceType === 'Stylesheet') bytes.css += request.transferSize
    else if (request.resourceType === 'Image') bytes.image += request.transferSize
  }
  const category = (id) =>
    lhr.categories[id] ? Math.round((lhr.categories[id].score ?? 0) * 100) : undefined
  return {
    score: category('performance'),
    accessibility: category('accessibility'),
    bestPractices: category('best-practices'),
    seo: category('seo'),
    fcp: audits['first-contentful-paint'].numericValue,
    lcp: audits['largest-contentful-paint'].numericValue,
    tbt: audits['total-blocking-time'].numericValue,
    cls: audits['cumulative-layout-shift'].numericValue,
    mainThread: audits['mainthread-work-breakdown'].numericValue,
    jsKb: bytes.js / 1024,
    cssKb: bytes.css / 1024,
    imageKb: bytes.image / 1024,
    // For a photo-first page's LCP limit.
    photoBytes: lcpPhotoBytes(lhr),
    criticalBytes: criticalBytes(lhr),
    ...simulatedNetwork(lhr),
    work: mainThreadWork(lhr),
  }
}

const launch = () =>
  puppeteer.launch({ executablePath: chromiumPath, headless: true, args: chromiumArgs })

// Public pages are also scored for accessibility, best practices and SEO (issue 19).
export const publicCategories = ['performance', 'accessibility', 'best-practices', 'seo']

export async function lighthouseRun(path, name, run, categories = ['performance']) {
  const browser = await launch()
  try {
    const page = await browser.newPage()
    const result = await lighthouse(
      `${hostingUrl}${path}`,
      { output: 'json', logLevel: 'error', onlyCategories: categories },
      undefined,
      page,
    )
    writeFileSync(`${outDir}/${name}-${run}.json`, JSON.stringify(result.lhr))
    return metricsOf(result.lhr)
  } finally {
    await browser.close()
  }
}

export const bench = { email: `bench-${Date.now()}@example.com`, password: 'Bench123' }

export async function signedInRun(path, name, run) {
  const browser = await launch()
  try {
    const page = await browser.newPage()
    await page.goto(`${hostingUrl}/login`)
    await page.locator('input[name="email"]').fill(bench.email)
    await page.locator('input[name="password"]').fill(bench.password)
    await Promise.all([page.waitForNavigation(), page.locator('button[type="submit"]').click()])
    await page.waitForFunction(() => location.pathname === '/profile')
    // Keep the session (storage) but not the HTTP cache nor the service worker that signing in
    // installed (it would answer from its precache): the page loads cold, as on a first visit.
    const cdp = await page.createCDPSession()
    await cdp.send('Network.clearBrowserCache')
    await cdp.send('Storage.clearDataForOrigin', {
      origin: hostingUrl,
      storageTypes: 'service_workers,cache_storage',
    })
    const flow = await startFlow(page, { flags: { disableStorageReset: true, logLevel: 'error' } })
    await flow.navigate(`${hostingUrl}${path}`)
    const { steps } = await flow.createFlowResult()
    const lhr = steps[0].lhr
    writeFileSync(`${outDir}/${name}-${run}.json`, JSON.stringify(lhr))
    if (lhr.finalDisplayedUrl && !lhr.finalDisplayedUrl.endsWith(path)) {
      throw new Error(`${path} was not reached signed in (ended on ${lhr.finalDisplayedUrl})`)
    }
    const metrics = metricsOf(lhr)
    if (!metrics.jsKb) throw new Error(`${path} downloaded no JavaScript: a cache answered it`)
    return metrics
  } finally {
    await browser.close()
  }
}
