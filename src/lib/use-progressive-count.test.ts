import { act, renderHook } from '@testing-library/react'
import { useProgressiveCount } from './use-progressive-count'

describe('useProgressiveCount', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('counts up a step per task until it reaches the target', () => {
    const { result } = renderHook(() => useProgressiveCount(16, 6))
    expect(result.current).toBe(6)
    act(() => void vi.advanceTimersToNextTimer())
    expect(result.current).toBe(12)
    act(() => void vi.advanceTimersToNextTimer())
    expect(result.current).toBe(16)
    act(() => void vi.runAllTimers())
    expect(result.current).toBe(16)
  })

  it('follows a larger target from where it is, and a smaller one at once', () => {
    const { result, rerender } = renderHook(({ target }) => useProgressiveCount(target, 6), {
      initialProps: { target: 4 },
    })
    expect(result.current).toBe(4)
    rerender({ target: 18 })
    expect(result.current).toBe(4)
    act(() => void vi.advanceTimersToNextTimer())
    expect(result.current).toBe(10)
    rerender({ target: 2 })
    expect(result.current).toBe(2)
  })
})
