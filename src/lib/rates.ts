import * as z from 'zod/mini'
import { RATES_STALE_AFTER_DAYS } from '@/config/constants'
import { dataFiles } from '@/config/paths'
import type { Rates, RatesProblem } from './display-units'
import { fetchJson, JsonLoadError } from './fetch-json'

export type RatesResult = { rates: Rates } | { problem: RatesProblem }

const rate = z.number().check(z.positive())
/** The rates file's shape (base USD), as the site reads it and the rates function serves it. */
export const ratesFileSchema = z.object({
  base: z.literal('USD'),
  date: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)),
  source: z.string().check(z.trim(), z.minLength(1)),
  rates: z.object({ EUR: rate, GBP: rate, CHF: rate, AED: rate }),
})
export type RatesFile = z.infer<typeof ratesFileSchema>

const DAY_MS = 86_400_000

/**
 * /rates.json (the rates function's answer, decision 045) read at the edge: a wrong or old figure
 * is never shown, dollars are.
 */
export function parseRates(raw: unknown, now: Date = new Date()): RatesResult {
  const parsed = ratesFileSchema.safeParse(raw)
  if (!parsed.success) return { problem: 'malformed' }
  const { date, source, rates } = parsed.data
  const day = Date.parse(`${date}T00:00:00Z`)
  if (Number.isNaN(day) || day > now.getTime() + DAY_MS) return { problem: 'malformed' }
  if (now.getTime() - day > RATES_STALE_AFTER_DAYS * DAY_MS) return { problem: 'stale' }
  return { rates: { date, source, perDollar: { USD: 1, ...rates } } }
}

/** Fetches and reads the rates file; never rejects. */
export const loadRates = (): Promise<RatesResult> =>
  fetchJson(dataFiles.rates).then(
    (raw) => parseRates(raw),
    (error: unknown): RatesResult => ({
      problem:
        error instanceof JsonLoadError && error.reason === 'syntax' ? 'malformed' : 'missing',
    }),
  )
