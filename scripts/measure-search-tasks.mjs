/* global document, history, location */
// `node scripts/measure-search-tasks.mjs [--estates N] [--runs 3] DIR [DIR...]`: the bench's search
// interactions (four keystrokes, Enter, a filter ticked, a sort chosen) on each built dist/ folder,
// the folders alternating run by run, in Chromium at 4x CPU slowdown with a performance trace, and
// the main thread's tasks from the trace: the longest by the clock (what the bench's Long Tasks
// figure sees) and the longest by the main thread's own CPU time (the slowdown included: what the
// page's work costs at 4x without the rest of a shared machine; on this 2-core machine shared by
// four people, a task's clock time also counts the moments the thread was not running at all).
// Also the floors: the browser's history write alone, a frame drawing a one-word change, and a
// frame moving the cards in view (their grid's gap changed by a pixel), and one showing others in
// their place (the grid's cards reversed).
// No emulators: each folder is served by a small static server here, the estates from
// scripts/lib/generate-estates.mjs with --estates, else the folder's own data.json.
import { parseArgs } from 'node:util'
import { ensureChromium } from './lib/chromium.mjs'
import { openSlowedPage } from './lib/slowed-page.mjs'
import { generateEstates } from './lib/generate-estates.mjs'
import { waitForAppEstates } from './lib/wait-for-estates.mjs'
import { measureAlternating, tasksOf, traceCategories as categories } from './lib/serve-dist.mjs'
import { median } from './lib/statistics.mjs'

const { values: options, positionals: dirs } = parseArgs({
  options: { estates: { type: 'string' }, runs: { type: 'string', default: '3' } },
  allowPositionals: true,
})
if (!dirs.length) throw new Error('Name at least one built dist/ folder.')
const runs = Number(options.runs)
const scaleData = options.estates ? JSON.stringify(generateEstates(Number(options.estates))) : null
ensureChromium()

async function measure(url) {
  const { browser, page } = await openSlowedPage({ width: 1280, height: 900 })
  try {
    await page.goto(url)
    await waitForAppEstates(page)
    await page.waitForTimeout(2000)
    const settle = () => page.waitForTimeout(700)
    const box = page.getByRole('searchbox', { name: 'Search estates' })
    // As the bench has it: the panel at the top of the window (at once, not smoothly).
    await box.evaluate((element) => element.scrollIntoView({ block: 'start', behavior: 'instant' }))
    await box.click()
    await settle()
    // Each interaction traced on its own, the next control found (by Playwright's role queries,
    // which run in the page) before its trace starts.
    const search = []
    const traced = async (act) => {
      await browser.startTracing(page, { categories })
      await act()
      await settle()
      search.push(...tasksOf(String(await browser.stopTracing())))
    }
    for (const key of 'view') await traced(() => page.keyboard.press(key))
    await traced(() => page.keyboard.press('Enter'))
    await page.getByRole('button', { name: /^Filters/ }).click()
    const apartments = page.getByRole('checkbox', { name: 'Apartments' })
    await apartments.waitFor()
    await settle()
    const tick = await apartments.boundingBox()
    await traced(() => page.mouse.click(tick.x + tick.width / 2, tick.y + tick.height / 2))
    await page.keyboard.press('Escape')
    await settle()
    await page.getByRole('combobox', { name: 'Sort by' }).focus()
    await settle()
    await traced(() => page.keyboard.press('ArrowDown'))

    // The floors: the browser's own history write (what any change of the address costs), and one
    // frame drawing a one-word change of the page (what any change on screen costs).
    await browser.startTracing(page, { categories })
    for (let time = 0; time < 3; time += 1) {
      await page.evaluate(() => history.replaceState(history.state, '', location.href))
      await page.waitForTimeout(300)
    }
    const historyWrite = tasksOf(String(await browser.stopTracing()))
    await browser.startTracing(page, { categories })
    for (let time = 0; time < 3; time += 1) {
      await page.evaluate((time) => {
        const heading = document.querySelector('#estates-heading')
        if (heading) heading.textContent = time % 2 ? 'Estates' : 'Residences'
      }, time)
      await page.waitForTimeout(300)
    }
    const frame = tasksOf(String(await browser.stopTracing()))
    // And a frame redrawing the cards in view with nothing of the app running: the grid's gap
    // changed by a pixel moves every card (what a new order of results costs the browser alone).
    await browser.startTracing(page, { categories })
    for (let time = 0; time < 3; time += 1) {
      await page.evaluate((time) => {
        const grid = document.querySelector('article')?.parentElement
        if (grid) grid.style.columnGap = time % 2 ? '' : '41px'
      }, time)
      await page.waitForTimeout(300)
    }
    const cardsMoved = tasksOf(String(await browser.stopTracing()))
    // And a frame showing other cards where the visible ones were, with nothing of the app running:
    // the grid's cards put in reverse order in one DOM operation (the last ones, not in view and
    // not rendered, come into view: what a new sort's first frame costs the browser alone).
    await browser.startTracing(page, { categories })
    for (let time = 0; time < 3; time += 1) {
      await page.evaluate(() => {
        const grid = document.querySelector('article')?.parentElement
        if (grid) grid.append(...[...grid.children].reverse())
      })
      await page.waitForTimeout(300)
    }
    const cardsReordered = tasksOf(String(await browser.stopTracing()))
    return { search, historyWrite, frame, cardsMoved, cardsReordered }
  } finally {
    await browser.close()
  }
}

