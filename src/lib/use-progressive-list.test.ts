import { act, renderHook } from '@testing-library/react'
import { useProgressiveList } from './use-progressive-list'

describe('useProgressiveList', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())
  const ids = (from: number, to: number) =>
    Array.from({ length: to - from + 1 }, (_, index) => String(from + index))
  const same = (id: string) => id
  // One task at a time: each step's timer is set by the render the last one caused.
  const drawAll = () => {
    for (let task = 0; task < 10; task += 1) act(() => void vi.advanceTimersToNextTimer())
  }

  it('draws a list a step per task, up to the limit', () => {
    const items = ids(1, 30)
    const { result } = renderHook(() => useProgressiveList(items, 18, 6, same))
    expect(result.current).toBe(6)
    act(() => void vi.advanceTimersToNextTimer())
    expect(result.current).toBe(12)
    drawAll()
    expect(result.current).toBe(18)
  })

  it('draws a first list as far as asked at once (cards taking the place of the same cards)', () => {
    const { result, rerender } = renderHook(
      ({ items }) => useProgressiveList(items, 18, 6, same, 18),
      { initialProps: { items: ids(1, 30) } },
    )
    expect(result.current).toBe(18)
    // A later list is drawn a step at a time again.
    rerender({ items: ids(31, 60) })
    expect(result.current).toBe(6)
  })

  it('keeps drawn what a new list shares with the last one, and adds a step of new ones', () => {
    const { result, rerender } = renderHook(({ items }) => useProgressiveList(items, 18, 6, same), {
      initialProps: { items: ids(1, 30) },
    })
    drawAll()
    expect(result.current).toBe(18)
    // A narrower search: the first 10 were all drawn, so all 10 are drawn at once.
    rerender({ items: ids(1, 10) })
    expect(result.current).toBe(10)
    // Another order: 1-10 again after 8 new ones; the first step stops at the 7th new one.
    rerender({ items: [...ids(41, 48), ...ids(1, 10)] })
    expect(result.current).toBe(6)
    act(() => void vi.advanceTimersToNextTimer())
    expect(result.current).toBe(12)
    drawAll()
    expect(result.current).toBe(18)
  })

  it('a new list of things never drawn starts at one step', () => {
    const { result, rerender } = renderHook(({ items }) => useProgressiveList(items, 18, 6, same), {
      initialProps: { items: ids(1, 30) },
    })
    drawAll()
    rerender({ items: ids(100, 130) })
    expect(result.current).toBe(6)
  })
})
