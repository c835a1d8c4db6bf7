import { userStorageKey } from '@/lib/user-storage'
import {
  CORRUPT_SAVED_ESTATES_KEY,
  createLocalSavedEstatesStore,
  SAVED_ESTATES_KEY,
  savedEstatesOnDevice,
} from './saved-estates-store'

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

describe('what this browser keeps of saved estates', () => {
  const key = userStorageKey('ann', SAVED_ESTATES_KEY)
  const aside = userStorageKey('ann', CORRUPT_SAVED_ESTATES_KEY)
  beforeEach(() => localStorage.clear())

  it('counts the saved estates of that person only', () => {
    const { store } = setUp()
    store.save('ann', villa)
    store.save('ann', manor)
    store.save('bob', villa)
    expect(savedEstatesOnDevice('ann')).toEqual({ count: 2, damagedCopy: false })
    expect(savedEstatesOnDevice('cat')).toEqual({ count: 0, damagedCopy: false })
  })

  it('counts nothing for a list emptied by removals', () => {
    const { store } = setUp()
    store.save('ann', villa)
    store.remove('ann', villa.id)
    expect(savedEstatesOnDevice('ann')).toEqual({ count: 0, damagedCopy: false })
  })

  it('tells of a damaged list, in place or kept aside, even with nothing readable in it', () => {
    localStorage.setItem(key, '{not json')
    expect(savedEstatesOnDevice('ann')).toEqual({ count: 0, damagedCopy: true })
    localStorage.setItem(key, '[]')
    localStorage.setItem(aside, '{not json')
    expect(savedEstatesOnDevice('ann')).toEqual({ count: 0, damagedCopy: true })
  })

  it('keeps nothing when storage is turned off', () => {
    expect(savedEstatesOnDevice('ann', refusingStorage({ off: true }))).toEqual({
      count: 0,
      damagedCopy: false,
    })
  })
})

/** localStorage whose writes fail as a full one does (or, `off`, every call as a disabled one). */
function refusingStorage({ off = false } = {}): Storage {
  const refuse = () => {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
  }
  return {
    get length() {
      return off ? refuse() : localStorage.length
    },
    key: (index) => (off ? refuse() : localStorage.key(index)),
    getItem: (key) => (off ? refuse() : localStorage.getItem(key)),
    setItem: refuse,
    removeItem: (key) => (off ? refuse() : localStorage.removeItem(key)),
    clear: refuse,
  }
}

describe('the browser store when storage fails', () => {
  beforeEach(() => {
    localStorage.clear()
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
  })
  afterEach(() => vi.restoreAllMocks())

  it('says a save failed when storage is full, and shows nothing saved that is not', () => {
    const store = createLocalSavedEstatesStore(refusingStorage(), new EventTarget() as never)
    const listener = vi.fn()
    store.subscribe('ann', listener)
    expect(store.save('ann', villa)).toBe(false)
    expect(store.list('ann')).toEqual([])
    expect(listener).not.toHaveBeenCalled()
  })

  it('says a removal failed, and keeps showing the estate as saved', () => {
    localStorage.setItem(
      userStorageKey('ann', SAVED_ESTATES_KEY),
      JSON.stringify([{ ...villa, savedAt: 1 }]),
    )
    const store = createLocalSavedEstatesStore(refusingStorage(), new EventTarget() as never)
    expect(store.remove('ann', villa.id)).toBe(false)
    expect(store.list('ann').map((entry) => entry.id)).toEqual([villa.id])
  })

  it('shows nothing saved and refuses to save when storage is turned off', () => {
    const store = createLocalSavedEstatesStore(
      refusingStorage({ off: true }),
      new EventTarget() as never,
    )
    expect(store.list('ann')).toEqual([])
    expect(store.save('ann', villa)).toBe(false)
  })
})

describe('the browser store and a damaged list', () => {
  const key = userStorageKey('ann', SAVED_ESTATES_KEY)
  const aside = userStorageKey('ann', CORRUPT_SAVED_ESTATES_KEY)

  it.each([
    ['unreadable', '{not json'],
    ['not a list', '{"9": "Villa Azur"}'],
    ['with damaged entries', JSON.stringify([{ id: 7 }, { id: '8', title: 'Kept' }])],
  ])('keeps a list that is %s aside before the next save writes over it', (_, damaged) => {
    const { store } = setUp()
    localStorage.setItem(key, damaged)
    expect(store.save('ann', villa)).toBe(true)
    expect(localStorage.getItem(aside)).toBe(damaged)
    expect(store.list('ann').map((entry) => entry.id)).toContain(villa.id)
    // The copy is part of what the person's account keeps here: deleting it clears it too.
    expect(aside.startsWith('user:ann:')).toBe(true)
  })

  it('does not write over a damaged list it could not keep aside', () => {
    localStorage.clear()
    localStorage.setItem(key, '{not json')
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const store = createLocalSavedEstatesStore(refusingStorage(), new EventTarget() as never)
    expect(store.save('ann', villa)).toBe(false)
    expect(localStorage.getItem(key)).toBe('{not json')
    vi.restoreAllMocks()
  })

  it('copies nothing aside when the list was whole', () => {
    const { store } = setUp()
    store.save('ann', villa)
    store.save('ann', manor)
    expect(localStorage.getItem(aside)).toBeNull()
  })
})
