/** What the refresh did (functions/src/refresh-rates.ts's RefreshOutcome). */
export type LocalRefreshOutcome =
  | {
      status: 'stored'
      rates: {
        base: 'USD'
        date: string
        source: string
        rates: Record<'EUR' | 'GBP' | 'CHF' | 'AED', number>
        note: string
      }
    }
  | { status: 'unchanged'; date: string; storedDate: string }
  | { status: 'failed'; reason: string }

/**
 * Runs the functions' exchange-rate refresh against the local Firestore and the ECB's stand-in,
 * published as on `today` ("2026-12-28"), or answering `status` instead (a fault).
 */
export declare function refreshLocalRates(options?: {
  today?: string
  status?: number
  log?: (level: string, message: string, detail?: object) => void
}): Promise<LocalRefreshOutcome>
