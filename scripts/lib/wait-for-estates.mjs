/* global document */
/**
 * The home page's results count, as the app writes it: "16 estates", and since price on request
 * "16 estates, 2 have their price on request". A pattern's source, to pass into the page.
 */
export const RESULTS_COUNT = String.raw`^\d[\d,]* estates?\b`

/**
 * Waits until the app has its estates on the home page: the count shown and the static HTML's
 * cards (the shell's part, kept on screen until the data arrives) gone. The count alone is not
 * enough: the home page's HTML already shows one (decision 019), and the estates' arrival would
 * fall in whatever is timed next (decision 016).
 */
export async function waitForAppEstates(page, timeout = 60_000) {
  await page.waitForFunction(
    (count) =>
      document.querySelector('[data-shell-part]') === null &&
      [...document.querySelectorAll('[role="status"]')].some((element) =>
        new RegExp(count).test(element.textContent ?? ''),
      ),
    RESULTS_COUNT,
    { timeout, polling: 100 },
  )
}
