import { parse } from 'csv-parse/sync'
import type { InboxRequest } from '@/features/inbox/request-schema'
import { csvCell, inboxCsv, inboxCsvHeader, inboxCsvName, toCsv } from './inbox-csv'

describe('the inbox’s CSV', () => {
  it('quotes as RFC 4180 says: commas, quotes and line breaks', () => {
    expect(csvCell('plain')).toBe('plain')
    expect(csvCell('a, b')).toBe('"a, b"')
    expect(csvCell('say "hi"')).toBe('"say ""hi"""')
    expect(csvCell('two\nlines')).toBe('"two\nlines"')
    expect(csvCell(null)).toBe('')
    expect(csvCell(12)).toBe('12')
  })

  it('@fault neutralises what a spreadsheet would run as a formula', () => {
    for (const hostile of ['=1+1', '+1', '-1', '@SUM(A1)', '\t=1', '\r=1'])
      expect(csvCell(hostile).replace(/^"/, '')).toMatch(/^'/)
    expect(csvCell('=HYPERLINK("http://evil","x")')).toBe('"\'=HYPERLINK(""http://evil"",""x"")"')
    expect(csvCell('a=b')).toBe('a=b')
  })

  it('starts with a byte order mark, ends rows with CRLF, and reads back as written', () => {
    const rows = [
      ['a', 'b, c'],
      ['Zoë "Z"', 'line\nbreak'],
    ]
    const text = toCsv(rows)
    expect(text.startsWith('\uFEFFa,"b, c"\r\n')).toBe(true)
    expect(parse(text, { bom: true })).toEqual(rows)
  })

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
    const [header, row] = parse(inboxCsv([request]), { bom: true }) as string[][]
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
