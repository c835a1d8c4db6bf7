import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { StaticShell } from '@/lib/static-shell'
import { emptyQuery, type EstateQuery } from './estate-query'
import { EstateResultsSummary } from './estate-results-summary'
import { EstateSearchPanel } from './estate-search-panel'
import { collectionMessages } from './messages'
import { estateRecord } from '@/testing/estate-records'
import { parseEstates } from './parse-estates'

const facets = {
  segments: ['Apartments', 'Townhouses'],
  statuses: ['sale', 'rent'],
  availability: ['available', 'under offer', 'sold', 'let'],
  facilities: ['Garden', 'Pool'],
}

/** `count` estates, the first `onRequest` of them with their price on request. */
const estates = (count: number, onRequest = 0) =>
  parseEstates(
    Array.from({ length: count }, (_, index) =>
      estateRecord({ id: String(index + 1), price_on_request: index < onRequest }),
    ),
  ).estates

function renderPanel(query: EstateQuery = emptyQuery, savedFilter = false) {
  const onChange = vi.fn()
  const onCommit = vi.fn()
  render(
    <EstateSearchPanel
      query={query}
      facets={facets}
      matchCount={3}
      onChange={onChange}
      onCommit={onCommit}
      savedFilter={savedFilter}
    />,
  )
  return { onChange, onCommit }
}

describe('EstateSearchPanel', () => {
  it('shows the query it is given', () => {
    renderPanel({ ...emptyQuery, q: 'lake', sort: 'price-desc', view: 'map', segments: ['A'] })
    expect(screen.getByRole('searchbox', { name: 'Search estates' })).toHaveValue('lake')
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price-desc')
    expect(screen.getByRole('button', { name: 'Map' })).toHaveAttribute('aria-pressed', 'true')
    expect(screen.getByRole('button', { name: 'List' })).toHaveAttribute('aria-pressed', 'false')
    expect(screen.getByRole('button', { name: /^Filters/ })).toHaveTextContent('Filters(1 set)')
  })

  it('reports typing as typing, and Enter as a commit', async () => {
    const user = userEvent.setup()
    const { onChange, onCommit } = renderPanel()
    await user.type(screen.getByRole('searchbox', { name: 'Search estates' }), 'z{Enter}')
    expect(onChange).toHaveBeenCalledWith({ ...emptyQuery, q: 'z' }, 'typing')
    expect(onCommit).toHaveBeenCalled()
  })

  it('reports the sort and the view as choices', async () => {
    const user = userEvent.setup()
    const { onChange } = renderPanel()
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Sort by' }),
      'Area: largest first',
    )
    expect(onChange).toHaveBeenLastCalledWith({ ...emptyQuery, sort: 'area-desc' }, 'choice')
    await user.click(screen.getByRole('button', { name: 'Map' }))
    expect(onChange).toHaveBeenLastCalledWith({ ...emptyQuery, view: 'map' }, 'view')
  })

  it('offers "Saved only" to a signed-in visitor, as a choice', async () => {
    const user = userEvent.setup()
    const { onChange } = renderPanel(emptyQuery, true)
    const savedOnly = screen.getByRole('checkbox', { name: collectionMessages.search.savedOnly })
    expect(savedOnly).not.toBeChecked()
    await user.click(savedOnly)
    expect(onChange).toHaveBeenLastCalledWith({ ...emptyQuery, saved: true }, 'choice')
    // Not one of the dialog's filters: the Filters button counts only those.
    expect(screen.getByRole('button', { name: /^Filters/ })).toHaveTextContent(/^Filters$/)
  })

  it('shows "Saved only" ticked when the address asks for it', () => {
    renderPanel({ ...emptyQuery, saved: true }, true)
    expect(
      screen.getByRole('checkbox', { name: collectionMessages.search.savedOnly }),
    ).toBeChecked()
  })

  it('a guest is not offered "Saved only"', () => {
    renderPanel()
    expect(screen.queryByRole('checkbox', { name: collectionMessages.search.savedOnly })).toBeNull()
  })

  it('the static first screen copy takes no choice', () => {
    render(
      <StaticShell value>
        <EstateSearchPanel
          query={emptyQuery}
          facets={null}
          matchCount={null}
          onChange={vi.fn()}
          onCommit={vi.fn()}
        />
      </StaticShell>,
    )
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toBeDisabled()
    // Its place is kept for a cached session (shown by CSS), but it takes no input.
    expect(
      screen.getByRole('checkbox', { name: collectionMessages.search.savedOnly }),
    ).toBeDisabled()
  })
})

describe('EstateResultsSummary', () => {
  it('counts in words, with Clear filters only when filtered', async () => {
    const onClear = vi.fn()
    const { rerender } = render(
      <EstateResultsSummary estates={estates(1)} filtered onClear={onClear} />,
    )
    expect(screen.getByRole('status')).toHaveTextContent(/^1 estate$/)
    await userEvent.click(screen.getByRole('button', { name: collectionMessages.search.clear }))
    expect(onClear).toHaveBeenCalled()
    rerender(<EstateResultsSummary estates={estates(16)} filtered={false} onClear={onClear} />)
    expect(screen.getByRole('status')).toHaveTextContent(/^16 estates$/)
    expect(screen.queryByRole('button', { name: collectionMessages.search.clear })).toBeNull()
  })

  it('says how many of the matches have their price on request, in the singular or plural', () => {
    const { rerender } = render(
      <EstateResultsSummary estates={estates(3, 1)} filtered={false} onClear={vi.fn()} />,
    )
    expect(screen.getByRole('status')).toHaveTextContent(/^3 estates, 1 has its price on request$/)
    rerender(<EstateResultsSummary estates={estates(16, 2)} filtered={false} onClear={vi.fn()} />)
    expect(screen.getByRole('status')).toHaveTextContent(
      /^16 estates, 2 have their price on request$/,
    )
  })

  it('says so when "Saved only" finds nothing because nothing is saved', () => {
    render(
      <EstateResultsSummary
        estates={[]}
        filtered
        onClear={vi.fn()}
        noMatch={collectionMessages.search.noSavedYet}
      />,
    )
    expect(screen.getByText(collectionMessages.search.noSavedYet)).toBeInTheDocument()
    expect(
      screen.getByRole('button', { name: collectionMessages.search.clear }),
    ).toBeInTheDocument()
  })

  it('with no match: the message and the button, never an empty grid alone', () => {
    render(<EstateResultsSummary estates={[]} filtered onClear={vi.fn()} />)
    expect(screen.getByText(collectionMessages.search.noMatch)).toBeInTheDocument()
    expect(screen.getAllByRole('button', { name: collectionMessages.search.clear })).toHaveLength(1)
  })
})
