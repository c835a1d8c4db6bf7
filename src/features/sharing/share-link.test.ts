import { shareLink } from './share-link'

const data = { title: 'Villa Azur', text: 'A villa above the sea', url: 'https://example.com/9' }

function browserWith(share?: () => Promise<void>) {
  const writeText = vi.fn(() => Promise.resolve())
  return {
    browser: {
      share,
      canShare: share ? () => true : undefined,
      clipboard: { writeText },
    } as unknown as Navigator,
    writeText,
  }
}

describe('shareLink', () => {
  it('uses the share sheet where the browser has one', async () => {
    const share = vi.fn(() => Promise.resolve())
    const { browser, writeText } = browserWith(share)
    await expect(shareLink(data, browser)).resolves.toBe('shared')
    expect(share).toHaveBeenCalledWith(data)
    expect(writeText).not.toHaveBeenCalled()
  })

  it('copies the address where there is none', async () => {
    const { browser, writeText } = browserWith()
    await expect(shareLink(data, browser)).resolves.toBe('copied')
    expect(writeText).toHaveBeenCalledWith(data.url)
  })

  it('treats a closed share sheet as a cancel, copying nothing', async () => {
    const { browser, writeText } = browserWith(() =>
      Promise.reject(new DOMException('Share canceled', 'AbortError')),
    )
    await expect(shareLink(data, browser)).resolves.toBe('cancelled')
    expect(writeText).not.toHaveBeenCalled()
  })

  it('copies the address when sharing is not allowed', async () => {
    const { browser, writeText } = browserWith(() =>
      Promise.reject(new DOMException('Not allowed', 'NotAllowedError')),
    )
    await expect(shareLink(data, browser)).resolves.toBe('copied')
    expect(writeText).toHaveBeenCalledWith(data.url)
  })

  it('rejects when the clipboard refuses too', async () => {
    const { browser, writeText } = browserWith()
    writeText.mockRejectedValueOnce(new DOMException('Denied', 'NotAllowedError'))
    await expect(shareLink(data, browser)).rejects.toThrow('Denied')
  })
})
