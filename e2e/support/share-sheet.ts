import type { Page } from '@playwright/test'

/**
 * A share sheet in the page, to read what Share hands it: `navigator.share` records each call and
 * resolves, or, from the call numbered `cancelFrom` on, rejects as a visitor closing the sheet does.
 */
export async function stubShareSheet(page: Page, { cancelFrom = Infinity } = {}) {
  await page.addInitScript((cancelFrom) => {
    const shared: ShareData[] = []
    Object.assign(window, { shared })
    Object.defineProperty(navigator, 'share', {
      value: (data: ShareData) => {
        shared.push(data)
        return shared.length < cancelFrom
          ? Promise.resolve()
          : Promise.reject(new DOMException('Share canceled', 'AbortError'))
      },
    })
  }, cancelFrom)
  return {
    /** What the sheet was handed, call by call. */
    shared: () => page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared),
  }
}
