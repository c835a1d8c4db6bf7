import type { RatesStore, StoredRates } from './refresh-rates'

/**
 * /rates.json's caching (firebase.json sets the same on Hosting, whose headers replace a
 * function's): the set changes once a working day and the site accepts one up to 7 days old, so
 * a visitor may keep it 5 minutes and Hosting's CDN 10; a new set reaches everyone within 15.
 */
export const RATES_CACHE_CONTROL = 'public, max-age=300, s-maxage=600'

/** Between two first refreshes started by visitors, per instance (see firstRefresh). */
export const FIRST_REFRESH_GAP_MS = 10 * 60_000

export type RatesAnswer = { status: number; headers: Record<string, string>; body: unknown }

export type ServeRatesDeps = {
  store: Pick<RatesStore, 'latest'>
  /** Runs the refresh when no set is stored yet (a fresh deployment); see firstRefresh. */
  refreshWhenEmpty: () => Promise<void>
  log: (message: string, detail?: Record<string, unknown>) => void
}

const served = ({ base, date, source, rates, note }: StoredRates) => ({
  base,
  date,
  source,
  rates,
  ...(note ? { note } : {}),
})

/** GET /rates.json: the latest stored set, in the shape src/lib/rates.ts reads. */
export async function handleRatesRequest(
  request: { method: string },
  deps: ServeRatesDeps,
): Promise<RatesAnswer> {
  const json = { 'Content-Type': 'application/json; charset=utf-8' }
  if (request.method !== 'GET' && request.method !== 'HEAD')
    return {
      status: 405,
      headers: { ...json, Allow: 'GET, HEAD', 'Cache-Control': 'no-store' },
      body: { error: 'Method not allowed' },
    }
  try {
    let latest = await deps.store.latest()
    if (!latest) {
      await deps.refreshWhenEmpty()
      latest = await deps.store.latest()
    }
    // Nothing yet: the site shows dollars with "could not be loaded" (src/lib/rates.ts).
    if (!latest)
      return {
        status: 404,
        headers: { ...json, 'Cache-Control': 'no-store' },
        body: { error: 'No exchange rates yet' },
      }
    return {
      status: 200,
      headers: { ...json, 'Cache-Control': RATES_CACHE_CONTROL },
      body: served(latest),
    }
  } catch (error) {
    deps.log('The exchange rates could not be read', {
      error: error instanceof Error ? error.message : String(error),
    })
    return {
      status: 503,
      headers: { ...json, 'Cache-Control': 'no-store' },
      body: { error: 'The exchange rates are unavailable' },
    }
  }
}

/**
 * A fresh deployment has no set until the first scheduled run (up to three days away over a
 * weekend): its first visitor's request runs the refresh once. At most one at a time and one
 * every FIRST_REFRESH_GAP_MS per instance, so visitors cannot make the function hammer the ECB
 * while it is unreachable.
 */
export function firstRefresh(refresh: () => Promise<unknown>, now: () => number) {
  let running: Promise<void> | undefined
  let lastStart = Number.NEGATIVE_INFINITY
  return (): Promise<void> => {
    if (running) return running
    if (now() - lastStart < FIRST_REFRESH_GAP_MS) return Promise.resolve()
    lastStart = now()
    running = refresh()
      .then(() => undefined)
      .finally(() => {
        running = undefined
      })
    return running
  }
}
