import { getSessionUser } from '@/features/auth/session'
import { needsVerification, type SessionUser } from '@/features/auth/session-user'
import { lazyPart, useLazyPart } from '@/components/lazy-part'

// Only unverified email accounts ever download it; if it cannot be downloaded (offline), the
// page goes on without it rather than failing.
const verificationBanner = lazyPart(() =>
  import('@/features/auth/verification-banner').then((module) => module.VerificationBanner),
)

/**
 * The root route's loader: for a visitor whose cached session needs the banner, its code loads
 * beside the first page's, and the page is drawn with the banner already in place. Arriving
 * after the page, it pushed the page down by its height (the estate page's CLS 0.12,
 * docs/decisions/measurements.md).
 */
export async function loadVerificationBanner() {
  const user = getSessionUser()
  if (user && needsVerification(user)) await verificationBanner.load().catch(() => undefined)
  return null
}

/**
 * The reminder above every page while the signed-in email account is unverified. Loaded already
 * (the usual case, see loadVerificationBanner), it is drawn in the page's own frame; signed in
 * since, it appears once its code has arrived. Its element is the same from the render that first
 * has the code on: a press of "Resend email" is never lost to the banner being drawn anew.
 */
export function VerificationBannerSlot({ user }: { user: SessionUser }) {
  const needed = needsVerification(user)
  const Banner = useLazyPart(verificationBanner, { now: needed }).value
  return needed && Banner ? <Banner user={user} /> : null
}
