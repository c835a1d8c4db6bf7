import { userStorageKey } from '@/lib/user-storage'
import { createLocalSavedEstatesStore, SAVED_ESTATES_KEY } from './saved-estates-store'

const villa = { id: '9', title: 'Villa Azur' }
const manor = { id: '10', title: 'Constantia Manor' }

function setUp() {
  localStorage.clear()
  const events = new EventTarget()
  let time = 1000
  const store = createLocalSavedEstatesStore(
    localStorage,
    events as unknown as Window,
    () => (time += 1),
  )
  return { store, events }
}

describe('the browser store of saved estates', () => {
  it('keeps each person their own list, newest first, without repeats', () => {
    const { store } = setUp()
    store.save('ann', villa)
    store.save('ann', manor)
    store.save('ann', villa)
    store.save('bob', manor)
    expect(store.list('ann').map((entry) => entry.id)).toEqual(['10', '9'])
    expect(store.list('bob')).toEqual([{ ...manor, savedAt: 1003 }])
    expect(localStorage.getItem(userStorageKey('ann', SAVED_ESTATES_KEY))).toContain('Villa Azur')
  })

  it('removes, and tells its listeners', () => {
    const { store } = setUp()
    const listener = vi.fn()
    store.subscribe('ann', listener)
    store.save('ann', villa)
    store.remove('ann', villa.id)
    store.remove('ann', villa.id)
    expect(store.list('ann')).toEqual([])
    expect(listener).toHaveBeenCalledTimes(2)
  })

  it('gives the same list until it changes, so React sees no change', () => {
    const { store } = setUp()
    store.save('ann', villa)
    expect(store.list('ann')).toBe(store.list('ann'))
  })

  it('follows another tab through the storage event', () => {
    const { store, events } = setUp()
    const listener = vi.fn()
    store.subscribe('ann', listener)
    localStorage.setItem(
      userStorageKey('ann', SAVED_ESTATES_KEY),
      JSON.stringify([{ id: '9', title: 'Villa Azur', savedAt: 1 }]),
    )
    events.dispatchEvent(
      Object.assign(new Event('storage'), { key: userStorageKey('ann', SAVED_ESTATES_KEY) }),
    )
    expect(listener).toHaveBeenCalledTimes(1)
    expect(store.list('ann').map((entry) => entry.id)).toEqual(['9'])
    events.dispatchEvent(Object.assign(new Event('storage'), { key: 'authUser' }))
    expect(listener).toHaveBeenCalledTimes(1)
  })

  it('reads a damaged list as empty, and skips damaged entries', () => {
    const { store } = setUp()
    const key = userStorageKey('ann', SAVED_ESTATES_KEY)
    localStorage.setItem(key, '{not json')
    expect(store.list('ann')).toEqual([])
    localStorage.setItem(key, JSON.stringify([{ id: 7 }, null, { id: '8' }, { id: '8' }]))
    expect(store.list('ann')).toEqual([{ id: '8', title: '', savedAt: 0 }])
  })
})
