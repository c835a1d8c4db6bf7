/**
 * A download the boot path may start before the page that needs it has its code (see
 * boot/preload-signed-in-page.ts), taken over by that page's first load instead of a second one.
 *
 * Only by the first: once a page has asked, a start that arrives later (its module was slow) is
 * refused. Kept, it would hand its answer to the next load, such as a retry after a failure, which
 * would then show the old failure again.
 */
export function earlyDownload<T>(download: () => Promise<T>) {
  let early: Promise<T> | undefined
  let asked = false
  return {
    /** Starts the download, unless one is under way or a page has asked already. */
    start(): Promise<T> | undefined {
      if (early || asked) return undefined
      early = download()
      // Whoever takes it over reports a failure; until then it is not an unhandled rejection.
      early.catch(() => undefined)
      return early
    },
    /** The early download if one was started and not taken yet; from now on none starts. */
    take(): Promise<T> | undefined {
      asked = true
      const started = early
      early = undefined
      return started
    },
  }
}
