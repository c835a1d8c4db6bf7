import type { RatesFile } from '@/lib/rates'
import { AED_NOTE, EcbFileError, inDollars, parseEcbDaily } from './ecb-rates'

/** The set the site serves at /rates.json, with a word on where the dirham's figure comes from. */
export type StoredRates = RatesFile & { note: string }

/** Where the latest set is kept (Firestore deployed and locally, memory in tests). */
export type RatesStore = {
  latest: () => Promise<StoredRates | null>
  /** Keeps `rates` as the latest set and as its day's record. */
  save: (rates: StoredRates, refreshedAt: number) => Promise<void>
}

type FetchAnswer = { ok: boolean; status: number; text: () => Promise<string> }

export type RefreshDeps = {
  /** The ECB's daily file (ECB_RATES_URL; locally the stand-in, scripts/lib/ecb-server.mjs). */
  url: string
  fetch: (url: string, init: { signal: AbortSignal }) => Promise<FetchAnswer>
  store: RatesStore
  now: () => Date
  log: (level: 'info' | 'warn' | 'error', message: string, detail?: Record<string, unknown>) => void
  timeoutMs?: number
}

export type RefreshOutcome =
  | { status: 'stored'; rates: StoredRates }
  /** The file's day is not after the stored one's (a weekend, a TARGET holiday, a late file). */
  | { status: 'unchanged'; date: string; storedDate: string }
  | { status: 'failed'; reason: string }

const DAY_MS = 86_400_000
// The ECB's file is under 2 KB; a far larger answer is not it.
const MAX_FILE_CHARS = 100_000

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error))

/**
 * Fetches the ECB's daily reference rates and keeps them, in US dollars, as the latest set when
 * their day is newer than the stored one's. Anything else (no answer, an HTTP error, a malformed
 * file, a missing currency, a day not newer) keeps the last good set and is logged; never throws.
 */
export async function refreshRates(deps: RefreshDeps): Promise<RefreshOutcome> {
  const failed = (reason: string, detail: Record<string, unknown> = {}): RefreshOutcome => {
    deps.log('error', `Exchange rates not refreshed, the last set kept: ${reason}`, {
      url: deps.url,
      ...detail,
    })
    return { status: 'failed', reason }
  }

  let xml: string
  try {
    const answer = await deps.fetch(deps.url, {
      signal: AbortSignal.timeout(deps.timeoutMs ?? 20_000),
    })
    if (!answer.ok) return failed(`the ECB answered ${answer.status}`, { status: answer.status })
    xml = await answer.text()
  } catch (error) {
    return failed('the ECB could not be reached', { error: messageOf(error) })
  }
  if (xml.length > MAX_FILE_CHARS) return failed(`the answer is ${xml.length} characters long`)

  let rates: StoredRates
  try {
    rates = { ...inDollars(parseEcbDaily(xml)), note: AED_NOTE }
  } catch (error) {
    if (error instanceof EcbFileError) return failed(`the file was refused: ${error.message}`)
    throw error
  }
  // The site refuses a set dated after tomorrow; so is it here, rather than stored.
  if (Date.parse(`${rates.date}T00:00:00Z`) > deps.now().getTime() + DAY_MS)
    return failed(`the file is dated ${rates.date}, after today`)

  try {
    const stored = await deps.store.latest()
    if (stored && rates.date <= stored.date) {
      deps.log('warn', 'Exchange rates not refreshed: the ECB has published nothing newer', {
        published: rates.date,
        stored: stored.date,
      })
      return { status: 'unchanged', date: rates.date, storedDate: stored.date }
    }
    await deps.store.save(rates, deps.now().getTime())
  } catch (error) {
    return failed('the store failed', { error: messageOf(error) })
  }
  deps.log('info', 'Exchange rates refreshed', { date: rates.date, rates: rates.rates })
  return { status: 'stored', rates }
}
