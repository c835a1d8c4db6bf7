import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { toast } from '@/components/toast'
import { savedSearchMessages } from '@/features/saved-searches/messages'
import SavedSearchesSection from './saved-searches-section'

vi.mock('@/components/toast', () => ({
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() },
}))
vi.mock('@/features/auth/auth-actions', () => ({ idToken: async () => 'token' }))

const text = savedSearchMessages.profile
const villas = {
  id: 's1',
  name: 'Sea villas',
  query: 'q=sea',
  frequency: 'weekly',
  createdAt: 1,
  updatedAt: 1,
}
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

function show() {
  const router = createMemoryRouter([{ path: '/profile', element: <SavedSearchesSection /> }], {
    initialEntries: ['/profile'],
  })
  render(<RouterProvider router={router} />)
}

beforeEach(() => vi.spyOn(console, 'warn').mockImplementation(() => undefined))
afterEach(() => vi.restoreAllMocks())

describe('the profile’s saved searches', () => {
  it('says it could not load them, and loads them on retry', async () => {
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(json(200, { searches: [villas] }))
    show()
    expect(screen.getByRole('status')).toHaveTextContent(text.loading)
    expect(await screen.findByRole('alert')).toHaveTextContent(text.loadFailed)
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('link', { name: 'Sea villas' })).toHaveAttribute(
      'href',
      '/?q=sea',
    )
    expect(fetch).toHaveBeenCalledTimes(2)
  })

  it('keeps the frequency as it was when the change fails, and says why', async () => {
    vi.spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(json(200, { searches: [villas] }))
      .mockResolvedValueOnce(json(404, { error: { code: 'not-found', message: 'Gone.' } }))
    show()
    const select = await screen.findByRole('combobox', { name: text.frequencyLabel('Sea villas') })
    await userEvent.selectOptions(select, 'daily')
    expect(toast.error).toHaveBeenCalledWith('Gone.')
    expect(select).toHaveValue('weekly')
  })

  it('deletes only once confirmed, then shows the empty state', async () => {
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(json(200, { searches: [villas] }))
      .mockResolvedValueOnce(json(200, { deleted: true }))
    show()
    await userEvent.click(
      await screen.findByRole('button', { name: text.deleteLabel('Sea villas') }),
    )
    expect(fetch).toHaveBeenCalledTimes(1)
    const question = screen.getByRole('group', { name: text.confirmDelete('Sea villas') })
    await userEvent.click(within(question).getByRole('button', { name: text.confirm }))
    expect(await screen.findByText(text.emptyTitle)).toBeInTheDocument()
    expect(fetch).toHaveBeenLastCalledWith(
      '/api/saved-searches/s1',
      expect.objectContaining({ method: 'DELETE' }),
    )
    expect(toast.success).toHaveBeenCalledWith(text.deleted('Sea villas'))
  })
})
