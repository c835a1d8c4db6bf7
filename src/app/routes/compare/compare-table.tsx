import { Link } from 'react-router'
import { imageWidths } from '@/config/constants'
import { paths } from '@/config/paths'
import { compareMessages as messages } from '@/features/compare/messages'
import type { Estate } from '@/features/estates/estate-schema'
import { useDisplay } from '@/lib/display-choice'
import { responsiveSources } from '@/lib/responsive-image'
import { compareRows, differs, type CompareRow } from './compare-rows'
import './compare-table.css'
import { langOf } from '@/lib/data-language'

/** A column's control, found again after its column moves (its id) to keep the keyboard there. */
export type ColumnAction = 'left' | 'right' | 'remove'
export const controlId = (action: ColumnAction, id: string) =>
  `compare-${action}-${encodeURIComponent(id)}`

// The first column stays in place while the others scroll under it (compare-table.css).
const rowHeader = 'compare-row-header w-36 min-w-36 text-left text-sm font-semibold shadow-sm'
const cell = 'compare-cell'

function RowHeader({ row, estates }: { row: CompareRow; estates: readonly Estate[] }) {
  const differ = differs(row, estates)
  return (
    <th scope="row" className={`${rowHeader} ${differ ? 'bg-base-200' : 'bg-base-100'}`}>
      <span className="block" lang={row.headerLang}>
        {row.header}
      </span>
      {differ ? (
        <span className="badge badge-sm bg-gold-deep mt-1 border-none text-white">
          <span aria-hidden="true">≠&nbsp;</span>
          {messages.differs}
          <span className="sr-only">{`: ${messages.differsLabel}`}</span>
        </span>
      ) : null}
    </th>
  )
}

function Rows({ rows, estates }: { rows: CompareRow[]; estates: readonly Estate[] }) {
  return rows.map((row) => (
    <tr key={row.key} className={differs(row, estates) ? 'bg-base-200' : undefined}>
      <RowHeader row={row} estates={estates} />
      {estates.map((estate) => (
        <td key={estate.id} className={cell}>
          {row.of(estate).cell}
        </td>
      ))}
    </tr>
  ))
}

/**
 * The estates side by side: a column each, a row per fact and per facility, rows that differ
 * marked in words as well as colour. Each column can move left or right or leave. Amounts and
 * areas in the visitor's display, with the rates' day under the table when converted.
 */
export function CompareTable({
  estates,
  onMove,
  onRemove,
}: {
  estates: readonly Estate[]
  onMove: (estate: Estate, by: -1 | 1) => void
  onRemove: (estate: Estate) => void
}) {
  const display = useDisplay()
  const rows = compareRows(estates, display)
  const facts = rows.filter((row) => !row.key.startsWith('facility-'))
  const facilities = rows.filter((row) => row.key.startsWith('facility-'))
  const last = estates.length - 1
  return (
    <>
      {/* Scrolls sideways on a phone; the keyboard scrolls it by moving through its controls. Relative:
    the words for screen readers (sr-only, absolute) inside the cells would widen the page. */}
      <div
        role="region"
        aria-labelledby="compare-caption"
        className="border-base-300 rounded-box relative overflow-x-auto border focus-visible:outline-2"
      >
        <table className="compare-table">
          <caption id="compare-caption" className="sr-only">
            {messages.page.caption(estates.length)}
          </caption>
          <thead>
            <tr>
              <td className={`${rowHeader} bg-base-100`}>
                <span className="sr-only">{messages.page.estate}</span>
              </td>
              {estates.map((estate, index) => (
                <th
                  key={estate.id}
                  scope="col"
                  className={`${cell} text-base-content text-left font-normal`}
                >
                  <img
                    {...responsiveSources(estate.image, imageWidths.estate)}
                    sizes="(min-width: 640px) 240px, 208px"
                    width={1200}
                    height={800}
                    alt=""
                    loading="lazy"
                    decoding="async"
                    className="bg-base-300 rounded-box aspect-[3/2] w-full object-cover"
                  />
                  <Link
                    to={paths.estate.href(estate.id)}
                    aria-label={messages.view(estate.title)}
                    className="font-display link link-hover mt-3 block text-lg leading-snug"
                    lang={langOf(estate.translation, 'title')}
                  >
                    {estate.title}
                  </Link>
                  <div className="mt-3 flex gap-1">
                    <button
                      type="button"
                      id={controlId('left', estate.id)}
                      aria-label={messages.moveLeft(estate.title)}
                      disabled={index === 0}
                      onClick={() => onMove(estate, -1)}
                      className="btn btn-ghost btn-sm btn-square"
                    >
                      <span aria-hidden="true">←</span>
                    </button>
                    <button
                      type="button"
                      id={controlId('right', estate.id)}
                      aria-label={messages.moveRight(estate.title)}
                      disabled={index === last}
                      onClick={() => onMove(estate, 1)}
                      className="btn btn-ghost btn-sm btn-square"
                    >
                      <span aria-hidden="true">→</span>
                    </button>
                    <button
                      type="button"
                      id={controlId('remove', estate.id)}
                      aria-label={messages.remove(estate.title)}
                      onClick={() => onRemove(estate)}
                      className="btn btn-ghost btn-sm btn-square ml-auto"
                    >
                      <span aria-hidden="true">✕</span>
                    </button>
                  </div>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <Rows rows={facts} estates={estates} />
          </tbody>
          {facilities.length ? (
            <tbody>
              <tr>
                <th scope="rowgroup" colSpan={estates.length + 1} className="bg-base-200 p-0">
                  <span className="font-display compare-row-header block w-36 px-4 py-3 text-lg font-normal">
                    {messages.rows.facilities}
                  </span>
                </th>
              </tr>
              <Rows rows={facilities} estates={estates} />
            </tbody>
          ) : null}
        </table>
      </div>
      {/* Converted figures say at which rates, as the estate's page does. */}
      {display.rates ? (
        <p className="text-base-content/70 mt-4 text-sm">
          {messages.convertedAt(display.rates.date, display.rates.source)}
        </p>
      ) : null}
    </>
  )
}
