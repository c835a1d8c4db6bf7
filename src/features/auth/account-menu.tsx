import { useEffect, useId, useRef, useState } from 'react'
import { Link, useNavigate } from 'react-router'
import { Avatar } from '@/components/avatar'
import { paths } from '@/config/paths'
import { toast } from '@/components/toast'
import { lazyPart } from '@/components/lazy-part'
import { useOpenForPage } from '@/lib/use-open-for-page'
import { initialsOf, type SessionUser } from './session-user'
import type { SignOutQuestion } from './sign-out-dialog'
import { authMessages } from './messages'
import { sharedMessages } from '@/components/messages'

// The auth actions load with the pages that use them; the menu needs one, on demand.
const authActions = lazyPart(() => import('./auth-actions'))

type AccountMenuProps = {
  user: SessionUser
  /**
   * What Logout asks first, when this browser keeps something of the visitor's (their saved
   * estates); loaded on the press, so the question's code is not on every page.
   */
  questionBeforeSignOut: (uid: string) => Promise<SignOutQuestion | null>
}

/**
 * The signed-in visitor's avatar, with the name as tooltip, opening Update Profile, User Profile
 * and Logout. Logout signs out at once, unless this device keeps something of theirs: then it
 * asks first whether to keep it or clear it (a shared computer).
 */
export function AccountMenu({ user, questionBeforeSignOut }: AccountMenuProps) {
  const [open, setOpen] = useOpenForPage()
  const [signingOut, setSigningOut] = useState(false)
  const [question, setQuestion] = useState<SignOutQuestion | null>(null)
  // Like the menu, the question belongs to the page it was asked on: Back closes it.
  const [questionShown, showQuestion] = useOpenForPage()
  const menuId = useId()
  const tooltipId = useId()
  const container = useRef<HTMLDivElement>(null)
  const menuButton = useRef<HTMLButtonElement>(null)
  const navigate = useNavigate()
  const name = user.displayName?.trim() || user.email || authMessages.unnamedAccount

  useEffect(() => {
    if (!open) return
    const close = (event: Event) => {
      if (event instanceof KeyboardEvent && event.key !== 'Escape') return
      if (event instanceof MouseEvent && container.current?.contains(event.target as Node)) return
      setOpen(false)
    }
    document.addEventListener('mousedown', close)
    document.addEventListener('keydown', close)
    return () => {
      document.removeEventListener('mousedown', close)
      document.removeEventListener('keydown', close)
    }
  }, [open, setOpen])

  const failed = (error: unknown) => {
    console.error('Sign-out failed', error)
    toast.error(authMessages.logoutFailed)
  }

  /** True when signed out (then home, with the spec's toast); false, with its toast, when not. */
  async function signOutAndLeave(clearDevice: boolean) {
    try {
      if (clearDevice) await question?.beforeClearing?.()
      const { signOut } = await authActions.load()
      await signOut({ clearDevice })
    } catch (error) {
      failed(error)
      return false
    }
    toast.success(authMessages.logoutSuccess)
    await navigate(paths.home.href())
    return true
  }

  async function handleLogout() {
    setSigningOut(true)
    try {
      const next = await questionBeforeSignOut(user.uid)
      if (next) {
        setOpen(false)
        setQuestion(next)
        showQuestion(true)
      } else await signOutAndLeave(false)
    } catch (error) {
      // The question could not be loaded: not signed out without it; they may try again.
      failed(error)
    } finally {
      setSigningOut(false)
    }
  }

  const closeQuestion = () => {
    setQuestion(null)
    menuButton.current?.focus()
  }

  const item =
    'hover:bg-base-200 focus-visible:bg-base-200 block w-full rounded-field px-4 py-2.5 text-left'
  return (
    <div ref={container} className="group relative">
      <button
        ref={menuButton}
        type="button"
        className="btn btn-ghost btn-circle h-auto w-auto p-0.5"
        aria-label={authMessages.accountMenu(name)}
        aria-describedby={tooltipId}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen(!open)}
      >
        <Avatar photoURL={user.photoURL} initials={initialsOf(user)} size="sm" />
      </button>
      <span
        id={tooltipId}
        role="tooltip"
        className={`bg-primary text-primary-content pointer-events-none absolute top-full right-0 z-50 mt-2 max-w-64 truncate rounded-field px-3 py-1.5 text-xs whitespace-nowrap opacity-0 transition-opacity group-focus-within:opacity-100 group-hover:opacity-100 ${open ? 'hidden' : ''}`}
      >
        {name}
      </span>
      <ul
        id={menuId}
        hidden={!open}
        className="bg-base-100 rounded-box absolute right-0 z-50 mt-3 flex w-60 flex-col gap-0.5 p-2 text-sm shadow-lg"
      >
        <li className="text-base-content/70 truncate px-4 pt-1.5 pb-2 text-xs font-semibold">
          {name}
        </li>
        <li>
          <Link className={item} to={paths.update.href()}>
            {sharedMessages.nav.update}
          </Link>
        </li>
        <li>
          <Link className={item} to={paths.profile.href()}>
            {sharedMessages.nav.profile}
          </Link>
        </li>
        <li>
          <button
            type="button"
            className={item}
            onClick={() => void handleLogout()}
            disabled={signingOut}
          >
            {sharedMessages.nav.logout}
          </button>
        </li>
      </ul>
      {question && questionShown ? (
        <question.Dialog kept={question.kept} onSignOut={signOutAndLeave} onClose={closeQuestion} />
      ) : null}
    </div>
  )
}
