import { userStorageKey } from '@/lib/user-storage'
import {
  createLocalSavedEstatesStore,
  SAVED_ESTATES_KEY,
  type SavedEstate,
} from './saved-estates-store'
import { createSavedEstatesSync, mergeLists, SYNCED_SAVED_ESTATES_KEY } from './saved-estates-sync'

const villa = { id: '9', title: 'Villa Azur' }
const manor = { id: '10', title: 'Constantia Manor' }

/** The function as the browser sees it, over an account's list in memory. */
function fakeServer() {
  const account = new Map<string, SavedEstate>()
  const calls: string[] = []
  let down = false
  let time = 5000
  const answer = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })
  const list = () => ({ estates: [...account.values()].sort((a, b) => b.savedAt - a.savedAt) })
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const method = init.method ?? 'GET'
    const path = String(input)
    calls.push(`${method} ${path}`)
    if (down) return answer(503, { error: { code: 'store-unavailable' } })
    const id = decodeURIComponent(path.split('/api/saved-estates/')[1] ?? '')
    if (method === 'GET') return answer(200, list())
    if (method === 'POST') {
      for (const entry of (JSON.parse(String(init.body)) as { estates: SavedEstate[] }).estates)
        if (!account.has(entry.id)) account.set(entry.id, entry)
      return answer(200, list())
    }
    if (method === 'PUT') {
      if (id === 'gone') return answer(404, { error: { code: 'unknown-estate' } })
      const { title } = JSON.parse(String(init.body)) as { title: string }
      if (!account.has(id)) account.set(id, { id, title, savedAt: (time += 1) })
      return answer(200, { saved: account.get(id) })
    }
    account.delete(id)
    return answer(200, { removed: id })
  }
  return {
    account,
    calls,
    fetch: fetch as typeof globalThis.fetch,
    setDown: (value: boolean) => (down = value),
  }
}

function setUp() {
  localStorage.clear()
  vi.spyOn(console, 'warn').mockImplementation(() => undefined)
  const server = fakeServer()
  let online = true
  let time = 1000
  const store = createLocalSavedEstatesStore(
    localStorage,
    new EventTarget() as never,
    () => (time += 1),
  )
  const getIdToken = vi.fn(async () => 'token')
  const sync = createSavedEstatesSync({
    store,
    storage: localStorage,
    getIdToken,
    fetch: server.fetch,
    online: () => online,
    exclusive: (_, work) => work(),
  })
  const ids = () => store.list('ann').map((entry) => entry.id)
  /** The ids the account held at the last sync. */
  const base = () =>
    JSON.parse(localStorage.getItem(userStorageKey('ann', SYNCED_SAVED_ESTATES_KEY)) ?? 'null')
  return { server, store, sync, ids, base, setOnline: (value: boolean) => (online = value) }
}

afterEach(() => vi.restoreAllMocks())

