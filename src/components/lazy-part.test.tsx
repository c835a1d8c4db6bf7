import { act, render, renderHook, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { sharedMessages } from '@/components/messages'
import { lazyPart, useLazyPart, WhenLoaded } from './lazy-part'

type Greeting = { greet: (name: string) => string }
const greeting: Greeting = { greet: (name) => `Hello, ${name}` }
const offline = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'))

/** An import that fails the first `failures` times, then succeeds; counts its calls. */
function flakyImport(failures: number) {
  const load = vi.fn(() =>
    load.mock.calls.length <= failures ? offline() : Promise.resolve(greeting),
  )
  return load
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined)
})
afterEach(() => vi.restoreAllMocks())

describe('lazyPart', () => {
  it('imports once and keeps the part', async () => {
    const load = flakyImport(0)
    const part = lazyPart(load)
    expect(part.loaded()).toBeUndefined()
    await Promise.all([part.load(), part.load()])
    await expect(part.load()).resolves.toBe(greeting)
    expect(part.loaded()).toBe(greeting)
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('forgets a failure: the next call imports again', async () => {
    const load = flakyImport(1)
    const part = lazyPart(load)
    await expect(part.load()).rejects.toThrow('Failed to fetch')
    expect(console.warn).toHaveBeenCalledWith(expect.any(String), expect.any(TypeError))
    await expect(part.load()).resolves.toBe(greeting)
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('a failed preload says nothing, and the part is asked for again later', async () => {
    const load = flakyImport(1)
    const part = lazyPart(load)
    part.preload()
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1))
    await act(() => Promise.resolve())
    expect(console.warn).not.toHaveBeenCalled()
    await expect(part.load()).resolves.toBe(greeting)
  })
})

describe('useLazyPart', () => {
  it('loads at once: loading, then ready with the part', async () => {
    const part = lazyPart(flakyImport(0))
    const { result } = renderHook(() => useLazyPart(part))
    expect(result.current.status).toBe('loading')
    await waitFor(() => expect(result.current.status).toBe('ready'))
    expect(result.current.value).toBe(greeting)
  })

  it('is ready in the first render when the part has arrived already', async () => {
    const part = lazyPart(flakyImport(0))
    await part.load()
    const { result } = renderHook(() => useLazyPart(part))
    expect(result.current).toMatchObject({ status: 'ready', value: greeting })
  })

  it('draws the part that arrives between its render and its effect (a preload finishing)', async () => {
    // The render sees no part; by the time its effect runs, the part is here.
    const loaded = vi.fn<() => Greeting | undefined>().mockReturnValueOnce(undefined)
    loaded.mockReturnValue(greeting)
    const part = { load: () => Promise.resolve(greeting), preload: () => undefined, loaded }
    const { result } = renderHook(() => useLazyPart(part))
    await waitFor(() => expect(result.current.status).toBe('ready'))
    expect(result.current.value).toBe(greeting)
  })

  it('waits for a press without `now`, and a retry after a failure succeeds', async () => {
    const load = flakyImport(1)
    const part = lazyPart(load)
    const { result } = renderHook(() => useLazyPart(part, { now: false }))
    expect(result.current.status).toBe('idle')
    expect(load).not.toHaveBeenCalled()
    await act(() => result.current.load().catch(() => undefined))
    expect(result.current).toMatchObject({ status: 'failed', value: undefined })
    await act(() => result.current.load())
    expect(result.current).toMatchObject({ status: 'ready', value: greeting })
  })
})

describe('WhenLoaded', () => {
  const renderGreeting = (load: () => Promise<Greeting>) => {
    const part = lazyPart(load)
    return render(
      <WhenLoaded
        part={part}
        fallback={<p>Loading the greeting</p>}
        failed="The greeting could not be loaded."
      >
        {({ greet }) => <p>{greet('Ada')}</p>}
      </WhenLoaded>,
    )
  }

  it('shows the fallback while loading, then the part', async () => {
    renderGreeting(flakyImport(0))
    expect(screen.getByText('Loading the greeting')).toBeInTheDocument()
    expect(await screen.findByText('Hello, Ada')).toBeInTheDocument()
  })

  it('says so when it cannot be loaded, and "Try again" loads it', async () => {
    const user = userEvent.setup()
    const load = flakyImport(1)
    renderGreeting(load)
    expect(await screen.findByRole('alert')).toHaveTextContent('The greeting could not be loaded.')
    await user.click(screen.getByRole('button', { name: sharedMessages.retry }))
    expect(await screen.findByText('Hello, Ada')).toBeInTheDocument()
    expect(screen.queryByRole('alert')).toBeNull()
    expect(load).toHaveBeenCalledTimes(2)
  })
})
