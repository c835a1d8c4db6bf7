import { openBarePage } from '../lib/bare-chromium.mjs'
import { hostingUrl } from '../lib/emulator-config.mjs'
import { openSlowedPage } from '../lib/slowed-page.mjs'

/**
 * The main thread's longest task from the estates' arrival to their first page drawn, and the
 * longest of the whole start-up, in a bare Chromium (see lib/bare-chromium.mjs: the test tools'
 * own instrumentation would add a task of its own). The data file is held until the app has
 * started, so the tasks timed are the ones the estates cost (receiving, parsing, drawing the first
 * page), not the app's start-up, which TBT measures; 6 MB on a real network arrive after it anyway.
 */
export async function loadRun() {
  const page = await openBarePage()
  try {
    await page.send('Emulation.setCPUThrottlingRate', { rate: 4 })
    await page.send('Page.enable')
    await page.send('Page.addScriptToEvaluateOnNewDocument', {
      source: `window.benchTasks = []
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) benchTasks.push([entry.startTime, entry.duration])
        }).observe({ type: 'longtask', buffered: true })`,
    })
    const held = []
    let released = false
    page.on('Fetch.requestPaused', ({ requestId }) => {
      if (released) void page.send('Fetch.continueRequest', { requestId })
      else held.push(requestId)
    })
    await page.send('Fetch.enable', {
      patterns: [{ urlPattern: '*/data.json', requestStage: 'Request' }],
    })
    await page.send('Page.navigate', { url: hostingUrl })
    await page.waitFor(`!!document.querySelector('#root button:not([disabled])')`)
    await new Promise((resolve) => setTimeout(resolve, 1500))
    const releasedAt = await page.evaluate('performance.now()')
    released = true
    await Promise.all(held.map((requestId) => page.send('Fetch.continueRequest', { requestId })))
    await page.waitFor(
      `[...document.querySelectorAll('button')].some((b) => b.textContent.trim() === 'Show more')`,
    )
    const drawnAt = await page.evaluate('performance.now()')
    await new Promise((resolve) => setTimeout(resolve, 300))
    const tasks = await page.evaluate('benchTasks')
    const during = tasks.filter(([at, duration]) => at + duration > releasedAt && at < drawnAt)
    return {
      longestTask: Math.max(0, ...during.map(([, duration]) => duration)),
      longestOverall: Math.max(0, ...tasks.map(([, duration]) => duration)),
    }
  } finally {
    await page.close()
  }
}

/** The paint after a click on "Show more", and the frame that draws the new cards (Playwright). */
export async function scaleRun() {
  const { browser, page } = await openSlowedPage()
  try {
    await page.addInitScript(() => {
      const seen = { events: [] }
      Object.assign(window, { benchSeen: seen })
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          if (entry.name === 'click' || entry.name === 'pointerup') seen.events.push(entry.duration)
        }
      }).observe({ type: 'event', durationThreshold: 16, buffered: true })
      // The frame that draws the new cards: the first animation frame after they enter the DOM.
      addEventListener(
        'click',
        (event) => {
          const before = document.querySelectorAll('article').length
          const observer = new MutationObserver(() => {
            if (document.querySelectorAll('article').length <= before) return
            observer.disconnect()
            requestAnimationFrame(() => (seen.cardsDrawn = performance.now() - event.timeStamp))
          })
          observer.observe(document.body, { childList: true, subtree: true })
        },
        { capture: true },
      )
    })
    await page.goto(hostingUrl)
    await page.getByRole('button', { name: 'Show more' }).waitFor({ timeout: 60_000 })
    await page.waitForTimeout(500)
    const before = await page.locator('article').count()
    // As a visitor does: scroll to the button, then press it (a click straight after an instant
    // scroll would also time the drawing of the cards the scroll brought into view).
    const showMore = page.getByRole('button', { name: 'Show more' })
    await showMore.scrollIntoViewIfNeeded()
    await page.waitForTimeout(500)
    await showMore.click()
    await page.waitForFunction(
      (count) => document.querySelectorAll('article').length > count,
      before,
    )
    await page.waitForTimeout(300)
    const { clickPaint, cardsDrawn } = await page.evaluate(() => ({
      clickPaint: Math.max(0, ...window.benchSeen.events),
      cardsDrawn: window.benchSeen.cardsDrawn,
    }))
    const cards = await page.locator('article').count()
    return { clickPaint, cardsDrawn, cards }
  } finally {
    await browser.close()
  }
}
