import { estateRecord } from '@/testing/estate-records'
import { handleAlerts, type AlertsDeps, type AlertsRequest } from './handle-alerts'
import { memoryAlertStore } from './memory-alert-store'
import { signUnsubscribe } from './unsubscribe-token'

const setUp = () => {
  const memory = memoryAlertStore({
    people: [{ uid: 'ann', email: 'ann@example.com', emailVerified: true }],
    searches: {
      ann: [{ id: 's', name: 'All', query: '', frequency: 'daily', language: 'en', updatedAt: 0 }],
    },
  })
  const deps: AlertsDeps = {
    store: memory.store,
    send: async () => undefined,
    from: 'alerts@luxuryliving.example',
    siteUrl: 'https://luxury.example',
    signingKey: 'signing',
    publishKey: 'publish-key',
    now: () => 0,
    log: () => undefined,
  }
  return { memory, deps }
}
const request = (overrides: Partial<AlertsRequest>): AlertsRequest => ({
  method: 'POST',
  path: '/api/alerts/publish',
  query: {},
  headers: {},
  ...overrides,
})
const body = Buffer.from(JSON.stringify([estateRecord()]))

describe('handleAlerts', () => {
  it('publishes only with the publish key', async () => {
    const { deps } = setUp()
    for (const authorization of [undefined, 'Bearer wrong', 'publish-key'])
      expect(
        (await handleAlerts(request({ headers: { authorization }, rawBody: body }), deps)).status,
      ).toBe(401)
    const answer = await handleAlerts(
      request({ headers: { authorization: 'Bearer publish-key' }, rawBody: body }),
      deps,
    )
    expect(answer).toMatchObject({ status: 200, body: { ok: true, baseline: true } })
  })

  it('answers a refused catalogue with 422 and its reason', async () => {
    const { deps } = setUp()
    const answer = await handleAlerts(
      request({ headers: { authorization: 'Bearer publish-key' }, rawBody: Buffer.from('{') }),
      deps,
    )
    expect(answer).toMatchObject({ status: 422, body: { error: { code: 'catalogue-refused' } } })
  })

  it('unsubscribes by a signed token with POST only; GET and a forged token change nothing', async () => {
    const { deps, memory } = setUp()
    const token = signUnsubscribe('ann', 'signing')
    const path = '/api/alerts/unsubscribe'
    expect(
      (await handleAlerts(request({ method: 'GET', path, query: { token } }), deps)).status,
    ).toBe(405)
    expect(
      (await handleAlerts(request({ path, query: { token: signUnsubscribe('ann', 'x') } }), deps))
        .status,
    ).toBe(400)
    expect(memory.searches.get('ann')?.[0]?.frequency).toBe('daily')
    const answer = await handleAlerts(request({ path, query: { token } }), deps)
    expect(answer).toEqual({ status: 200, body: { unsubscribed: true } })
    expect(memory.searches.get('ann')?.[0]?.frequency).toBe('off')
  })
})
