import { COMPARE_STORAGE_KEY, compareSelection } from './compare-selection'

const pick = (id: string) => ({ id, title: `Estate ${id}`, image: `/images/${id}.avif` })

afterEach(() => localStorage.clear())

describe('compareSelection: the picks kept in this browser', () => {
  it('adds and removes in order, and refuses a fifth pick', () => {
    for (const id of ['3', '1', '7', '2']) expect(compareSelection.toggle(pick(id))).toBe('added')
    expect(compareSelection.toggle(pick('9'))).toBe('full')
    expect(compareSelection.list().map((one) => one.id)).toEqual(['3', '1', '7', '2'])
    expect(compareSelection.toggle(pick('1'))).toBe('removed')
    expect(compareSelection.list().map((one) => one.id)).toEqual(['3', '7', '2'])
  })

  it('tells its listeners, and hands the same list while nothing changed', () => {
    const listener = vi.fn()
    const stop = compareSelection.subscribe(listener)
    compareSelection.set([pick('1')])
    expect(listener).toHaveBeenCalledTimes(1)
    expect(compareSelection.list()).toBe(compareSelection.list())
    stop()
  })

  it('reads damaged or foreign storage as nothing picked, and keeps only whole picks', () => {
    localStorage.setItem(COMPARE_STORAGE_KEY, '{not json')
    expect(compareSelection.list()).toEqual([])
    localStorage.setItem(COMPARE_STORAGE_KEY, JSON.stringify([pick('1'), { id: 2 }, 'x']))
    expect(compareSelection.list()).toEqual([pick('1')])
  })
})
