export type ShareOutcome = 'shared' | 'copied' | 'cancelled'

/**
 * Shares a page with the system's share sheet where the browser has one (phones, Safari, Chrome
 * on Windows), and copies its address otherwise (desktop Firefox has no navigator.share).
 * Closing the share sheet rejects with AbortError: that is a cancel, not a failure.
 */
export async function shareLink(
  data: { title: string; text: string; url: string },
  browser: Pick<Navigator, 'share' | 'canShare' | 'clipboard'> = navigator,
): Promise<ShareOutcome> {
  if (typeof browser.share === 'function' && (browser.canShare?.(data) ?? true)) {
    try {
      await browser.share(data)
      return 'shared'
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled'
      // Not allowed here (e.g. no user gesture left, or a policy): copying still works.
    }
  }
  await browser.clipboard.writeText(data.url)
  return 'copied'
}
