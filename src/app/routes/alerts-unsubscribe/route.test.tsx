import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { alertMessages } from '@/features/alerts/messages'
import { Component } from './route'

function renderPage(search: string) {
  const router = createMemoryRouter([{ path: '/alerts/unsubscribe', Component }], {
    initialEntries: [`/alerts/unsubscribe${search}`],
  })
  render(<RouterProvider router={router} />)
}

const answer = (status: number) =>
  vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{}', { status }))

describe('the alerts unsubscribe page', () => {
  afterEach(() => vi.restoreAllMocks())

  it('asks first, then posts the token and says the alerts are stopped', async () => {
    const fetch = answer(200)
    renderPage('?token=u1.abc.def')
    expect(fetch).not.toHaveBeenCalled()
    await userEvent.click(screen.getByRole('button', { name: alertMessages.confirm }))
    expect(await screen.findByRole('status')).toHaveTextContent(alertMessages.done)
    expect(fetch).toHaveBeenCalledWith(
      '/api/alerts/unsubscribe?token=u1.abc.def',
      expect.objectContaining({ method: 'POST' }),
    )
  })

  it('says a link the function refuses, or one without a token, is not valid', async () => {
    answer(400)
    renderPage('?token=forged')
    await userEvent.click(screen.getByRole('button', { name: alertMessages.confirm }))
    expect(await screen.findByRole('alert')).toHaveTextContent(alertMessages.invalid)
  })

  it('offers the button again when the function cannot be reached', async () => {
    answer(503)
    renderPage('?token=u1.abc.def')
    await userEvent.click(screen.getByRole('button', { name: alertMessages.confirm }))
    expect(await screen.findByRole('alert')).toHaveTextContent(alertMessages.failed)
    expect(screen.getByRole('button', { name: alertMessages.confirm })).toBeEnabled()
  })

  it('shows no button for a link without a token', () => {
    renderPage('')
    expect(screen.getByRole('alert')).toHaveTextContent(alertMessages.invalid)
    expect(screen.queryByRole('button')).toBeNull()
  })
})
