import { parse } from 'csv-parse/sync'
import type { InboxRequest } from '@/features/inbox/request-schema'
import { csvText } from '../csv-file'
import { inboxCsvHeader, inboxCsvName, inboxCsvRows } from './inbox-csv'

describe('the inbox’s CSV', () => {
  it('writes a header and a row a request', () => {
    const request: InboxRequest = {
      at: Date.UTC(2026, 10, 20, 9, 30),
      kind: 'viewing',
      estateId: '7',
      estateTitle: 'Villa Côte',
      visitorUid: null,
      visitor: { account: null, name: 'Henri', email: 'h@example.com', phone: '+33 1 23' },
      dates: ['2026-12-01T10:00:00.000Z', '2026-12-02T10:00:00.000Z'],
      timeZone: 'Europe/Paris',
      message: '=HYPERLINK("x")',
      language: 'fr',
      recipient: { name: 'A', address: 'a@example.com' },
      mail: 'sent',
      status: 'replied',
      assignee: { uid: 'agnes', name: 'Agnes' },
      readBy: [],
      repliedAt: Date.UTC(2026, 10, 21),
    }
    const [header, row] = parse(csvText(inboxCsvRows([request])), { bom: true }) as string[][]
    expect(header).toEqual([...inboxCsvHeader])
    expect(row).toEqual([
      '2026-11-20T09:30:00.000Z',
      'replied',
      'viewing',
      '7',
      'Villa Côte',
      'Henri',
      'h@example.com',
      "'+33 1 23",
      '2026-12-01T10:00:00.000Z; 2026-12-02T10:00:00.000Z',
      '\'=HYPERLINK("x")',
      'Agnes',
      '2026-11-21T00:00:00.000Z',
    ])
    expect(inboxCsvName(Date.UTC(2026, 10, 28, 23))).toBe('inbox-2026-11-28.csv')
  })
})
