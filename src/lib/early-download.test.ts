import { describe, expect, it, vi } from 'vitest'
import { earlyDownload } from './early-download'

describe('earlyDownload', () => {
  it('hands the early download to the first load, and only to it', async () => {
    const download = vi.fn(() => Promise.resolve('journal'))
    const early = earlyDownload(download)
    const started = early.start()
    expect(early.take()).toBe(started)
    expect(early.take()).toBeUndefined()
    expect(download).toHaveBeenCalledTimes(1)
  })

  it('starts one download, however often it is asked to start', () => {
    const download = vi.fn(() => Promise.resolve('journal'))
    const early = earlyDownload(download)
    early.start()
    expect(early.start()).toBeUndefined()
    expect(download).toHaveBeenCalledTimes(1)
  })

  it('refuses a start that arrives after a page has asked: a retry must not get its old answer', async () => {
    const download = vi.fn(() => Promise.reject(new Error('404')))
    const early = earlyDownload(download)
    expect(early.take()).toBeUndefined() // the page's loader ran first, and downloaded itself
    expect(early.start()).toBeUndefined() // the boot path's module arrived late
    expect(early.take()).toBeUndefined() // the retry downloads afresh
    expect(download).not.toHaveBeenCalled()
  })

  it('keeps an early failure from being reported as unhandled until it is taken', async () => {
    const early = earlyDownload(() => Promise.reject(new Error('offline')))
    early.start()
    await new Promise((resolve) => setTimeout(resolve, 0))
    await expect(early.take()).rejects.toThrow('offline')
  })
})
