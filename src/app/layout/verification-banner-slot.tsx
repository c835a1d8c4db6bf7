import { useEffect, useState, type ComponentType } from 'react'
import { needsVerification } from '@/features/auth/account-kind'
import { getSessionUser } from '@/features/auth/session'
import type { SessionUser } from '@/features/auth/session-user'

type Banner = ComponentType<{ user: SessionUser }>

// Only unverified email accounts ever download it; if it cannot be downloaded (offline), the
// page goes on without it rather than failing.
let loaded: Banner | undefined
let loading: Promise<Banner> | undefined
const loadBanner = () =>
  (loading ??= import('@/features/auth/verification-banner').then(
    (module) => (loaded = module.VerificationBanner),
    (error: unknown) => {
      console.warn('The verification banner could not be loaded', error)
      return (loaded = () => null)
    },
  ))

/**
 * The root route's loader: for a visitor whose cached session needs the banner, its code loads
 * beside the first page's, and the page is drawn with the banner already in place. Arriving
 * after the page, it pushed the page down by its height (the estate page's CLS 0.12,
 * docs/decisions/measurements.md).
 */
export async function loadVerificationBanner() {
  const user = getSessionUser()
  if (user && needsVerification(user)) await loadBanner()
  return null
}

/**
 * The reminder above every page while the signed-in email account is unverified. Its element is
 * the same from the render that first has the code on: a press of "Resend email" is never lost to
 * the banner being drawn anew (switching from a lazy component to the loaded one remounted it).
 */
export function VerificationBannerSlot({ user }: { user: SessionUser }) {
  const needed = needsVerification(user)
  // Loaded already (the usual case, see loadVerificationBanner): drawn in the page's own frame.
  const [Banner, setBanner] = useState(() => loaded)
  useEffect(() => {
    // Signed in since (or the cached session was verified): it appears once its code has arrived.
    if (!Banner && needed) void loadBanner().then((banner) => setBanner(() => banner))
  }, [Banner, needed])
  return needed && Banner ? <Banner user={user} /> : null
}
