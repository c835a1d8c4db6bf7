// The measuring scripts' browser: Debian's Chromium, one page at Lighthouse's 4x CPU slowdown.
import { chromium } from '@playwright/test'
import { chromiumArgs, chromiumPath } from './chromium.mjs'

/**
 * A new Chromium with one page (at `viewport`, else Playwright's default) slowed 4x, and the page's
 * DevTools session for more. The caller closes `browser`.
 */
export async function openSlowedPage(viewport) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
  try {
    const page = await browser.newPage(viewport ? { viewport } : {})
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
    return { browser, page, cdp }
  } catch (error) {
    await browser.close()
    throw error
  }
}
