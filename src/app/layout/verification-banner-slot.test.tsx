import { render, screen } from '@testing-library/react'
import { setSessionUser } from '@/features/auth/session'
import type { SessionUser } from '@/features/auth/session-user'
import { sessionUser } from '@/testing/session-users'
import { loadVerificationBanner, VerificationBannerSlot } from './verification-banner-slot'

vi.mock('@/features/auth/verification-banner', () => ({
  VerificationBanner: ({ user }: { user: SessionUser }) => (
    <section aria-label="Email verification">Verify {user.email}</section>
  ),
}))

const unverified = sessionUser()

afterEach(() => setSessionUser(null))

describe('VerificationBannerSlot', () => {
  it('once the loader has run, the banner is drawn in the same render as the page', async () => {
    setSessionUser(unverified)
    await loadVerificationBanner()
    render(<VerificationBannerSlot user={unverified} />)
    // Synchronously: no frame without it, so nothing below it moves when it appears.
    expect(screen.getByRole('region', { name: 'Email verification' })).toHaveTextContent(
      'Verify ada@example.com',
    )
  })

  it('shows nothing for a verified account, or a Google or GitHub one', () => {
    render(<VerificationBannerSlot user={{ ...unverified, emailVerified: true }} />)
    render(
      <VerificationBannerSlot
        user={{ ...unverified, providers: [{ providerId: 'google.com', email: null }] }}
      />,
    )
    expect(screen.queryByRole('region', { name: 'Email verification' })).toBeNull()
  })

  it('drawn before its code had arrived, it stays the same element when the page is drawn again', async () => {
    // A fresh module: the banner's code not loaded yet (a visitor who has just registered).
    vi.resetModules()
    const { VerificationBannerSlot: Slot } = await import('./verification-banner-slot')
    const { rerender } = render(<Slot user={unverified} />)
    const banner = await screen.findByRole('region', { name: 'Email verification' })
    // The session changes (the name the registration sets): a note shown in the banner stays.
    rerender(<Slot user={{ ...unverified, displayName: 'Ada L.' }} />)
    expect(screen.getByRole('region', { name: 'Email verification' })).toBe(banner)
  })

  it('the loader waits for nothing for a guest', async () => {
    await expect(loadVerificationBanner()).resolves.toBeNull()
  })
})
