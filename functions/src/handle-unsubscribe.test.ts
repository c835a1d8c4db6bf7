import { readAlertSettings } from './alert-settings'
import { handleUnsubscribe } from './handle-unsubscribe'
import { memoryAlertStore } from './memory-alert-store'
import { signUnsubscribe } from './unsubscribe-token'

const SIGNING = `s1:${'s'.repeat(44)}`

const setUp = (signingKey = SIGNING) => {
  const memory = memoryAlertStore({
    people: [{ uid: 'ann', email: 'ann@example.com', emailVerified: true }],
    searches: {
      ann: [{ id: 's', name: 'All', query: '', frequency: 'daily', language: 'en', updatedAt: 0 }],
    },
  })
  const logs: string[] = []
  const deps = {
    settings: readAlertSettings(
      { ALERTS_SIGNING_KEY: signingKey },
      { siteUrl: 'https://luxury.example', emulator: false },
    ),
    store: memory.store,
    now: () => 0,
    log: (_level: string, message: string) => logs.push(message),
  }
  return { memory, deps, logs }
}
const ring = [{ id: 's1', secret: 's'.repeat(44) }] as const

describe('handleUnsubscribe', () => {
  it('unsubscribes by a signed token with POST only; GET and a forged token change nothing', async () => {
    const { deps, memory } = setUp()
    const token = signUnsubscribe('ann', ring)
    expect((await handleUnsubscribe({ method: 'GET', query: { token } }, deps)).status).toBe(405)
    const forged = signUnsubscribe('ann', [{ id: 's1', secret: 'x'.repeat(44) }])
    expect(
      (await handleUnsubscribe({ method: 'POST', query: { token: forged } }, deps)).status,
    ).toBe(400)
    expect(memory.searches.get('ann')?.[0]?.frequency).toBe('daily')
    const answer = await handleUnsubscribe({ method: 'POST', query: { token } }, deps)
    expect(answer).toEqual({ status: 200, body: { unsubscribed: true } })
    expect(memory.searches.get('ann')?.[0]?.frequency).toBe('off')
  })

  it('refuses to run on a short signing key in production: 503, logged, nothing changed', async () => {
    const { deps, memory, logs } = setUp('s1:short')
    const token = signUnsubscribe('ann', [{ id: 's1', secret: 'short' }])
    const answer = await handleUnsubscribe({ method: 'POST', query: { token } }, deps)
    expect(answer).toMatchObject({ status: 503, body: { error: { code: 'misconfigured' } } })
    expect(logs[0]).toMatch(/refuse to run/)
    expect(memory.searches.get('ann')?.[0]?.frequency).toBe('daily')
  })
})
