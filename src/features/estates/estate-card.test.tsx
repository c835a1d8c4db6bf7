import { render, screen, within } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { estateRecord } from '@/testing/estate-records'
import { EstateCard } from './estate-card'
import { parseEstates } from './parse-estates'

function renderCard(overrides: Record<string, unknown> = {}) {
  const [estate] = parseEstates([estateRecord(overrides)]).estates
  if (!estate) throw new Error('fixture did not parse')
  const router = createMemoryRouter([{ path: '/', element: <EstateCard estate={estate} /> }])
  render(<RouterProvider router={router} />)
  return screen.getByRole('article', { name: estate.title })
}

describe('EstateCard', () => {
  it('shows every field of the estate', () => {
    const card = renderCard()
    const view = within(card)
    expect(view.getByText('sale')).toBeInTheDocument()
    expect(view.getByText('Monaco, Monaco')).toBeInTheDocument()
    expect(view.getByText('4,200 sqft')).toBeInTheDocument()
    expect(view.getByText('(Id: 1)')).toBeInTheDocument()
    expect(view.getByRole('heading', { name: 'Harbour Penthouse' })).toBeInTheDocument()
    expect(view.getByText('Price: $12,500,000')).toBeInTheDocument()
    expect(view.getByText(/wraparound terrace/)).toBeInTheDocument()
    expect(view.getByText('Segment Name:').parentElement).toHaveTextContent(
      'Segment Name: Apartments',
    )
    expect(view.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Private pool',
      'Concierge',
      'Sea view',
    ])
    expect(view.getByRole('link', { name: /View Property/ })).toHaveAttribute('href', '/1')
  })

  it('reads "Price on request", with no figure, for an estate on request', () => {
    const card = renderCard({ price_on_request: true })
    expect(within(card).getByText('Price on request')).toBeInTheDocument()
    expect(card).not.toHaveTextContent(/\$|12,500,000/)
  })

  it("reads a rent by the month, and shows an availability's badge", () => {
    const rent = renderCard({ status: 'rent', price: 18500, availability: 'under offer' })
    expect(within(rent).getByText('Price: $18,500 / month')).toBeInTheDocument()
    expect(within(rent).getByText('Under offer')).toBeInTheDocument()
  })

  it('shows no badge for an available estate, and "Sold" for a sold one', () => {
    expect(renderCard()).not.toHaveTextContent(/Available|Sold|Under offer/)
    const sold = renderCard({ id: '2', estate_title: 'Sold House', availability: 'sold' })
    expect(within(sold).getByText('Sold')).toBeInTheDocument()
  })

  it('offers every exported width of our own photos, with fixed dimensions', () => {
    const image = renderCard().querySelector('img')
    expect(image).toHaveAttribute('width', '1200')
    expect(image).toHaveAttribute('height', '800')
    expect(image?.getAttribute('srcset')).toBe(
      '/images/estates/harbour-penthouse-480.avif 480w, /images/estates/harbour-penthouse-800.avif 800w, /images/estates/harbour-penthouse-1200.avif 1200w',
    )
  })

  it('renders hostile text as text', () => {
    const card = renderCard({ estate_title: '<img src=x onerror=alert(1)>' })
    expect(within(card).getByRole('heading')).toHaveTextContent('<img src=x onerror=alert(1)>')
    expect(card.querySelectorAll('img')).toHaveLength(1)
  })

  it('links ids that need escaping safely', () => {
    const card = renderCard({ id: 'a/b?c' })
    expect(within(card).getByRole('link', { name: /View Property/ })).toHaveAttribute(
      'href',
      '/a%2Fb%3Fc',
    )
  })
})
