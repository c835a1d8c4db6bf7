/** How long after its load event a page's own start work is over, at the bench's 4x CPU. */
export const PAGE_SETTLES_MS = 3_000

/**
 * Runs `work` once the page has loaded, its own start work is over (its first render, its photos)
 * and the browser is idle: for what no visitor waits on (a view's count, the session's SDK), so
 * it adds nothing to the work the page does while it becomes usable. Returns a cancel, for an
 * effect's clean-up.
 */
export function afterPageSettles(work: () => void, settleMs = PAGE_SETTLES_MS): () => void {
  let cancel = () => {}
  const whenIdle = () => {
    if ('requestIdleCallback' in window) {
      const id = requestIdleCallback(work, { timeout: 10_000 })
      cancel = () => cancelIdleCallback(id)
    } else {
      const id = setTimeout(work, 0)
      cancel = () => clearTimeout(id)
    }
  }
  const settle = () => {
    const id = setTimeout(whenIdle, settleMs)
    cancel = () => clearTimeout(id)
  }
  if (document.readyState === 'complete') settle()
  else {
    addEventListener('load', settle, { once: true })
    cancel = () => removeEventListener('load', settle)
  }
  return () => cancel()
}

let started: Promise<void> | undefined

/**
 * Resolves once the document's first page has settled (afterPageSettles, counted from its load),
 * and at once ever after: for the signed-in visitor's background work (the session's SDK, the
 * saved estates' sync), which waits for the first page only, not for each page opened after it.
 */
export function startSettled(): Promise<void> {
  started ??= new Promise((resolve) => afterPageSettles(resolve))
  return started
}
