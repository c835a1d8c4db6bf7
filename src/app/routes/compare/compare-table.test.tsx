import { render, screen, within } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { compareMessages } from '@/features/compare/messages'
import { parseEstates } from '@/features/estates/parse-estates'
import { estateRecord } from '@/testing/estate-records'
import { CompareTable } from './compare-table'

const { estates } = parseEstates(
  {
    properties: [
      estateRecord({
        id: '1',
        estate_title: 'Harbour Penthouse',
        price: 12_000_000,
        area_sq_ft: 4000,
      }),
      estateRecord({
        id: '2',
        estate_title: 'Canal House',
        price: 9_000,
        status: 'rent',
        facilities: ['Concierge', 'Garden'],
      }),
      estateRecord({ id: '3', estate_title: 'Sky Suite', price_on_request: true }),
    ],
  },
  '/data.json',
)

function renderTable() {
  const router = createMemoryRouter([
    { path: '/', element: <CompareTable estates={estates} onMove={vi.fn()} onRemove={vi.fn()} /> },
  ])
  render(<RouterProvider router={router} />)
}

const row = (name: RegExp) => screen.getByRole('row', { name })

describe('CompareTable', () => {
  it('has a caption, a column per estate and a row header per fact', () => {
    renderTable()
    expect(screen.getByRole('table', { name: compareMessages.page.caption(3) })).toBeInTheDocument()
    expect(
      screen
        .getAllByRole('columnheader')
        .map((header) => within(header).getByRole('link').textContent),
    ).toEqual(['Harbour Penthouse', 'Canal House', 'Sky Suite'])
  })

  it('gives the price per square foot of a sale only, a dash with its reason otherwise', () => {
    renderTable()
    const cells = within(row(/^Price per sq ft/)).getAllByRole('cell')
    expect(cells.map((cell) => cell.textContent)).toEqual([
      '$3,000 / sq ft',
      `—${compareMessages.notApplicable.rent}`,
      `—${compareMessages.notApplicable.onRequest}`,
    ])
  })

  it('marks in words the rows that differ, and only those; each facility once, yes or no', () => {
    renderTable()
    expect(within(row(/^Segment/)).queryByText(compareMessages.differs)).toBeNull()
    expect(within(row(/^Status/)).getByText(compareMessages.differs)).toBeInTheDocument()
    // Every estate has a concierge: the same; the garden only one.
    expect(within(row(/^Concierge/)).queryByText(compareMessages.differs)).toBeNull()
    expect(
      within(row(/^Concierge/))
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['✓Yes', '✓Yes', '✓Yes'])
    expect(
      within(row(/^Garden/))
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['–No', '✓Yes', '–No'])
    expect(screen.getAllByRole('rowheader', { name: /^Concierge/ })).toHaveLength(1)
  })

  it('names each control after its estate; the ends cannot move further', () => {
    renderTable()
    expect(
      screen.getByRole('button', { name: compareMessages.moveLeft('Harbour Penthouse') }),
    ).toBeDisabled()
    expect(
      screen.getByRole('button', { name: compareMessages.moveRight('Sky Suite') }),
    ).toBeDisabled()
    expect(
      screen.getByRole('button', { name: compareMessages.remove('Canal House') }),
    ).toBeEnabled()
  })
})
