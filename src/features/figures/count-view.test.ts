import { countView } from './count-view'

describe('countView', () => {
  it('posts the estate once with the token, keepalive, low priority and no cookies', async () => {
    const send = vi.fn<typeof fetch>(async () => new Response(null, { status: 204 }))
    await countView('7', async () => 'token-1', send)
    expect(send).toHaveBeenCalledTimes(1)
    const [url, init] = send.mock.calls[0]!
    expect(url).toBe('/api/views')
    expect(init).toMatchObject({
      method: 'POST',
      keepalive: true,
      priority: 'low',
      credentials: 'omit',
    })
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer token-1')
    expect(JSON.parse(String(init?.body))).toEqual({ estateId: '7' })
  })

  it('swallows a failed token or network, silently @fault', async () => {
    const error = vi.spyOn(console, 'error')
    const failing = vi.fn<typeof fetch>(async () => Promise.reject(new TypeError('offline')))
    await expect(countView('7', async () => 'token-1', failing)).resolves.toBeUndefined()
    await expect(
      countView('7', () => Promise.reject(new Error('signed out')), failing),
    ).resolves.toBeUndefined()
    expect(error).not.toHaveBeenCalled()
  })
})
