/* global document */
/**
 * Waits until the app has its estates on the home page: the count shown and the static HTML's
 * cards (the shell's part, kept on screen until the data arrives) gone. The count alone is not
 * enough: the home page's HTML carries the first page and "16 estates" from the sample data, so at
 * 10,000 estates a wait for any count returned before the app had its data, and the estates'
 * arrival (~0.3-1 s of main-thread work at 4x) fell in whatever was timed next.
 */
export async function waitForAppEstates(page, timeout = 60_000) {
  await page.waitForFunction(
    () =>
      document.querySelector('[data-shell-part]') === null &&
      [...document.querySelectorAll('[role="status"]')].some((element) =>
        /^\d[\d,]* estates?$/.test(element.textContent ?? ''),
      ),
    undefined,
    { timeout, polling: 100 },
  )
}
