import { SESSION_STORAGE_KEY } from '@/config/constants'
import { userStorageKey } from '@/lib/user-storage'
import { sessionUser } from '@/testing/session-users'
import { signOut } from './auth-actions'
import { getSessionUser, setSessionUser } from './session'

const providerSignOut = vi.hoisted(() => vi.fn<() => Promise<void>>())
vi.mock('./firebase', () => ({ signOut: providerSignOut }))

const user = sessionUser({ uid: 'ann' })
const saved = userStorageKey('ann', 'saved-estates')

describe('signing out', () => {
  beforeEach(() => {
    localStorage.clear()
    providerSignOut.mockReset().mockResolvedValue(undefined)
    setSessionUser(user)
    localStorage.setItem(saved, '[{"id":"9","title":"Villa Azur","savedAt":1}]')
    localStorage.setItem(userStorageKey('bob', 'saved-estates'), '[]')
  })

  it('keeps what this browser stores for the person unless asked to clear it', async () => {
    await signOut()
    expect(getSessionUser()).toBeNull()
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull()
    expect(localStorage.getItem(saved)).not.toBeNull()
  })

  it('clears it once the provider has signed them out, and no one else', async () => {
    providerSignOut.mockImplementation(async () => {
      expect(localStorage.getItem(saved)).not.toBeNull()
    })
    await signOut({ clearDevice: true })
    expect(providerSignOut).toHaveBeenCalledOnce()
    expect(getSessionUser()).toBeNull()
    expect(Object.keys(localStorage)).toEqual([userStorageKey('bob', 'saved-estates')])
  })

  it('clears nothing, and stays signed in, when the provider fails to sign them out', async () => {
    providerSignOut.mockRejectedValue(new Error('auth/network-request-failed'))
    await expect(signOut({ clearDevice: true })).rejects.toThrow('auth/network-request-failed')
    expect(getSessionUser()).toEqual(user)
    expect(localStorage.getItem(saved)).not.toBeNull()
  })
})
