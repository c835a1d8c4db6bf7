/* global document, history, location */
// `node scripts/measure-search-tasks.mjs [--estates N] [--runs 3] DIR [DIR...]`: the bench's search
// interactions (four keystrokes, Enter, a filter ticked, a sort chosen) on each built dist/ folder,
// the folders alternating run by run, in Chromium at 4x CPU slowdown with a performance trace, and
// the main thread's tasks from the trace: the longest by the clock (what the bench's Long Tasks
// figure sees) and the longest by the main thread's own CPU time (the slowdown included: what the
// page's work costs at 4x without the rest of a shared machine; on this 2-core machine shared by
// four people, a task's clock time also counts the moments the thread was not running at all).
// Also the floors: the browser's history write alone, a frame drawing a one-word change, and a
// frame moving the cards in view (their grid's gap changed by a pixel).
// No emulators: each folder is served by a small static server here, the estates from
// scripts/lib/generate-estates.mjs with --estates, else the folder's own data.json.
import { createServer } from 'node:http'
import { readFile, stat } from 'node:fs/promises'
import { extname, join } from 'node:path'
import { parseArgs } from 'node:util'
import { chromium } from '@playwright/test'
import { chromiumArgs, chromiumPath, ensureChromium } from './lib/chromium.mjs'
import { generateEstates } from './lib/generate-estates.mjs'

const { values: options, positionals: dirs } = parseArgs({
  options: { estates: { type: 'string' }, runs: { type: 'string', default: '3' } },
  allowPositionals: true,
})
if (!dirs.length) throw new Error('Name at least one built dist/ folder.')
const runs = Number(options.runs)
const scaleData = options.estates ? JSON.stringify(generateEstates(Number(options.estates))) : null
ensureChromium()

const types = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.avif': 'image/avif',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
}
/** The folder served as the Hosting emulator would (clean URLs, every other path the app). */
function serve(dir) {
  const server = createServer(async (request, response) => {
    const path = decodeURIComponent(new URL(request.url, 'http://x').pathname)
    if (path === '/data.json' && scaleData) {
      response.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-cache' })
      response.end(scaleData)
      return
    }
    const tries = path === '/' ? ['index.html'] : [path, `${path}.html`, 'app.html']
    for (const file of tries.map((name) => join(dir, name))) {
      const found = await stat(file).catch(() => null)
      if (!found?.isFile()) continue
      response.writeHead(200, {
        'content-type': types[extname(file)] ?? 'application/octet-stream',
      })
      response.end(await readFile(file))
      return
    }
    response.writeHead(404).end()
  })
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, url: `http://127.0.0.1:${server.address().port}/` }),
    ),
  )
}

/** The renderer's main-thread tasks of a trace: clock and CPU milliseconds, and what filled them. */
function tasksOf(trace) {
  const { traceEvents } = JSON.parse(trace)
  const mains = traceEvents.filter(
    (e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain',
  )
  const counts = new Map()
  for (const e of traceEvents) {
    const main = mains.find((m) => m.pid === e.pid && m.tid === e.tid)
    if (main) counts.set(main, (counts.get(main) ?? 0) + 1)
  }
  const [main] = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]
  const events = traceEvents
    .filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X')
    .sort((a, b) => a.ts - b.ts)
  const kinds = {
    script: ['FunctionCall', 'TimerFire', 'EventDispatch', 'RunMicrotasks', 'FireAnimationFrame'],
    style: ['UpdateLayoutTree'],
    layout: ['Layout'],
    paint: [
      'PrePaint',
      'Paint',
      'Layerize',
      'Commit',
      'IntersectionObserverController::computeIntersections',
    ],
    gc: ['MajorGC', 'MinorGC'],
  }
  return events
    .filter((e) => e.name === 'RunTask' && e.dur >= 1000)
    .map((task) => {
      const end = task.ts + task.dur
      const parts = {}
      // Outermost events of each kind only, so nested ones are not counted twice.
      for (const [kind, names] of Object.entries(kinds)) {
        let covered = 0
        for (const e of events) {
          if (e.ts < task.ts || e.ts + e.dur > end || !names.includes(e.name) || e.ts < covered)
            continue
          parts[kind] = (parts[kind] ?? 0) + (e.tdur ?? e.dur) / 1000
          covered = e.ts + e.dur
        }
      }
      return {
        at: task.ts / 1000,
        clock: task.dur / 1000,
        cpu: (task.tdur ?? task.dur) / 1000,
        parts,
      }
    })
}

const categories = ['toplevel', 'devtools.timeline', 'disabled-by-default-devtools.timeline']

async function measure(url) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } })
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
    await page.goto(url)
    await page
      .getByRole('status')
      .filter({ hasText: /^\d[\d,]* estates?$/ })
      .waitFor({ timeout: 60_000 })
    await page.waitForTimeout(2000)
    const settle = () => page.waitForTimeout(700)
    const box = page.getByRole('searchbox', { name: 'Search estates' })
    // As the bench has it: the panel at the top of the window.
    await box.evaluate((element) => element.scrollIntoView({ block: 'start' }))
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
    return { search, historyWrite, frame, cardsMoved }
  } finally {
    await browser.close()
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}
const longest = (tasks, by) => Math.max(0, ...tasks.map((task) => task[by]))

const served = await Promise.all(dirs.map(serve))
const found = dirs.map(() => [])
try {
  for (let run = 0; run < runs; run += 1)
    for (const [index, { url }] of served.entries()) {
      found[index].push(await measure(url))
      process.stdout.write('.')
    }
} finally {
  for (const { server } of served) server.close()
}
process.stdout.write('\n')
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
    }
  }),
)
