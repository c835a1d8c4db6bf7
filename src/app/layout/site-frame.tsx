import type { ReactNode } from 'react'
import { Footer } from './footer'
import { appMessages } from '@/app/messages'

/** The page's content: the skip link's target, and where the focus goes on a move to another page. */
export const MAIN_ID = 'main'

type SiteFrameProps = {
  navbar: ReactNode
  loading?: boolean
  /** A guest-only page's shell: hidden at once for a signed-in visitor, who is sent home. */
  guestOnly?: boolean
  /** A signed-in page's shell: hidden for a guest, who is sent to the login page. */
  signedInOnly?: boolean
  children: ReactNode
}

/** Navbar, page and footer within the layout width; the app and its static shells share it. */
export function SiteFrame({
  navbar,
  loading = false,
  guestOnly,
  signedInOnly,
  children,
}: SiteFrameProps) {
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href={`#${MAIN_ID}`}
        className="btn btn-primary fixed top-3 left-3 z-[60] -translate-y-24 focus:translate-y-0 motion-safe:transition-transform"
      >
        {appMessages.skipToContent}
      </a>
      <div
        aria-hidden="true"
        className={`bg-gold fixed inset-x-0 top-0 z-50 h-0.5 origin-left transition-transform duration-500 ${
          loading ? 'scale-x-75' : 'scale-x-0'
        }`}
      />
      <div className="max-w-layout mx-auto w-full">{navbar}</div>
      <main
        id={MAIN_ID}
        // Focusable from script only, drawing no ring: it is where a new page starts, not a control.
        tabIndex={-1}
        className="max-w-layout mx-auto w-full flex-1 outline-none"
        data-guest-only={guestOnly || undefined}
        data-signed-in-only={signedInOnly || undefined}
      >
        {children}
      </main>
      <Footer />
    </div>
  )
}
