import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { adminPaths } from '@/config/paths'
import { adminMessages } from '../messages'

/** The brand, as the site's navbar writes it, and the back office's name under it. */
export function Brand() {
  return (
    <Link to={adminPaths.listings.pattern} className="flex flex-col leading-tight">
      <span className="font-display text-xl">{adminMessages.brand}</span>
      <span className="text-gold text-xs tracking-[0.3em] uppercase">
        {adminMessages.backOffice}
      </span>
    </Link>
  )
}

/** A page of the back office without its navigation: the brand above, the content centred. */
export function PlainFrame({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="bg-primary text-primary-content px-5 py-4 sm:px-8">
        <Brand />
      </header>
      <main className="mx-auto w-full max-w-xl flex-1 px-5 py-14 sm:py-20">{children}</main>
    </div>
  )
}
