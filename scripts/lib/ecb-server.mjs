// The local stand-in for the European Central Bank's server (decision 045): a loopback HTTP server
// that serves a stored copy of the ECB's daily reference rates at the ECB's own path, as the ECB
// would publish it today, so that the functions' refresh (the same code as deployed, only its
// address differs) stores a current set and `npm start` shows euros on any day. Started with the
// emulators (scripts/lib/emulators.mjs).
//
// "Today" is the clock's date in Frankfurt, or `?today=YYYY-MM-DD` (a browser test publishing the
// set of a day a month on). The file is dated the latest working day (Monday to Friday) on or
// before it; TARGET holidays are not left out. `?status=503` answers that status instead (a fault).
import { readFileSync } from 'node:fs'
import { createServer } from 'node:http'
import { pathToFileURL } from 'node:url'
import { ecbServer } from './emulator-config.mjs'

const DATE = /^\d{4}-\d{2}-\d{2}$/
const DAY_MS = 86_400_000

/** The date in Frankfurt, where the ECB publishes ("2026-11-28"). */
const frankfurtDate = (now) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(now)

/** The latest Monday-to-Friday on or before `today` ("2026-11-29", a Sunday: "2026-11-27"). */
export function publishedOn(today) {
  const day = new Date(`${today}T00:00:00Z`)
  const weekday = day.getUTCDay()
  const back = weekday === 0 ? 2 : weekday === 6 ? 1 : 0
  return new Date(day.getTime() - back * DAY_MS).toISOString().slice(0, 10)
}

/** The stored file with its day's date set to `date`. */
export function ecbFileDated(stored, date) {
  return stored.replace(/(<Cube\s+time=')\d{4}-\d{2}-\d{2}(')/, `$1${date}$2`)
}

/**
 * @param {{ host?: string, port?: number }} options
 * @returns {Promise<{ stop: () => Promise<void>, url: string }>}
 */
export async function startEcbServer({ host = ecbServer.host, port = ecbServer.port } = {}) {
  const stored = readFileSync(new URL(`../../${ecbServer.file}`, import.meta.url), 'utf8')
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', `http://${host}`)
    const today = url.searchParams.get('today') ?? frankfurtDate(new Date())
    const status = Number(url.searchParams.get('status') ?? 200)
    if (url.pathname !== ecbServer.path || request.method !== 'GET') {
      response.writeHead(404).end()
    } else if (!DATE.test(today) || Number.isNaN(Date.parse(today))) {
      response.writeHead(400, { 'Content-Type': 'text/plain' }).end('today=YYYY-MM-DD')
    } else if (status !== 200) {
      response.writeHead(status, { 'Content-Type': 'text/html' }).end('<h1>Unavailable</h1>')
    } else {
      response.writeHead(200, { 'Content-Type': 'text/xml' })
      response.end(ecbFileDated(stored, publishedOn(today)))
    }
  })
  await new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => {
      server.off('error', reject)
      resolve(undefined)
    })
  })
  const { port: bound } = /** @type {import('node:net').AddressInfo} */ (server.address())
  return {
    url: `http://${host}:${bound}${ecbServer.path}`,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  }
}

// Run on its own (`node scripts/lib/ecb-server.mjs`), as the emulators' starter does.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const server = await startEcbServer()
  console.log(`Local stand-in for the ECB's rates at ${server.url}`)
  const stop = () => server.stop().then(() => process.exit(0))
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
}
