import type { ReactNode } from 'react'
import type { Estate } from '@/features/estates/estate-schema'
import { priceFigure, statusName } from '@/features/estates/estate-words'
import { availabilityBadge, priceOnRequest } from '@/features/estates/messages'
import { compareMessages as messages } from '@/features/compare/messages'
import { langOf, TRANSLATION } from '@/lib/data-language'
import type { Display } from '@/lib/display-units'
import { convertArea, convertMoney, formatArea, formatMoney } from '@/lib/format'

/** One row of the comparison: its header, and each estate's cell with the value compared. */
export type CompareRow = {
  key: string
  header: string
  /** The header's language where it is the data's, left in English (a facility's name). */
  headerLang?: string
  /** `same` is what is compared across the row (its text, or yes/no); `cell` is what is shown. */
  of: (estate: Estate) => { same: string; cell: ReactNode }
}

const shown = (text: string) => ({ same: text, cell: text })

/**
 * A field of the data as shown, marked as English where it has no translation; compared by its
 * English name, `same` (decision 038).
 */
const dataField = (text: string, lang: string | undefined, same = text) => ({
  same,
  cell: lang ? <span lang={lang}>{text}</span> : text,
})

/** The segment and facilities as the data names them in English, whatever the page shows. */
const keysOf = (estate: Estate) => (TRANSLATION && estate.translation?.keys) || estate

/** What the table shows amounts and areas in: the visitor's display. */
type Shown = Pick<Display, 'money' | 'area'>

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

/** The price by the visitor's unit of area, in their money (dollars by square foot, as the data). */
const perArea = (estate: Estate, { money, area }: Shown) => {
  if (estate.price === null) return notApplicable(messages.notApplicable.onRequest)
  if (estate.monthly) return notApplicable(messages.notApplicable.rent)
  const figure = convertMoney(estate.price, money) / convertArea(estate.areaSqFt, area)
  return shown(messages.perArea(formatMoney(figure, { currency: money.currency }), area))
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

/** An estate's facilities as shown, each with the key of its English name (in the same order). */
const facilitiesOf = (estate: Estate) => {
  const english = keysOf(estate).facilities
  return estate.facilities.map((name, index) => ({
    name,
    key: facilityKey(english[index] ?? name),
  }))
}

/**
 * The facts of the public cards, then each facility any of the estates has, in order met; amounts
 * and areas in the visitor's `display`.
 */
export function compareRows(estates: readonly Estate[], display: Shown): CompareRow[] {
  // A facility's row is named as the first estate that has it shows it.
  const facilities = new Map<string, { facility: string; lang: string | undefined }>()
  for (const estate of estates)
    for (const { name, key } of facilitiesOf(estate))
      if (!facilities.has(key))
        facilities.set(key, { facility: name, lang: langOf(estate.translation, 'facilities') })
  return [
    {
      key: 'price',
      header: messages.rows.price,
      // Exact, as on the estate's page and unlike a card's "≈ €11.8M": figures weighed side by
      // side, and two prices that rounding would make equal would lose their "Differs".
      of: ({ price, monthly }) =>
        shown(price === null ? priceOnRequest : priceFigure(price, monthly, display.money)),
    },
    {
      key: 'per-area',
      header: messages.rows.perArea[display.area],
      of: (estate) => perArea(estate, display),
    },
    {
      key: 'area',
      header: messages.rows.area,
      of: (estate) => shown(formatArea(estate.areaSqFt, { unit: display.area })),
    },
    { key: 'status', header: messages.rows.status, of: statusOf },
    {
      key: 'segment',
      header: messages.rows.segment,
      of: (estate) =>
        dataField(estate.segment, langOf(estate.translation, 'segment'), keysOf(estate).segment),
    },
    {
      key: 'location',
      header: messages.rows.location,
      of: (estate) => dataField(estate.location, langOf(estate.translation, 'location')),
    },
    ...[...facilities].map(([key, { facility, lang }]) => ({
      key: `facility-${key}`,
      header: facility,
      headerLang: lang,
      of: (estate: Estate) => {
        const has = facilitiesOf(estate).some((one) => one.key === key)
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