const longest = (tasks, by) => Math.max(0, ...tasks.map((task) => task[by]))

const found = await measureAlternating(dirs, scaleData, runs, measure)
if (process.env.SHOW_TASKS)
  for (const [index, dir] of dirs.entries())
    for (const [run, result] of found[index].entries()) {
      const start = result.search[0]?.at ?? 0
      const top = [...result.search].sort((a, b) => b.cpu - a.cpu).slice(0, 6)
      console.log(`${dir} run ${run + 1}:`)
      for (const task of top.sort((a, b) => a.at - b.at))
        console.log(
          `  at ${Math.round(task.at - start)} ms: clock ${Math.round(task.clock)}, CPU ${Math.round(task.cpu)} (${Object.entries(
            task.parts,
          )
            .map(([kind, ms]) => `${kind} ${Math.round(ms)}`)
            .join(', ')})`,
        )
    }
console.log(
  `Search interactions at ${options.estates ?? "the folder's"} estates, 4x CPU slowdown, medians of ${runs} (ms; CPU: the main thread's own time)`,
)
console.table(
  dirs.map((dir, index) => {
    const results = found[index]
    const worst = (pick) => median(results.map(pick))
    const byCpu = (tasks) => [...tasks].sort((a, b) => b.cpu - a.cpu)[0]
    const top = results.map((result) => byCpu(result.search))
    const parts = (kind) => Math.round(median(top.map((task) => task?.parts[kind] ?? 0)))
    return {
      build: dir,
      'longest task, clock': Math.round(worst((r) => longest(r.search, 'clock'))),
      'longest task, CPU': Math.round(worst((r) => longest(r.search, 'cpu'))),
      'its script / style / layout / paint / gc': ['script', 'style', 'layout', 'paint', 'gc']
        .map(parts)
        .join(' / '),
      'tasks over 50 ms, CPU': median(
        results.map((r) => r.search.filter((task) => task.cpu > 50).length),
      ),
      'history write, CPU': Math.round(worst((r) => longest(r.historyWrite, 'cpu'))),
      'one-word frame, CPU': Math.round(worst((r) => longest(r.frame, 'cpu'))),
      'cards in view moved, CPU': Math.round(worst((r) => longest(r.cardsMoved, 'cpu'))),
      'cards in view reordered, CPU': Math.round(worst((r) => longest(r.cardsReordered, 'cpu'))),
    }
  }),
)
