import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { toast } from '@/components/toast'
import { setSessionUser } from '@/features/auth/session'
import { sessionUser } from '@/testing/session-users'
import { SavedEstateToggle } from './saved-estate-toggle'
import { savedMessages } from '@/features/saved/messages'

vi.mock('@/components/toast', () => ({
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() },
}))

const estate = { id: '9', title: 'Villa Azur' }

beforeEach(() => {
  localStorage.clear()
  setSessionUser(sessionUser({ uid: 'ann' }))
  vi.spyOn(console, 'warn').mockImplementation(() => undefined)
})
afterEach(() => {
  setSessionUser(null)
  vi.restoreAllMocks()
  vi.mocked(toast.error).mockClear()
})

describe('SavedEstateToggle when this browser cannot store', () => {
  it('leaves the heart unpressed and says the estate was not saved', async () => {
    const user = userEvent.setup()
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
    })
    render(<SavedEstateToggle estate={estate} />)
    const heart = screen.getByRole('button', { name: 'Save Villa Azur' })
    await user.click(heart)
    expect(heart).toHaveAttribute('aria-pressed', 'false')
    expect(toast.error).toHaveBeenCalledWith(savedMessages.saveFailed(estate.title))
  })

  it('saves as before when it can', async () => {
    const user = userEvent.setup()
    render(<SavedEstateToggle estate={estate} />)
    const heart = screen.getByRole('button', { name: 'Save Villa Azur' })
    await user.click(heart)
    expect(heart).toHaveAttribute('aria-pressed', 'true')
    expect(toast.error).not.toHaveBeenCalled()
  })
})
