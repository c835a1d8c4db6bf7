import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { clearUserStorage, userStorageKey } from './user-storage'

describe('user storage', () => {
  beforeEach(() => localStorage.clear())
  afterEach(() => vi.restoreAllMocks())

  it('forgets every key of one person and nothing of anyone else', () => {
    localStorage.setItem(userStorageKey('alice', 'saved-estates'), '["1"]')
    localStorage.setItem(userStorageKey('alice', 'saved-estates:corrupt'), '[{"id')
    localStorage.setItem(userStorageKey('alice', 'other'), 'x')
    localStorage.setItem(userStorageKey('alicea', 'saved-estates'), '["2"]')
    localStorage.setItem('alice:saved-estates', 'not under the prefix')
    localStorage.setItem('authUser', '{}')
    expect(clearUserStorage('alice')).toBe(true)
    expect(Object.keys(localStorage).sort()).toEqual([
      'alice:saved-estates',
      'authUser',
      'user:alicea:saved-estates',
    ])
  })

  it('has nothing to do for a person with nothing stored', () => {
    localStorage.setItem('authUser', '{}')
    expect(clearUserStorage('alice')).toBe(true)
    expect(Object.keys(localStorage)).toEqual(['authUser'])
  })

  it('does not throw when storage is turned off, and says it could not clear', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const off = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError')
    }
    const storage = {
      get length() {
        return off()
      },
      key: off,
      getItem: off,
      setItem: off,
      removeItem: off,
      clear: off,
    } satisfies Storage
    expect(clearUserStorage('alice', storage)).toBe(false)
    expect(console.warn).toHaveBeenCalled()
  })
})
