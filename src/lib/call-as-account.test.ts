import { describe, expect, it, vi } from 'vitest'
import { callAsAccount } from './call-as-account'

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

describe('callAsAccount', () => {
  it('sends the token, the method and a JSON body, and reads the JSON answer', async () => {
    const fetch = vi.fn(async () => json(201, { search: { id: 'a' } }))
    const answer = await callAsAccount('/api/x', {
      method: 'POST',
      body: { name: 'Sea' },
      getIdToken: async () => 't1',
      fetch,
    })
    expect(answer).toEqual({ status: 201, answer: { search: { id: 'a' } } })
    expect(fetch).toHaveBeenCalledWith('/api/x', {
      method: 'POST',
      headers: { Authorization: 'Bearer t1', 'Content-Type': 'application/json' },
      body: '{"name":"Sea"}',
      signal: undefined,
    })
  })

  it.each([
    [401, 'token-expired'],
    [403, 'email-unverified'],
  ])('refreshes the token once on %i %s', async (status, code) => {
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(json(status, { error: { code } }))
      .mockResolvedValueOnce(json(status, { error: { code } }))
    const getIdToken = vi.fn(async (fresh?: boolean) => (fresh ? 'fresh' : 'old'))
    const answer = await callAsAccount('/api/x', { method: 'GET', getIdToken, fetch })
    expect(getIdToken.mock.calls).toEqual([[], [true]])
    expect(fetch).toHaveBeenCalledTimes(2)
    expect(answer.status).toBe(status)
  })

  it('does not retry any other refusal, and reads a gateway page as an empty answer', async () => {
    const fetch = vi.fn(async () => new Response('<html>Bad gateway</html>', { status: 502 }))
    const answer = await callAsAccount('/api/x', {
      method: 'GET',
      getIdToken: async () => 't',
      fetch,
    })
    expect(answer).toEqual({ status: 502, answer: {} })
    expect(fetch).toHaveBeenCalledTimes(1)
  })
})
