import { render, screen, within } from '@testing-library/react'
import { collectionMessages, type FieldTexts } from './messages'
import FiltersDialog from './estate-filters-dialog'
import {
  dialogFilterCount,
  estateFilters,
  facetsOf,
  patchOf,
  type EstateFacets,
} from './estate-filters'
import { estateRecord } from '@/testing/estate-records'
import {
  emptyQuery,
  isFiltered,
  parseEstateQuery,
  serialiseEstateQuery,
  type EstateQuery,
} from './estate-query'
import { EstateSearchPanel } from './estate-search-panel'
import { parseEstates } from './parse-estates'

type Filter = (typeof estateFilters)[number]

// Every filter of the table, whatever it is: a filter added to it is checked here with no edit.
const options = ['Alpha', 'Beta', 'Gamma']
/** The filter set to a value of its kind, and how many values that is. */
function setTo(filter: Filter): [Partial<EstateQuery>, number] {
  if (filter.kind === 'choice') return [patchOf(filter.key, ['Gamma', 'Alpha']), 2]
  if (filter.kind === 'range') {
    const bounds = { ...patchOf(filter.keys[0], 1500), ...patchOf(filter.keys[1], 2500000) }
    // A range within a choice applies once one of its values is chosen: that is one more.
    return 'within' in filter
      ? [{ ...bounds, ...patchOf(filter.within, ['Alpha']) }, 3]
      : [bounds, 2]
  }
  return [patchOf(filter.key, true), 1]
}
const name = (filter: Filter) => (filter.kind === 'range' ? filter.keys.join('/') : filter.key)
const facets = Object.fromEntries(
  estateFilters.flatMap((filter) => (filter.kind === 'choice' ? [[filter.key, options]] : [])),
) as Omit<EstateFacets, 'labels'>

beforeAll(() => {
  // jsdom has no modal dialogs.
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '')
  }
})

describe.each(estateFilters.map((filter) => [name(filter), filter] as const))(
  'the filter %s, from the table',
  (_, filter) => {
    const [patch, values] = setTo(filter)
    const query: EstateQuery = { ...emptyQuery, ...patch }

    it('goes to the address and comes back the same; it narrows the estates', () => {
      const search = serialiseEstateQuery(query).toString()
      expect(search).not.toBe('')
      expect(parseEstateQuery(new URLSearchParams(search))).toEqual(query)
      expect(isFiltered(query)).toBe(true)
      expect(isFiltered(emptyQuery)).toBe(false)
    })

    it('is counted on the Filters button when it is in the dialog, and shown where it belongs', () => {
      const inDialog = filter.kind !== 'toggle'
      expect(dialogFilterCount(query)).toBe(inDialog ? values : 0)
      render(
        <EstateSearchPanel
          query={query}
          facets={facets}
          matchCount={1}
          onChange={vi.fn()}
          onCommit={vi.fn()}
          savedFilter
        />,
      )
      expect(screen.getByRole('button', { name: /^Filters/ })).toHaveTextContent(
        inDialog ? `Filters(${values} set)` : /^Filters$/,
      )
      if (filter.kind === 'toggle') {
        expect(screen.getByRole('checkbox', { name: filter.label })).toBeChecked()
        return
      }
      render(
        <FiltersDialog
          open
          onClose={vi.fn()}
          query={query}
          facets={facets}
          matchCount={1}
          onChange={vi.fn()}
          onCommit={vi.fn()}
        />,
      )
      const texts: FieldTexts = collectionMessages.filters.fields[filter.texts]
      const field = within(screen.getByRole('group', { name: texts.legend }))
      if (filter.kind === 'choice') {
        const label = 'label' in filter ? filter.label : String
        for (const option of options)
          expect(field.getByRole('checkbox', { name: label(option) ?? option })).toHaveProperty(
            'checked',
            option !== 'Beta',
          )
      } else {
        expect(field.getByRole('textbox', { name: texts.from })).toHaveValue('1500')
        expect(field.getByRole('textbox', { name: texts.to })).toHaveValue('2500000')
      }
    })
  },
)

describe('the table', () => {
  it('writes the address in its order, each filter once', () => {
    const everything = estateFilters.reduce<EstateQuery>(
      (query, filter) => ({ ...query, ...setTo(filter)[0] }),
      emptyQuery,
    )
    const params = [...new Set(serialiseEstateQuery(everything).keys())]
    expect(params).toEqual(
      estateFilters.flatMap((filter) => (filter.kind === 'range' ? filter.keys : [filter.param])),
    )
    expect(parseEstateQuery(serialiseEstateQuery(everything))).toEqual(everything)
  })

  it('a choice with a default shows it ticked while none is chosen, and choosing it is none', () => {
    const onChange = vi.fn()
    render(
      <FiltersDialog
        open
        onClose={vi.fn()}
        query={emptyQuery}
        facets={{ ...facets, availability: ['available', 'under offer', 'sold', 'let'] }}
        matchCount={1}
        onChange={onChange}
        onCommit={vi.fn()}
      />,
    )
    const field = within(screen.getByRole('group', { name: 'Availability' }))
    expect(field.getByRole('checkbox', { name: 'Available' })).toBeChecked()
    expect(field.getByRole('checkbox', { name: 'Under offer' })).toBeChecked()
    expect(field.getByRole('checkbox', { name: 'Sold' })).not.toBeChecked()
    field.getByRole('checkbox', { name: 'Sold' }).click()
    expect(onChange).toHaveBeenLastCalledWith(
      { ...emptyQuery, availability: ['available', 'under offer', 'sold'] },
      'choice',
    )
    expect(
      parseEstateQuery(new URLSearchParams('availability=under+offer&availability=available')),
    ).toEqual(emptyQuery)
  })

  it('a price range waits for one status, and is named by it', () => {
    const dialog = (query: EstateQuery) => (
      <FiltersDialog
        open
        onClose={vi.fn()}
        query={query}
        facets={{ ...facets, statuses: ['sale', 'rent'] }}
        matchCount={1}
        onChange={vi.fn()}
        onCommit={vi.fn()}
      />
    )
    const { rerender } = render(dialog({ ...emptyQuery, minPrice: 100 }))
    const { price } = collectionMessages.filters.fields
    expect(screen.getByText(price.notWithin)).toBeVisible()
    expect(screen.queryByRole('textbox', { name: price.from })).toBeNull()
    expect(serialiseEstateQuery({ ...emptyQuery, minPrice: 100 }).toString()).toBe('')
    rerender(dialog({ ...emptyQuery, statuses: ['rent'], minPrice: 100 }))
    const field = within(screen.getByRole('group', { name: 'Monthly rent ($)' }))
    expect(field.getByRole('textbox', { name: price.from })).toHaveValue('100')
  })

  it('offers, for each choice, the values the estates have', () => {
    const { estates } = parseEstates({
      properties: [
        estateRecord({ id: '1' }),
        estateRecord({
          id: '2',
          status: 'rent',
          segment_name: 'Townhouses',
          facilities: ['Garden'],
        }),
      ],
    })
    const offered = facetsOf(estates)
    for (const filter of estateFilters) {
      if (filter.kind !== 'choice') continue
      expect(new Set(offered[filter.key])).toEqual(
        new Set(estates.flatMap((estate) => filter.of(estate))),
      )
    }
  })
})
