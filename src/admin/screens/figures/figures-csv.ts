import { figureNames, type DayFigures } from '@/features/figures/figures-api'
import { figuresWords as words } from './messages'

/**
 * A cell a spreadsheet would read as a formula (= + - @, and tab or carriage return that some
 * read the same way) is written with a leading apostrophe: the file opens as text, never runs.
 */
export function neutralised(value: string | number): string {
  const text = String(value)
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text
  return /[",\n\r]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe
}

/** The figures as CSV (RFC 4180, CRLF lines): a header, then a line a day. */
export function figuresCsv(figures: readonly DayFigures[]): string {
  const header = [words.day, ...figureNames.map((name) => words.names[name])]
  const rows = figures.map((day) => [day.day, ...figureNames.map((name) => day[name])])
  return [header, ...rows].map((row) => row.map(neutralised).join(',')).join('\r\n') + '\r\n'
}
