import * as z from 'zod/mini'
import { figures } from '@/config/constants'

/**
 * What the back office's Figures screen and the admin function say to each other (issue 46): one
 * definition for both, parsed at the back office's edge. Days are UTC days, `yyyy-mm-dd`.
 */

/** The numbers kept per estate per day. */
export const figureNames = ['views', 'visitors', 'enquiries', 'saves'] as const
export type FigureName = (typeof figureNames)[number]

export const dayFiguresSchema = z.object({
  day: z.string(),
  views: z.number(),
  visitors: z.number(),
  enquiries: z.number(),
  saves: z.number(),
})
export type DayFigures = z.infer<typeof dayFiguresSchema>

export const figuresAnswerSchema = z.object({
  /** The listings the member may read the figures of, by title. */
  listings: z.array(z.object({ id: z.string(), title: z.string() })),
  /** The listing shown (null: the member has none). */
  estateId: z.nullable(z.string()),
  days: z.number(),
  /** Oldest first, every day of the period (zero-filled), today's (UTC) last. */
  figures: z.array(dayFiguresSchema),
})
export type FiguresAnswer = z.infer<typeof figuresAnswerSchema>

export type FigurePeriod = (typeof figures.periods)[number]

/** The period asked, or the default one: only the offered periods are read. */
export function periodOf(value: unknown): FigurePeriod {
  const days = Number(value)
  return (figures.periods as readonly number[]).includes(days)
    ? (days as FigurePeriod)
    : figures.defaultDays
}

/** The UTC day of a moment, `yyyy-mm-dd`. */
export const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10)

/** The `days` UTC days ending with today's, oldest first. */
export function lastDays(now: number, days: number): string[] {
  const dayMs = 24 * 60 * 60 * 1000
  return Array.from({ length: days }, (_, index) => utcDay(now - (days - 1 - index) * dayMs))
}

/** The name a listing's figures are saved under as a CSV file. */
export const figuresCsvName = (estateId: string, days: number) =>
  `figures-${estateId}-${days}-days.csv`

/** The view request's body. */
export const viewRequestSchema = z.object({ estateId: z.string().check(z.maxLength(200)) })
