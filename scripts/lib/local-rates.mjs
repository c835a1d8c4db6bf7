// The functions' exchange-rate refresh (functions/src/refresh-rates.ts, the same code the scheduled
// function runs) run here against the local Firestore and the local stand-in for the ECB
// (ecb-server.mjs): the Functions emulator never fires a schedule (decision 045). `npm start` and
// the browser tests' start run it once (`node scripts/lib/local-rates.mjs`); a browser test runs it
// for another day (`refreshLocalRates({ today })`). Needs the functions' bundle (build-functions.mjs).
import { pathToFileURL } from 'node:url'
import { firestoreServer, localEcbUrl, projectId } from './emulator-config.mjs'

const bundle = new URL('../../functions/lib/refresh-rates-locally.js', import.meta.url)

/**
 * @param {{ today?: string, status?: number, log?: (level: string, message: string, detail?: object) => void }} options
 *   today: the day the stand-in publishes for ("2026-12-28"; default: today); status: its answer
 *   instead of the file (a fault); log: the refresh's log (default: the console).
 * @returns {Promise<{ status: 'stored', rates: { date: string, rates: Record<string, number> } } | { status: 'unchanged', date: string, storedDate: string } | { status: 'failed', reason: string }>}
 */
export async function refreshLocalRates({ today, status, log = consoleLog } = {}) {
  // No Google Cloud here: the SDK's look-up of a metadata server only warns after a while.
  process.env.METADATA_SERVER_DETECTION ??= 'none'
  process.env.FIRESTORE_EMULATOR_HOST ??= `${firestoreServer.host}:${firestoreServer.port}`
  const { refreshRatesLocally } = await import(bundle.href)
  const url = new URL(localEcbUrl(today))
  if (status) url.searchParams.set('status', String(status))
  return refreshRatesLocally({
    url: url.href,
    projectId,
    // The refresh refuses a file dated after its today: the stand-in's today is its today.
    now: today ? new Date(`${today}T18:00:00Z`) : new Date(),
    log,
  })
}

function consoleLog(level, message, detail) {
  const line = `${message}${detail ? ` ${JSON.stringify(detail)}` : ''}`
  if (level === 'error') console.error(line)
  else if (level === 'warn') console.warn(line)
  else console.log(line)
}

// Run on its own, as the emulators' starter does: exits 0 whatever the outcome (the site then
// shows dollars with its note), 1 only if it could not run at all.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    await refreshLocalRates()
    process.exit(0)
  } catch (error) {
    console.error('The local exchange-rate refresh could not run:', error)
    process.exit(1)
  }
}
