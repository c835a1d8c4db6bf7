import { lazy, Suspense } from 'react'
import { Link, type LoaderFunctionArgs } from 'react-router'
import { Avatar } from '@/components/avatar'
import { pageTitle } from '@/config/constants'
import { paths } from '@/config/paths'
import { DeleteAccount } from '@/features/auth/delete-account'
import { requireUser } from '@/features/auth/guards'
import { initialsOf, providerEmail } from '@/features/auth/session-user'
import { useSessionUser } from '@/features/auth/use-session-user'

export const loader = ({ request }: LoaderFunctionArgs) => requireUser(request)

/**
 * The page before the app knows who is visiting: its layout in the final size, written into the
 * page's HTML (boot/shells.tsx) so the visitor never sees an empty page while the app loads.
 */
export function ProfileSkeleton() {
  return (
    <section className="px-5 py-20 sm:px-8" aria-busy="true">
      <title>{pageTitle('Profile')}</title>
      <div className="mx-auto flex max-w-2xl flex-col items-center gap-6">
        <div className="skeleton size-28 rounded-full" />
        <div className="skeleton h-10 w-64 sm:h-12" />
        <div className="flex w-full flex-col items-center gap-2">
          <div className="skeleton h-5 w-full" />
          <div className="skeleton h-5 w-5/6" />
          <div className="skeleton h-5 w-2/3" />
        </div>
        <div className="skeleton h-10 w-40" />
      </div>
    </section>
  )
}

// Below the greeting, with its cards and the catalogue: loaded after the page has painted.
const SavedEstatesSection = lazy(() => import('../saved/saved-estates-section'))

export function Component() {
  const user = useSessionUser()
  if (!user) return null // signing out: the guard takes over on the next render
  const name = user.displayName?.trim() || 'there'
  return (
    <section className="px-5 py-20 sm:px-8">
      <title>{pageTitle('Profile')}</title>
      <div className="mx-auto flex max-w-2xl flex-col items-center gap-6 text-center">
        <Avatar photoURL={user.photoURL} initials={initialsOf(user)} size="lg" />
        <h1 className="text-4xl sm:text-5xl">Hello, {name}</h1>
        <p className="text-base-content/75 text-lg">
          Welcome to Luxury Living. You are signed in as{' '}
          <strong className="text-base-content font-semibold break-all">
            {providerEmail(user) ?? 'your account'}
          </strong>
          . Explore our collection of estates, and let our advisers arrange a private viewing.
        </p>
        <Link to={paths.home.href()} className="btn btn-primary px-10">
          Get Started
        </Link>
        <div className="mt-10">
          <DeleteAccount user={user} />
        </div>
      </div>
      <Suspense fallback={null}>
        <SavedEstatesSection uid={user.uid} />
      </Suspense>
    </section>
  )
}
