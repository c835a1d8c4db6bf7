import { render } from '@testing-library/react'
import type { Estate } from '@/features/estates/estate-schema'
import { parseEstates } from '@/features/estates/parse-estates'
import { dollars } from '@/lib/display-units'
import { estateRecord } from '@/testing/estate-records'
import { compareRows } from './compare-rows'

// This file reads the data as a French build does (src/lib/data-language.ts's TRANSLATION).
vi.hoisted(() => Object.assign(globalThis, { __SITE_LANGUAGE__: 'fr' }))

const [first, second] = parseEstates([
  estateRecord({ id: '1', segment_name: 'Apartments', facilities: ['Private pool'] }),
  estateRecord({
    id: '2',
    segment_name: 'Apartments',
    facilities: ['Wine cellar', 'Private pool'],
  }),
]).estates as [Estate, Estate]
const keys = (estate: Estate) => ({ segment: estate.segment, facilities: estate.facilities })
// Estate 1 in French; estate 2's segment and facilities have no French: shown in English, marked.
const estates: Estate[] = [
  {
    ...first,
    segment: 'Appartements',
    facilities: ['Piscine privée'],
    translation: { english: [], keys: keys(first) },
  },
  { ...second, translation: { english: ['segment', 'facilities'], keys: keys(second) } },
]
const rows = compareRows(estates, { money: dollars, area: 'sqft' })
const rowOf = (key: string) => {
  const row = rows.find((each) => each.key === key)
  if (!row) throw new Error(`no row ${key} in ${rows.map((each) => each.key).join(', ')}`)
  return row
}
const cellOf = (key: string, estate: Estate) => {
  const { container } = render(<div>{rowOf(key).of(estate).cell}</div>)
  return container.firstElementChild?.innerHTML
}

describe('compareRows in a translated build', () => {
  it('marks a segment left in English, and only that one; the same segment is no difference', () => {
    expect(cellOf('segment', estates[1]!)).toBe('<span lang="en">Apartments</span>')
    expect(cellOf('segment', estates[0]!)).toBe('Appartements')
    expect(new Set(estates.map((estate) => rowOf('segment').of(estate).same)).size).toBe(1)
  })

  it('goes by the facilities’ English names: one row for a pool named in two languages', () => {
    const pool = rowOf('facility-private pool')
    // Named as the first estate shows it, in French.
    expect(pool.header).toBe('Piscine privée')
    expect(pool.headerLang).toBeUndefined()
    expect(estates.map((estate) => pool.of(estate).same)).toEqual(['true', 'true'])
    // Named by the untranslated estate only: marked as English.
    const cellar = rowOf('facility-wine cellar')
    expect(cellar.header).toBe('Wine cellar')
    expect(cellar.headerLang).toBe('en')
    expect(rows.filter((row) => row.key.startsWith('facility-'))).toHaveLength(2)
  })
})
