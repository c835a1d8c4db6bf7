import { Link, NavLink } from 'react-router'
import { SITE_NAME } from '@/config/constants'
import { paths } from '@/config/paths'
import { AccountMenu } from '@/features/auth/account-menu'
import { useSessionUser } from '@/features/auth/use-session-user'
import { lazyPart } from '@/components/lazy-part'
import { useOpenForPage } from '@/lib/use-open-for-page'
import { sharedMessages } from '@/components/messages'
import { appMessages } from '../messages'
import { LanguageSwitch } from './language-switch'
import { useStaticShell } from '@/lib/static-shell'

const signOutQuestion = lazyPart(() => import('./sign-out-question'))
const questionBeforeSignOut = async (uid: string) =>
  (await signOutQuestion.load()).savedEstatesQuestion(uid)

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-none border-b-2 px-1 py-1 transition-colors ${
    isActive
      ? 'border-gold text-base-content font-semibold'
      : 'text-base-content/75 hover:text-base-content border-transparent'
  }`

export function Navbar() {
  // The static shell is drawn before anyone's session is known: the account slot stays empty.
  const shell = useStaticShell()
  const sessionUser = useSessionUser()
  const user = shell ? null : sessionUser
  const [menuOpen, setMenuOpen] = useOpenForPage()

  const links = [
    { to: paths.home.href(), label: sharedMessages.nav.home, end: true },
    { to: paths.blogs.href(), label: sharedMessages.nav.blogs },
    { to: paths.update.href(), label: sharedMessages.nav.update },
    ...(user ? [{ to: paths.profile.href(), label: sharedMessages.nav.profile }] : []),
  ]
  const navLinks = links.map((link) => (
    <li key={link.to}>
      <NavLink to={link.to} end={link.end} className={linkClass}>
        {link.label}
      </NavLink>
    </li>
  ))

  return (
    <header className="relative z-40">
      <nav
        aria-label={appMessages.mainNavigation}
        className="flex h-20 items-center justify-between gap-4 px-5 sm:px-8"
      >
        <div className="flex items-center gap-2">
          <button
            type="button"
            className="btn btn-ghost btn-square lg:hidden"
            aria-label={menuOpen ? appMessages.closeMenu : appMessages.openMenu}
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            onClick={() => setMenuOpen(!menuOpen)}
          >
            <svg
              viewBox="0 0 24 24"
              className="size-6"
              aria-hidden="true"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.5"
            >
              {menuOpen ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
            </svg>
          </button>
          <Link
            to={paths.home.href()}
            className="font-display text-2xl tracking-tight sm:text-[1.65rem]"
          >
            {SITE_NAME}
          </Link>
        </div>
        <div className="hidden items-center gap-10 text-[0.95rem] lg:flex">
          <ul className="flex items-center gap-8">{navLinks}</ul>
          <LanguageSwitch compact />
        </div>
        <div className="flex w-24 items-center justify-end">
          {shell ? null : user ? (
            <AccountMenu user={user} questionBeforeSignOut={questionBeforeSignOut} />
          ) : (
            <Link to={paths.login.href()} className="btn btn-primary px-6">
              {sharedMessages.nav.login}
            </Link>
          )}
        </div>
      </nav>
      <ul
        id="mobile-menu"
        hidden={!menuOpen}
        className="bg-base-100 border-base-300 flex flex-col gap-3 border-y px-8 py-5 lg:hidden"
      >
        {navLinks}
        <li className="border-base-300 mt-2 border-t pt-4">
          <LanguageSwitch />
        </li>
      </ul>
    </header>
  )
}
