import { parse } from 'csv-parse/sync'
import { csvDownload, csvText, guardCell, unguardCell } from './csv-file'

/** One row's text as written, without the byte order mark and the line end. */
const line = (...cells: (string | number | null | undefined)[]) =>
  csvText([cells])
    .replace(/^\uFEFF/, '')
    .replace(/\r\n$/, '')

describe('the CSV writer', () => {
  it('starts with a byte order mark and ends every row with CRLF', () => {
    const text = csvText([
      ['a', 'b'],
      ['c', 'd'],
    ])
    expect(text).toBe('\uFEFFa,b\r\nc,d\r\n')
    expect(Buffer.from(text, 'utf8').subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]))
  })

  it('quotes as RFC 4180 says: commas, quotes and line breaks', () => {
    expect(line('plain')).toBe('plain')
    expect(line('a, b')).toBe('"a, b"')
    expect(line('say "hi"')).toBe('"say ""hi"""')
    // A line break alone is quoted too, not only the CRLF that ends a row.
    expect(line('two\nlines', 'three\r\nlines', 'a\rb')).toBe(
      '"two\nlines","three\r\nlines","a\rb"',
    )
    expect(line(null, undefined, '', 12)).toBe(',,,12')
  })

  it('@fault neutralises what a spreadsheet would run as a formula', () => {
    for (const hostile of ['=1+1', '+1', '-1', '@SUM(A1)', '\t=1', '\r=1', '\uFF1D1+1'])
      expect(line(hostile).replace(/^"/, '')).toMatch(/^'/)
    expect(line('=HYPERLINK("http://evil","x")')).toBe('"\'=HYPERLINK(""http://evil"",""x"")"')
    // A number is written as its text: a negative one is guarded as any other cell.
    expect(line(-1)).toBe("'-1")
    expect(line('a=b', 'x-y', 'user@example.com')).toBe('a=b,x-y,user@example.com')
  })

  it('guards a leading apostrophe too, so taking one off gives every value back', () => {
    for (const value of ["'quoted", "''", '=1', "'=1", 'plain', ''])
      expect(unguardCell(guardCell(value))).toBe(value)
    expect(guardCell("'quoted")).toBe("''quoted")
  })

  it('writes non-ASCII text as UTF-8 and reads back as written', () => {
    const rows = [
      ['Zoë Côté', 'Straße 5, München'],
      ['東京 "タワー"', 'line\nbreak'],
      ['€ 1 250 000', '😀'],
    ]
    const text = csvText(rows)
    expect(parse(text, { bom: true })).toEqual(rows)
    expect(parse(Buffer.from(text, 'utf8'), { bom: true })).toEqual(rows)
  })

  it('answers a file to save: CSV in UTF-8, its name, the bytes', () => {
    const answer = csvDownload('inbox-2026-11-28.csv', [['Zoë']])
    expect(answer.status).toBe(200)
    expect(answer.headers).toEqual({
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': 'attachment; filename="inbox-2026-11-28.csv"',
    })
    expect(answer.body.toString('utf8')).toBe('\uFEFFZoë\r\n')
  })
})
