import { SESSION_STORAGE_KEY } from '@/config/constants'
import { toSessionUser, type SessionUser } from './session-user'

/**
 * The signed-in visitor, outside React so loaders (guards) and components read the same value.
 * The identity provider's observer is the truth; localStorage lets a reload draw the signed-in UI
 * at once, before the SDK has even loaded.
 */
type Listener = (user: SessionUser | null) => void

const listeners = new Set<Listener>()

function readStoredUser(): SessionUser | null {
  try {
    const raw = localStorage.getItem(SESSION_STORAGE_KEY)
    if (!raw) return null
    const user = toSessionUser(JSON.parse(raw))
    if (user) return user
  } catch {
    // Unreadable storage counts as signed out.
  }
  localStorage.removeItem(SESSION_STORAGE_KEY)
  return null
}

let current: SessionUser | null = typeof window === 'undefined' ? null : readStoredUser()

export const getSessionUser = () => current

function notify() {
  listeners.forEach((listener) => listener(current))
}

export function setSessionUser(user: SessionUser | null) {
  current = user ? toSessionUser(user) : null
  try {
    if (current) localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(current))
    else localStorage.removeItem(SESSION_STORAGE_KEY)
  } catch {
    // Storage full or disabled: the session still lives in memory.
  }
  notify()
}

export function subscribeSession(listener: Listener) {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

// Another tab signed in or out: follow it at once.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== SESSION_STORAGE_KEY && event.key !== null) return
    current = readStoredUser()
    notify()
  })
}