describe('keeping saved estates in step with the account', () => {
  it('merges the list an earlier visit left once, then takes the account list', async () => {
    const { server, store, sync, ids, base } = setUp()
    server.account.set(manor.id, { ...manor, savedAt: 3 })
    localStorage.setItem(
      userStorageKey('ann', SAVED_ESTATES_KEY),
      JSON.stringify([{ ...villa, savedAt: 2 }]),
    )
    await sync.start('ann')
    expect(server.calls).toEqual(['POST /api/saved-estates'])
    expect(ids()).toEqual(['10', '9'])
    expect(base()).toEqual(['10', '9'])

    // The next page (this one stopped): no merge, the queued removal, the account's list.
    await sync.start('ann') // its last run ended
    sync.stop()
    server.calls.length = 0
    store.remove('ann', villa.id)
    const next = createSavedEstatesSync({
      store,
      storage: localStorage,
      getIdToken: async () => 'token',
      fetch: server.fetch,
      online: () => true,
      exclusive: (_, work) => work(),
    })
    await next.start('ann')
    expect(server.calls).toEqual(['DELETE /api/saved-estates/9', 'GET /api/saved-estates'])
    expect([...server.account.keys()]).toEqual(['10'])
  })

  it('sends each save and removal as it is made', async () => {
    const { server, store, sync, base } = setUp()
    await sync.start('ann')
    store.save('ann', villa)
    store.save('ann', manor)
    await sync.start('ann')
    await vi.waitFor(() => expect([...server.account.keys()].sort()).toEqual(['10', '9']))
    store.remove('ann', villa.id)
    await vi.waitFor(() => expect([...server.account.keys()]).toEqual(['10']))
    await vi.waitFor(() => expect(base()).toEqual(['10']))
  })

  it('keeps changes made offline shown, and sends them when back online', async () => {
    const { server, store, sync, ids, base, setOnline } = setUp()
    server.account.set(villa.id, { ...villa, savedAt: 1 })
    await sync.start('ann')
    expect(ids()).toEqual(['9'])
    setOnline(false)
    store.remove('ann', villa.id)
    store.save('ann', manor)
    await sync.start('ann')
    expect(base()).toEqual(['9'])
    expect(ids()).toEqual(['10'])
    // Meanwhile another device saved one too.
    server.account.set('3', { id: '3', title: 'Garden House', savedAt: 2 })
    setOnline(true)
    await sync.resume()
    expect([...server.account.keys()].sort()).toEqual(['10', '3'])
    expect(ids()).toEqual(['10', '3'])
    expect(base().sort()).toEqual(['10', '3'])
  })

  it('sends the saves made offline in the order they were made, which the list keeps', async () => {
    const { server, store, sync, ids, setOnline } = setUp()
    await sync.start('ann')
    setOnline(false)
    store.save('ann', villa)
    store.save('ann', manor)
    await sync.start('ann')
    setOnline(true)
    await sync.resume()
    expect(server.calls.filter((call) => call.startsWith('PUT'))).toEqual([
      'PUT /api/saved-estates/9',
      'PUT /api/saved-estates/10',
    ])
    expect(ids()).toEqual(['10', '9'])
  })

  it('keeps a change while the function is down, and sends it at the next chance', async () => {
    const { server, store, sync, ids, base } = setUp()
    await sync.start('ann')
    server.setDown(true)
    store.save('ann', villa)
    await vi.waitFor(() => expect(server.calls).toContain('PUT /api/saved-estates/9'))
    await sync.resume()
    expect(ids()).toEqual(['9'])
    expect(base()).toEqual([])
    server.setDown(false)
    await sync.resume()
    expect([...server.account.keys()]).toEqual(['9'])
    expect(base()).toEqual(['9'])
  })

  it('drops a change the account refuses for good, and shows what the account keeps', async () => {
    const { store, sync, ids } = setUp()
    await sync.start('ann')
    store.save('ann', { id: 'gone', title: 'The Old Rectory' })
    expect(ids()).toEqual(['gone'])
    await vi.waitFor(() => expect(ids()).toEqual([]))
  })

  it('refreshes an expired token once', async () => {
    const { store } = setUp()
    const getIdToken = vi.fn(async (refresh?: boolean) => (refresh ? 'fresh' : 'stale'))
    const seen: string[] = []
    const sync = createSavedEstatesSync({
      store,
      storage: localStorage,
      getIdToken,
      fetch: (async (_: unknown, init: RequestInit) => {
        const token = (init.headers as Record<string, string>).Authorization ?? ''
        seen.push(token)
        return token.endsWith('fresh')
          ? new Response('{"estates":[]}', { status: 200 })
          : new Response('{"error":{"code":"token-expired"}}', { status: 401 })
      }) as typeof fetch,
      online: () => true,
      exclusive: (_, work) => work(),
    })
    await sync.start('ann')
    expect(seen.slice(0, 2)).toEqual(['Bearer stale', 'Bearer fresh'])
  })
})

describe("the account's list with this browser's changes laid over it", () => {
  it('keeps a removal made here removed and a save made here saved, newest first', () => {
    const garden = { id: '3', title: 'Garden House', savedAt: 9 }
    // At the last sync the account held 9 and 4; here 9 was removed and 3 saved since; elsewhere
    // 4 was removed and 10 saved.
    const account = [
      { ...villa, savedAt: 5 },
      { ...manor, savedAt: 4 },
    ]
    const local = [garden, { id: '4', title: 'Old', savedAt: 1 }]
    expect(mergeLists(new Set(['9', '4']), local, account)).toEqual([garden, account[1]])
  })
})
