// A built dist/ folder served without the emulators, builds measured in turn, and the main
// thread's tasks of a trace: shared by scripts/measure-search-tasks.mjs and scripts/measure-map.mjs.
import { createServer } from 'node:http'
import { readFile, stat } from 'node:fs/promises'
import { extname, join } from 'node:path'
import { brotliCompressSync, constants as zlib } from 'node:zlib'

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
const compressible = new Set(['.html', '.js', '.css', '.json', '.svg'])
/**
 * The folder served as the Hosting emulator would (clean URLs, every other path the app; text
 * compressed with Brotli at its quality, 4, for a browser that accepts it), with `data` (a JSON
 * text) as /data.json when given, else the folder's own. Compressed once per file: the server's
 * time stays out of what is measured.
 */
export function serveDist(dir, data) {
  const compressed = new Map()
  const send = (request, response, key, type, body) => {
    const headers = { 'content-type': type, 'cache-control': 'no-cache', vary: 'Accept-Encoding' }
    if (compressible.has(extname(key)) && /\bbr\b/.test(request.headers['accept-encoding'] ?? '')) {
      if (!compressed.has(key))
        compressed.set(
          key,
          brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } }),
        )
      body = compressed.get(key)
      headers['content-encoding'] = 'br'
    }
    response.writeHead(200, headers)
    response.end(body)
  }
  const server = createServer(async (request, response) => {
    const path = decodeURIComponent(new URL(request.url, 'http://x').pathname)
    if (path === '/data.json' && data) {
      send(request, response, path, 'application/json', Buffer.from(data))
      return
    }
    const tries = path === '/' ? ['index.html'] : [path, `${path}.html`, 'app.html']
    for (const file of tries.map((name) => join(dir, name))) {
      const found = await stat(file).catch(() => null)
      if (!found?.isFile()) continue
      const type = types[extname(file)] ?? 'application/octet-stream'
      send(request, response, file, type, await readFile(file))
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
export function tasksOf(trace) {
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

export const traceCategories = [
  'toplevel',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
]

/**
 * The builds in the order of run number `run`: A, B in one run, B, A in the next, so that what the
 * machine does over time weighs on every build alike.
 */
export function inTurn(builds, run) {
  return run % 2 ? [...builds].reverse() : [...builds]
}

/**
 * Each folder served (with `data` as /data.json), then `measure(url)` run on them in turn, `runs`
 * times: a noisy moment of the machine hits every build alike. One list of results
 * per folder.
 */
export async function measureAlternating(dirs, data, runs, measure) {
  const served = await Promise.all(dirs.map((dir) => serveDist(dir, data)))
  const found = dirs.map(() => [])
  try {
    for (let run = 0; run < runs; run += 1)
      for (const index of inTurn([...served.keys()], run)) {
        found[index].push(await measure(served[index].url))
        process.stdout.write('.')
      }
  } finally {
    for (const { server } of served) server.close()
  }
  process.stdout.write('\n')
  return found
}
