import { useEffect, useId, useRef, useState } from 'react'
import { Link, useLocation, useNavigate } from 'react-router'
import { Avatar } from '@/components/avatar'
import { messages } from '@/config/messages'
import { paths } from '@/config/paths'
import { toast } from '@/lib/toast'
import { signOut } from './auth-actions'
import { initialsOf, type SessionUser } from './session-user'

/** The signed-in visitor's avatar, with the name as tooltip, opening Update Profile, User Profile and Logout. */
export function AccountMenu({ user }: { user: SessionUser }) {
  const { pathname } = useLocation()
  // Open for the page it was opened on: navigating closes it.
  const [openOn, setOpenOn] = useState<string | null>(null)
  const open = openOn === pathname
  const setOpen = (isOpen: boolean) => setOpenOn(isOpen ? pathname : null)
  const [signingOut, setSigningOut] = useState(false)
  const menuId = useId()
  const container = useRef<HTMLDivElement>(null)
  const navigate = useNavigate()
  const name = user.displayName?.trim() || user.email || 'Your account'

  useEffect(() => {
    if (!open) return
    const close = (event: Event) => {
      if (event instanceof KeyboardEvent && event.key !== 'Escape') return
      if (event instanceof MouseEvent && container.current?.contains(event.target as Node)) return
      setOpenOn(null)
    }
    document.addEventListener('mousedown', close)
    document.addEventListener('keydown', close)
    return () => {
      document.removeEventListener('mousedown', close)
      document.removeEventListener('keydown', close)
    }
  }, [open])

  async function handleLogout() {
    setSigningOut(true)
    try {
      await signOut()
      toast.success(messages.logoutSuccess)
      await navigate(paths.home.href())
    } catch (error) {
      console.error('Sign-out failed', error)
      toast.error(messages.logoutFailed)
    } finally {
      setSigningOut(false)
    }
  }

  return (
    <div ref={container} className="relative">
      <div className="tooltip tooltip-bottom tooltip-left md:tooltip-bottom" data-tip={name}>
        <button
          type="button"
          className="btn btn-ghost btn-circle h-auto w-auto p-0.5"
          aria-label={`Account menu for ${name}`}
          title={name}
          aria-expanded={open}
          aria-controls={menuId}
          onClick={() => setOpen(!open)}
        >
          <Avatar photoURL={user.photoURL} initials={initialsOf(user)} size="sm" />
        </button>
      </div>
      <ul
        id={menuId}
        hidden={!open}
        className="menu bg-base-100 rounded-box absolute right-0 z-50 mt-3 w-56 gap-1 p-2 shadow-lg"
      >
        <li className="menu-title truncate">{name}</li>
        <li>
          <Link to={paths.update.href()}>Update Profile</Link>
        </li>
        <li>
          <Link to={paths.profile.href()}>User Profile</Link>
        </li>
        <li>
          <button type="button" onClick={handleLogout} disabled={signingOut}>
            Logout
          </button>
        </li>
      </ul>
    </div>
  )
}
