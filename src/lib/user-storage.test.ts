import { beforeEach, describe, expect, it } from 'vitest'
import { clearUserStorage, userStorageKey } from './user-storage'

describe('user storage', () => {
  beforeEach(() => localStorage.clear())

  it('forgets every key of one person and nothing of anyone else', () => {
    localStorage.setItem(userStorageKey('alice', 'saved-estates'), '["1"]')
    localStorage.setItem(userStorageKey('alice', 'other'), 'x')
    localStorage.setItem(userStorageKey('alicea', 'saved-estates'), '["2"]')
    localStorage.setItem('authUser', '{}')
    clearUserStorage('alice')
    expect(Object.keys(localStorage).sort()).toEqual(['authUser', 'user:alicea:saved-estates'])
  })
})
