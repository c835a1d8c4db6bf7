/* global document */
/**
 * Waits until the app has its estates on the home page: the count shown and the static HTML's
 * cards (the shell's part, kept on screen until the data arrives) gone. The count alone is not
 * enough: the home page's HTML already shows one (decision 019), and the estates' arrival would
 * fall in whatever is timed next (decision 016).
 */
export async function waitForAppEstates(page, timeout = 60_000) {
  await page.waitForFunction(
    () =>
      document.querySelector('[data-shell-part]') === null &&
      [...document.querySelectorAll('[role="status"]')].some((element) =>
        /^\d[\d,]* estates?\b/.test(element.textContent ?? ''),
      ),
    undefined,
    { timeout, polling: 100 },
  )
}
