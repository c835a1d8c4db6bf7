import { SESSION_STORAGE_KEY } from '@/config/constants'
import { sessionUser } from '@/testing/session-users'

const user = sessionUser()

async function freshSession() {
  vi.resetModules()
  return import('./session')
}

describe('session', () => {
  beforeEach(() => localStorage.clear())

  it('restores a stored user on load', async () => {
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(user))
    const { getSessionUser } = await freshSession()
    expect(getSessionUser()).toEqual(user)
  })

  it('reads a record stored before emailVerified was kept as verified', async () => {
    const older: Partial<typeof user> = { ...user }
    delete older.emailVerified
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(older))
    const { getSessionUser } = await freshSession()
    expect(getSessionUser()).toEqual({ ...user, emailVerified: true })
  })

  it('drops a stored record that does not fit', async () => {
    localStorage.setItem(SESSION_STORAGE_KEY, '{"uid": 1, "stsTokenManager": {}}')
    const { getSessionUser } = await freshSession()
    expect(getSessionUser()).toBeNull()
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull()
  })

  it('stores only the public profile, and removes it on sign-out', async () => {
    const { setSessionUser, subscribeSession } = await freshSession()
    const seen: unknown[] = []
    subscribeSession((current) => seen.push(current))
    setSessionUser({ ...user, accessToken: 'secret' } as typeof user)
    expect(JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? '{}')).toEqual(user)
    setSessionUser(null)
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull()
    expect(seen).toEqual([user, null])
  })

  it('follows a sign-out made in another tab', async () => {
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(user))
    const { getSessionUser } = await freshSession()
    localStorage.removeItem(SESSION_STORAGE_KEY)
    window.dispatchEvent(new StorageEvent('storage', { key: SESSION_STORAGE_KEY }))
    expect(getSessionUser()).toBeNull()
  })
})
