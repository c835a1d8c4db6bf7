import type { InboxRequest } from '@/features/inbox/request-schema'
import type { CsvCell } from '../csv-file'

/** The columns of the inbox's CSV file for the agency's spreadsheets (issue 46). */
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

/** The header, then the requests, one row each, in the order given. */
export const inboxCsvRows = (requests: readonly InboxRequest[]): CsvCell[][] => [
  [...inboxCsvHeader],
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
]

/** `inbox-2026-11-28.csv`: the day it was exported, UTC. */
export const inboxCsvName = (now: number) => `inbox-${new Date(now).toISOString().slice(0, 10)}.csv`
