/**
 * Runs `work` once the page has loaded, its own start work is over (the session's SDK, the saved
 * estates' sync, the thumbnails: within about 3 s of the load event at the bench's 4x CPU) and the
 * browser is idle: for what no visitor waits on (a view's count), so it adds nothing to the work the
 * page does while it becomes usable. Returns a cancel, for an effect's clean-up.
 */
export function afterPageSettles(work: () => void, settleMs = 3_000): () => void {
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
