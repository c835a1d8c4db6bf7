import { Link, type LoaderFunctionArgs } from 'react-router'
import { Avatar } from '@/components/avatar'
import { paths } from '@/config/paths'
import { DeleteAccount } from '@/features/auth/delete-account'
import { requireUser } from '@/features/auth/guards'
import { greetingOf, initialsOf } from '@/features/auth/session-user'
import { useSessionUser } from '@/features/auth/use-session-user'
import { lazyPart, WhenLoaded } from '@/components/lazy-part'
import { titleOf } from '../../pages'
import { profileMessages } from '../../messages'
import { ProfileGreeting } from './profile-greeting'

export const loader = ({ request }: LoaderFunctionArgs) => requireUser(request)

// Below the greeting, with its cards and the catalogue: loaded after the page has painted.
const savedEstatesSection = lazyPart(() =>
  import('../../saved/saved-estates-section').then((module) => module.default),
)
// Likewise the saved searches, which ask the site's function for them.
const savedSearchesSection = lazyPart(() =>
  import('../../saved-searches/saved-searches-section').then((module) => module.default),
)

export function Component() {
  const user = useSessionUser()
  if (!user) return null // signing out: the guard takes over on the next render
  return (
    <section className="px-5 py-20 sm:px-8">
      <title>{titleOf('profile')}</title>
      <div className="mx-auto flex max-w-2xl flex-col items-center gap-6 text-center">
        <Avatar photoURL={user.photoURL} initials={initialsOf(user)} size="lg" />
        <ProfileGreeting {...greetingOf(user)} />
        <Link to={paths.home.href()} className="btn btn-primary px-10">
          {profileMessages.getStarted}
        </Link>
        <div className="mt-10">
          <DeleteAccount user={user} />
        </div>
      </div>
      <WhenLoaded
        part={savedEstatesSection}
        fallback={null}
        failed={profileMessages.savedLoadFailed}
      >
        {(SavedEstatesSection) => <SavedEstatesSection uid={user.uid} />}
      </WhenLoaded>
      <WhenLoaded
        part={savedSearchesSection}
        fallback={null}
        failed={profileMessages.savedSearchesLoadFailed}
      >
        {(SavedSearchesSection) => <SavedSearchesSection key={user.uid} />}
      </WhenLoaded>
    </section>
  )
}
