import { afterPageSettles, PAGE_SETTLES_MS } from './after-page-settles'

describe('afterPageSettles', () => {
  const readyState = vi.spyOn(document, 'readyState', 'get')
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => {
    vi.useRealTimers()
    readyState.mockReset()
  })

  it('waits for the load event, then for the page to settle and the browser to be idle', () => {
    readyState.mockReturnValue('interactive')
    const work = vi.fn()
    afterPageSettles(work, 3_000)
    vi.runAllTimers()
    expect(work).not.toHaveBeenCalled()
    window.dispatchEvent(new Event('load'))
    vi.advanceTimersByTime(2_999)
    expect(work).not.toHaveBeenCalled()
    vi.runAllTimers()
    expect(work).toHaveBeenCalledTimes(1)
  })

  it('on a page already loaded, waits for it to settle', () => {
    readyState.mockReturnValue('complete')
    const work = vi.fn()
    afterPageSettles(work)
    expect(work).not.toHaveBeenCalled()
    vi.runAllTimers()
    expect(work).toHaveBeenCalledTimes(1)
  })

  it('cancelled before the load, while settling or before idle time, does nothing', () => {
    readyState.mockReturnValue('interactive')
    const beforeLoad = vi.fn()
    afterPageSettles(beforeLoad)()
    window.dispatchEvent(new Event('load'))
    readyState.mockReturnValue('complete')
    const settling = vi.fn()
    afterPageSettles(settling)()
    const waitingForIdle = vi.fn()
    const cancel = afterPageSettles(waitingForIdle, 3_000)
    vi.advanceTimersByTime(3_000)
    cancel()
    vi.runAllTimers()
    expect(beforeLoad).not.toHaveBeenCalled()
    expect(settling).not.toHaveBeenCalled()
    expect(waitingForIdle).not.toHaveBeenCalled()
  })
})

describe('startSettled', () => {
  const readyState = vi.spyOn(document, 'readyState', 'get')
  beforeEach(() => {
    vi.useFakeTimers()
    vi.resetModules()
  })
  afterEach(() => {
    vi.useRealTimers()
    readyState.mockReset()
  })

  it("waits once, for the document's first page, and at once ever after", async () => {
    readyState.mockReturnValue('interactive')
    const { startSettled } = await import('./after-page-settles')
    const first = vi.fn()
    void startSettled().then(first)
    window.dispatchEvent(new Event('load'))
    await vi.advanceTimersByTimeAsync(PAGE_SETTLES_MS - 1)
    expect(first).not.toHaveBeenCalled()
    await vi.runAllTimersAsync()
    expect(first).toHaveBeenCalledTimes(1)

    // A page opened later does not wait again.
    readyState.mockReturnValue('complete')
    const later = vi.fn()
    void startSettled().then(later)
    await Promise.resolve()
    expect(later).toHaveBeenCalledTimes(1)
  })
})
