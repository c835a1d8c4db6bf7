import type { ReactNode } from 'react'
import type { Estate } from '@/features/estates/estate-schema'
import {
  availabilityBadge,
  priceFigure,
  priceOnRequest,
  statusName,
} from '@/features/estates/messages'
import { compareMessages as messages } from '@/features/compare/messages'
import { langOf } from '@/lib/data-language'
import { formatArea, formatMoney } from '@/lib/format'

/** One row of the comparison: its header, and each estate's cell with the value compared. */
export type CompareRow = {
  key: string
  header: string
  /** `same` is what is compared across the row (its text, or yes/no); `cell` is what is shown. */
  of: (estate: Estate) => { same: string; cell: ReactNode }
}

const shown = (text: string) => ({ same: text, cell: text })

/** The data's text in the visitor's words, or in English, marked so, for want of a translation. */
const shownData = (estate: Estate, field: 'segment' | 'location') => ({
  same: estate[field],
  cell: <span lang={langOf(estate.translation, field)}>{estate[field]}</span>,
})

/** A dash for a figure that does not apply, with words for those who cannot see it. */
const notApplicable = (why: string) => ({
  same: why,
  cell: (
    <>
      <span aria-hidden="true">—</span>
      <span className="sr-only">{why}</span>
    </>
  ),
})

const perSquareFoot = (estate: Estate) => {
  if (estate.price === null) return notApplicable(messages.notApplicable.onRequest)
  if (estate.monthly) return notApplicable(messages.notApplicable.rent)
  return shown(messages.perSquareFoot(formatMoney(estate.price / estate.areaSqFt)))
}

const statusOf = (estate: Estate) => {
  const badge = availabilityBadge[estate.availability]
  const name = statusName(estate.status)
  const status = name ?? estate.status
  const text = badge ? `${status} · ${badge}` : status
  return {
    same: text,
    cell: (
      <span lang={name === null ? 'en' : undefined} className="capitalize">
        {text}
      </span>
    ),
  }
}

const facilityKey = (facility: string) => facility.trim().toLowerCase()

/** The facts of the public cards, then each facility any of the estates has, in order met. */
export function compareRows(estates: readonly Estate[]): CompareRow[] {
  const facilities = new Map<string, string>()
  for (const estate of estates)
    for (const facility of estate.facilities)
      if (!facilities.has(facilityKey(facility))) facilities.set(facilityKey(facility), facility)
  return [
    {
      key: 'price',
      header: messages.rows.price,
      of: ({ price, monthly }) =>
        shown(price === null ? priceOnRequest : priceFigure(price, monthly)),
    },
    { key: 'per-sq-ft', header: messages.rows.perSquareFoot, of: perSquareFoot },
    { key: 'area', header: messages.rows.area, of: (estate) => shown(formatArea(estate.areaSqFt)) },
    { key: 'status', header: messages.rows.status, of: statusOf },
    { key: 'segment', header: messages.rows.segment, of: (estate) => shownData(estate, 'segment') },
    {
      key: 'location',
      header: messages.rows.location,
      of: (estate) => shownData(estate, 'location'),
    },
    ...[...facilities].map(([key, facility]) => ({
      key: `facility-${key}`,
      header: facility,
      of: (estate: Estate) => {
        const has = estate.facilities.some((one) => facilityKey(one) === key)
        return {
          same: String(has),
          cell: has ? (
            <>
              <span aria-hidden="true" className="text-secondary text-lg">
                ✓
              </span>
              <span className="sr-only">{messages.yes}</span>
            </>
          ) : (
            <>
              <span aria-hidden="true" className="text-base-content/70">
                –
              </span>
              <span className="sr-only">{messages.no}</span>
            </>
          ),
        }
      },
    })),
  ]
}

/** Whether the estates part ways on a row. */
export const differs = (row: CompareRow, estates: readonly Estate[]) =>
  new Set(estates.map((estate) => row.of(estate).same)).size > 1
