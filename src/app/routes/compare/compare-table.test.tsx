import { render, screen, within } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { compareMessages } from '@/features/compare/messages'
import { priceOnRequest } from '@/features/estates/messages'
import { parseEstates } from '@/features/estates/parse-estates'
import { resetDisplayForTests } from '@/lib/display-choice'
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

describe('CompareTable in the visitor’s currency and unit', () => {
  const rates = {
    date: '2026-11-21',
    source: 'European Central Bank',
    perDollar: { USD: 1, EUR: 0.9294, GBP: 0.7968, CHF: 0.8291, AED: 3.6725 },
  }
  /** The store as a page opened at `search` starts it, the rates (or their problem) in. */
  const openedAt = (search: string, result: Parameters<typeof resetDisplayForTests>[0]) => {
    history.replaceState(null, '', `/${search}`)
    resetDisplayForTests(result)
  }
  afterEach(() => openedAt('', undefined))
  const cellsOf = (name: RegExp) =>
    within(row(name))
      .getAllByRole('cell')
      .map((cell) => cell.textContent)

  it('writes exact euros, the price per m² in euros and the area in m², with the rates’ day', () => {
    openedAt('?currency=EUR&area=sqm', { rates })
    renderTable()
    // Exact, as on an estate's page: no "≈" in a table of figures weighed side by side.
    expect(cellsOf(/^Price(?! per)/)).toEqual(['€11,152,800', '€8,365 / month', priceOnRequest])
    // 12,000,000 × 0.9294 euros over 4,000 sq ft = 371.6 m².
    expect(cellsOf(/^Price per m²/)[0]).toBe('€30,012 / m²')
    expect(cellsOf(/^Area/)[0]).toBe('372 m²')
    expect(screen.queryByRole('row', { name: /per sq ft/ })).toBeNull()
    expect(
      screen.getByText(compareMessages.convertedAt('2026-11-21', 'European Central Bank')),
    ).toBeInTheDocument()
  })

  it('keeps to dollars, with no rates’ line, when the rates are stale; the unit still applies', () => {
    openedAt('?currency=EUR&area=sqm', { problem: 'stale' })
    renderTable()
    expect(cellsOf(/^Price(?! per)/)[0]).toBe('$12,000,000')
    expect(cellsOf(/^Price per m²/)[0]).toBe('$32,292 / m²')
    expect(screen.queryByText(/€|converted/i)).toBeNull()
  })
})
