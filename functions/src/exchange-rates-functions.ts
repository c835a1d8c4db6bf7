import { getFirestore } from 'firebase-admin/firestore'
import { logger } from 'firebase-functions'
import { defineString } from 'firebase-functions/params'
import { onSchedule } from 'firebase-functions/v2/scheduler'
import { ECB_DAILY_URL } from './ecb-rates'
import { endpoint } from './endpoint'
import { firestoreRatesStore } from './firestore-rates'
import { refreshRates, type RefreshDeps } from './refresh-rates'
import { firstRefresh, handleRatesRequest } from './serve-rates'

// The exchange rates that keep themselves current (decision 045). Only the file's address is a
// parameter: locally scripts/lib/emulators.mjs points it at the loopback stand-in for the ECB.
const ecbRatesUrl = defineString('ECB_RATES_URL', {
  default: ECB_DAILY_URL,
  description: "The European Central Bank's daily reference rates (eurofxref-daily.xml)",
})

// Called in the handlers, never at load: index.ts initialises the Admin SDK after its imports.
const refreshDeps = (): RefreshDeps => ({
  url: ecbRatesUrl.value(),
  fetch: (url, init) => fetch(url, init),
  store: firestoreRatesStore(getFirestore()),
  now: () => new Date(),
  log: (level, message, detail) => logger[level](message, detail),
})

/**
 * Every TARGET working day after the ECB's publication (about 16:00 in Frankfurt): Monday to
 * Friday at 17:00 there. A failed run throws, so that Cloud Scheduler tries again (5 times, 5 to
 * 60 minutes apart); a file not newer than the stored set (a TARGET holiday) is no failure.
 */
export const refreshExchangeRates = onSchedule(
  {
    region: 'us-central1',
    schedule: '0 17 * * 1-5',
    timeZone: 'Europe/Berlin',
    retryCount: 5,
    minBackoffSeconds: 300,
    maxBackoffSeconds: 3600,
    timeoutSeconds: 60,
    memory: '256MiB',
  },
  async () => {
    const outcome = await refreshRates(refreshDeps())
    if (outcome.status === 'failed') throw new Error(`Exchange rates: ${outcome.reason}`)
  },
)

const refreshWhenEmpty = firstRefresh(() => refreshRates(refreshDeps()), Date.now)

/** /rates.json (Hosting rewrites it here): the latest set, cached briefly (serve-rates.ts). */
export const exchangeRates = endpoint({}, (request) =>
  handleRatesRequest(
    { method: request.method },
    {
      store: firestoreRatesStore(getFirestore()),
      refreshWhenEmpty,
      log: (message, detail) => logger.error(message, detail),
    },
  ),
)
