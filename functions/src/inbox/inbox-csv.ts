import type { InboxRequest } from '@/features/inbox/request-schema'

/**
 * The inbox as a CSV file for the agency's spreadsheets (issue 46). Written here, not with a
 * library: RFC 4180 quoting is a few lines, and the functions' bundle gains no dependency.
 */

/** Excel opens UTF-8 (accents) only when the file starts with a byte order mark. */
export const CSV_BOM = '\uFEFF'

/**
 * One cell. A spreadsheet runs a cell that starts with = + - @ (or a tab or carriage return before
 * one) as a formula: such a cell gets a leading apostrophe, shown as text (OWASP's CSV injection
 * advice). Then RFC 4180: a cell with a quote, a comma or a line break is quoted, quotes doubled.
 */
export function csvCell(value: string | number | null | undefined) {
  let text = value == null ? '' : String(value)
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

/** Rows joined by CRLF, as RFC 4180 says, with the byte order mark first. */
export const toCsv = (rows: readonly (readonly (string | number | null | undefined)[])[]) =>
  CSV_BOM + rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n'

export const inboxCsvHeader = [
  'Received',
  'Status',
  'Kind',
  'Estate id',
  'Estate title',
  'Visitor name',
  'Email',
  'Phone',
  'Preferred dates',
  'Message',
  'Assignee',
  'Replied at',
] as const

/** Moments in UTC, ISO 8601: one meaning in any spreadsheet's locale. */
const moment = (ms: number | null | undefined) => (ms == null ? '' : new Date(ms).toISOString())

/** The requests, one row each, in the order given. */
export const inboxCsv = (requests: readonly InboxRequest[]) =>
  toCsv([
    inboxCsvHeader,
    ...requests.map((request) => [
      moment(request.at),
      request.status,
      request.kind,
      request.estateId,
      request.estateTitle,
      request.visitor.name,
      request.visitor.email,
      request.visitor.phone,
      request.dates.join('; '),
      request.message,
      request.assignee?.name ?? '',
      moment(request.repliedAt),
    ]),
  ])

/** `inbox-2026-11-28.csv`: the day it was exported, UTC. */
export const inboxCsvName = (now: number) => `inbox-${new Date(now).toISOString().slice(0, 10)}.csv`
