import { stringify } from 'csv-stringify/sync'

/**
 * The site's one CSV writer (decisions 056, 057, 058): the inbox's export, the listings' export and
 * a listing's figures are written here, the same way. RFC 4180 (CRLF line ends; a cell with a
 * comma, a quote or a line break quoted, its quotes doubled), UTF-8 with a byte order mark (Excel
 * reads UTF-8, accents included, only after one; csv-parse takes it off with `bom: true`), and no
 * cell a spreadsheet would run as a formula.
 */

export type CsvCell = string | number | null | undefined

/**
 * A spreadsheet runs a cell that starts with = + - @ (their full-width forms too, which Numbers
 * reads as them), a tab or a return as a formula (OWASP's CSV injection advice): such a cell gets a
 * leading apostrophe, shown as text. A cell starting with an apostrophe gets one too, so a reader
 * that takes one off any cell starting with one (unguardCell: the import) gets every value back.
 */
const GUARDED = /^[=+\-@\t\r'\uFF1D\uFF0B\uFF0D\uFF20]/

export const guardCell = (text: string) => (GUARDED.test(text) ? `'${text}` : text)

/** A cell as written, read back: one leading apostrophe taken off. */
export const unguardCell = (cell: string) => (cell.startsWith("'") ? cell.slice(1) : cell)

/** The rows as the text of a CSV file; an absent cell is empty, a number written as text. */
export function csvText(rows: readonly (readonly CsvCell[])[]): string {
  return stringify(
    rows.map((row) => row.map((cell) => guardCell(cell == null ? '' : String(cell)))),
    // A line break alone in a cell is quoted too: csv-stringify quotes only the record delimiter
    // itself once one is set, unless told.
    { bom: true, record_delimiter: '\r\n', quote_record_delimiter: true },
  )
}

/** The rows as a file the browser saves under `fileName` (bytes: endpoint.ts sends them as they are). */
export const csvDownload = (fileName: string, rows: readonly (readonly CsvCell[])[]) => ({
  status: 200,
  headers: {
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="${fileName}"`,
  },
  body: Buffer.from(csvText(rows), 'utf8'),
})
