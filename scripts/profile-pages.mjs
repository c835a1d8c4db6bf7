// `node scripts/profile-pages.mjs [--pages /,/login] [--runs 3] [--top 12] DIR [DIR...]`: what the
// main thread does loading each page, by code: each built dist/ folder served without the
// emulators (signed out), the folders alternating run by run, each page loaded in Chromium at
// V8's sampling profiler (not slowed) and once under a trace at Lighthouse's 4x CPU slowdown, each
// until 3 s after the load event. Prints, per page and folder, the medians of the main thread's own
// time by trace event (where the work outside JavaScript goes: style, layout, parsing), and of the
// JavaScript's time under each entry (a task's first two frames) and self time by script and by
// function.
// Issue 33's breakdown: the bench says how much (Lighthouse's categories, its longest scripts), this
// says which code.
import { parseArgs } from 'node:util'
import { ensureChromium } from './lib/chromium.mjs'
import { openSlowedPage } from './lib/slowed-page.mjs'
import { measureAlternating, traceCategories } from './lib/serve-dist.mjs'
import { median } from './lib/statistics.mjs'

const { values: options, positionals: dirs } = parseArgs({
  options: {
    pages: { type: 'string', default: '/,/login,/register' },
    runs: { type: 'string', default: '3' },
    top: { type: 'string', default: '12' },
  },
  allowPositionals: true,
})
if (!dirs.length) throw new Error('Name at least one built dist/ folder.')
const pages = options.pages.split(',')
const top = Number(options.top)
ensureChromium()

/** A script's address without its origin and the build's hash: "/assets/start-app.js". */
const scriptName = (url) =>
  url ? new URL(url).pathname.replace(/-[\w-]{8}(?=\.js$)/, '') : '(browser)'

const frameName = ({ functionName, url, lineNumber }) =>
  `${functionName || '(anonymous)'} ${scriptName(url)}:${lineNumber + 1}`

/**
 * Self time in ms by script and by "function script:line", from a V8 CPU profile; and the time
 * under each entry (a task's first two frames of ours, e.g. React's scheduler and its work on the
 * root, or the app's start and the router's creation), whose names read best on a build made with
 * `npx vite build --minify false --outDir DIR`.
 */
function selfTimes({ nodes, samples, timeDeltas }) {
  const byId = new Map(nodes.map((node) => [node.id, node]))
  const parentOf = new Map()
  for (const node of nodes) for (const child of node.children ?? []) parentOf.set(child, node.id)
  const byScript = new Map()
  const byFunction = new Map()
  const byEntry = new Map()
  const add = (map, key, ms) => map.set(key, (map.get(key) ?? 0) + ms)
  samples.forEach((id, index) => {
    const ms = (timeDeltas[index + 1] ?? 0) / 1000
    const { callFrame } = byId.get(id)
    if (callFrame.functionName === '(idle)') return
    const script = scriptName(callFrame.url)
    add(byScript, script, ms)
    add(byFunction, frameName(callFrame), ms)
    const stack = []
    for (let node = id; node !== undefined; node = parentOf.get(node))
      if (byId.get(node).callFrame.functionName !== '(root)') stack.unshift(byId.get(node))
    add(
      byEntry,
      stack
        .slice(0, 2)
        .map((node) => frameName(node.callFrame))
        .join(' > '),
      ms,
    )
  })
  return { byScript, byFunction, byEntry }
}

/**
 * The main thread's time by trace event, each event's own time (its children's taken out), in
 * thread (CPU) ms: where "(program)" goes (ParseHTML, UpdateLayoutTree, Layout, Paint...).
 */
function eventTimes(trace) {
  const { traceEvents } = JSON.parse(trace)
  const threads = new Map()
  for (const e of traceEvents)
    if (e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      threads.set(`${e.pid}:${e.tid}`, 0)
  for (const e of traceEvents) {
    const key = `${e.pid}:${e.tid}`
    if (threads.has(key)) threads.set(key, threads.get(key) + 1)
  }
  const [main] = [...threads.entries()].sort((a, b) => b[1] - a[1])[0]
  const events = traceEvents
    .filter((e) => `${e.pid}:${e.tid}` === main && e.ph === 'X' && e.tdur !== undefined)
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur)
  const byEvent = new Map()
  const stack = []
  const close = (upTo) => {
    while (stack.length && stack.at(-1).end <= upTo) {
      const done = stack.pop()
      byEvent.set(done.name, (byEvent.get(done.name) ?? 0) + done.own / 1000)
    }
  }
  for (const e of events) {
    close(e.ts)
    const parent = stack.at(-1)
    if (parent) parent.own -= e.tdur
    stack.push({ name: e.name, end: e.ts + e.dur, own: e.tdur })
  }
  close(Infinity)
  return byEvent
}

async function profile(url) {
  const results = {}
  for (const path of pages) {
    const { browser, page, cdp } = await openSlowedPage({ width: 412, height: 823 })
    try {
      // Not slowed for the profile: the slowdown pauses the thread, which the sampler counts as
      // "(program)". The proportions are the same; the trace below is at 4x.
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })
      await cdp.send('Profiler.enable')
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 })
      await cdp.send('Profiler.start')
      await page.goto(new URL(path, url).href, { waitUntil: 'load' })
      await page.waitForTimeout(3000)
      const { profile } = await cdp.send('Profiler.stop')
      results[path] = selfTimes(profile)
    } finally {
      await browser.close()
    }
    // Loaded again under a trace (not both at once: each weighs on the other).
    const traced = await openSlowedPage({ width: 412, height: 823 })
    try {
      await traced.browser.startTracing(traced.page, { categories: traceCategories })
      await traced.page.goto(new URL(path, url).href, { waitUntil: 'load' })
      await traced.page.waitForTimeout(3000)
      results[path].byEvent = eventTimes(String(await traced.browser.stopTracing()))
    } finally {
      await traced.browser.close()
    }
  }
  return results
}

const found = await measureAlternating(dirs, null, Number(options.runs), profile)
const medianOf = (runs, path, kind) => {
  const keys = new Set(runs.flatMap((run) => [...run[path][kind].keys()]))
  return [...keys]
    .map((key) => [key, median(runs.map((run) => run[path][kind].get(key) ?? 0))])
    .sort((a, b) => b[1] - a[1])
}
for (const path of pages)
  for (const [index, dir] of dirs.entries()) {
    const scripts = medianOf(found[index], path, 'byScript')
    const total = scripts.reduce((sum, [, ms]) => sum + ms, 0)
    console.log(`\n${path} on ${dir}: ${Math.round(total)} ms sampled (medians, 4x CPU)`)
    for (const [script, ms] of scripts.slice(0, 8))
      console.log(`  ${String(Math.round(ms)).padStart(6)}  ${script}`)
    const events = medianOf(found[index], path, 'byEvent')
    console.log(
      `  main thread by trace event, own CPU ms: ${events
        .slice(0, top)
        .map(([name, ms]) => `${name} ${Math.round(ms)}`)
        .join(', ')}`,
    )
    console.log('  entries by the time under them:')
    for (const [name, ms] of medianOf(found[index], path, 'byEntry').slice(0, top))
      console.log(`  ${String(Math.round(ms)).padStart(6)}  ${name}`)
    console.log('  functions by self time:')
    for (const [name, ms] of medianOf(found[index], path, 'byFunction').slice(0, top))
      console.log(`  ${String(Math.round(ms)).padStart(6)}  ${name}`)
  }
