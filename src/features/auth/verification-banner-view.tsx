import type { ReactNode } from 'react'
import { accountMessages as account } from './messages'
import { Spinner } from '@/components/spinner'
import { useStaticShell } from '@/lib/static-shell'

/**
 * The reminder's box, drawn by the live banner and by each page's HTML (shells.tsx). In the HTML
 * it shows only when the cached session needs it (index.html's script marks the page before the
 * first paint), so the app finds it where it draws its own and the page below does not move.
 */
export function VerificationBannerView({
  detail,
  onResend,
  pending = false,
  note,
}: {
  /** "We sent a link to …": the address itself, or in the HTML the slot the entry fills. */
  detail: ReactNode
  onResend?: () => void
  pending?: boolean
  /** What the last press of "Resend email" came to, announced politely. */
  note?: ReactNode
}) {
  // In a page's HTML: hidden unless the cached session is an unverified email account.
  const inPageHtml = useStaticShell()
  return (
    <section
      aria-label={account.verification}
      className="px-5 pb-2 sm:px-8"
      data-unverified-only={inPageHtml || undefined}
    >
      <div className="bg-base-200 rounded-box flex flex-wrap items-center gap-x-5 gap-y-2 px-5 py-3 text-sm">
        {/* A line each, cut with an ellipsis rather than wrapped: the box is as tall in the
            fallback face as in Inter, so the page below does not move when the text face
            arrives (wrapped, a phone's reminder gained a line then: CLS 0.26 on a busy CPU). */}
        <p className="min-w-0 flex-1 basis-64">
          <span className="block truncate font-semibold">{account.verifyBanner}</span>{' '}
          <span className="text-base-content/80 block truncate">{detail}</span>
        </p>
        <button
          type="button"
          className="btn btn-outline btn-sm"
          onClick={onResend}
          disabled={pending}
          aria-busy={pending || undefined}
        >
          {pending ? <Spinner label={null} /> : null}
          {account.resendEmail}
        </button>
        <p aria-live="polite" className="basis-full empty:hidden">
          {note}
        </p>
      </div>
    </section>
  )
}
