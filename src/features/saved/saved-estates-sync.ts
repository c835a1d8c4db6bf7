import { api } from '@/config/paths'
import { callAsAccount, type GetIdToken } from '@/lib/call-as-account'
import { userStorageKey } from '@/lib/user-storage'
import { savedListSchema } from './saved-estate-schema'
import { savedEstatesStore, type SavedEstate, type SavedEstatesStore } from './saved-estates-store'

/**
 * Keeps this browser's saved estates and the account's (the savedEstates function) in step
 * (decision 035). Loaded after the first paint, for a signed-in visitor only.
 *
 * Beside the browser's list it keeps the ids the account held at the last sync (the base). What
 * differs between the two are this browser's changes not yet sent (made offline, or while the
 * function was down): an id in the list and not in the base was saved here, one in the base and
 * not in the list was removed here. They are sent whenever online, and laid over the account's
 * list when it is fetched (at each start, and on coming back online), so a removal made offline
 * is not undone by the server's older list. No base yet: this browser's list has never been merged
 * into the account's, and is, once (the base is the marker).
 */

/** The ids the account held at the last sync; absent until this browser's list is merged. */
export const SYNCED_SAVED_ESTATES_KEY = 'saved-estates:synced'

export type { GetIdToken }

type Answer = Awaited<ReturnType<typeof callAsAccount>>

type Deps = {
  store: SavedEstatesStore
  storage: Storage
  getIdToken: GetIdToken
  fetch: typeof fetch
  online: () => boolean
  /** Runs `work` alone among this browser's tabs (Web Locks where there are). */
  exclusive: (name: string, work: () => Promise<void>) => Promise<void>
}

/** Why a sync stopped: the changes stay in the browser's list and are sent at the next chance. */
class NotNow extends Error {}

/**
 * The account's list with this browser's changes since `base` laid over it, newest first: an
 * estate saved here stays, one removed here stays removed; for the rest, the account's word.
 */
export function mergeLists(
  base: ReadonlySet<string>,
  local: readonly SavedEstate[],
  account: readonly SavedEstate[],
): SavedEstate[] {
  const here = new Set(local.map((entry) => entry.id))
  const merged = new Map<string, SavedEstate>()
  for (const entry of account)
    if (here.has(entry.id) || !base.has(entry.id)) merged.set(entry.id, entry)
  for (const entry of local)
    if (!base.has(entry.id) && !merged.has(entry.id)) merged.set(entry.id, entry)
  return [...merged.values()].sort((a, b) => b.savedAt - a.savedAt)
}

export function createSavedEstatesSync(deps: Deps) {
  const { store, storage } = deps
  /** The accounts kept in step, each with its store subscription's end. */
  const started = new Map<string, () => void>()
  /** Per account: whether a run is waiting, and whether it is to fetch the list too. */
  const waiting = new Map<string, boolean>()
  let chain = Promise.resolve()

  const baseKey = (uid: string) => userStorageKey(uid, SYNCED_SAVED_ESTATES_KEY)
  function readBase(uid: string): Set<string> | null {
    try {
      const value: unknown = JSON.parse(storage.getItem(baseKey(uid)) ?? 'null')
      return Array.isArray(value)
        ? new Set(value.filter((id): id is string => typeof id === 'string'))
        : null
    } catch {
      return null // Damaged: merged again, which loses nothing.
    }
  }
  /** Signed out meanwhile (and perhaps told to clear this browser): nothing more is written. */
  const stillStarted = (uid: string) => {
    if (!started.has(uid)) throw new NotNow('Signed out')
  }
  const writeBase = (uid: string, ids: Iterable<string>) => {
    stillStarted(uid)
    storage.setItem(baseKey(uid), JSON.stringify([...ids]))
  }

  async function send(method: string, url: string, body?: unknown) {
    const answer = await callAsAccount(url, {
      method,
      body,
      getIdToken: deps.getIdToken,
      fetch: deps.fetch,
    })
    // Down, busy, or not signed in any more: try again later.
    if (answer.status >= 500 || [401, 408, 429].includes(answer.status))
      throw new NotNow(`${method} ${url}: ${answer.status}`)
    return answer
  }

  /** The account's list, this browser's changes since `base` laid over it, becomes both. */
  async function adopt(uid: string, base: ReadonlySet<string>, { status, answer }: Answer) {
    const parsed = savedListSchema.safeParse(answer)
    if (status !== 200 || !parsed.success) throw new NotNow(`list: ${status}`)
    const account = parsed.data.estates
    stillStarted(uid)
    store.replace(uid, mergeLists(base, store.list(uid), account))
    writeBase(
      uid,
      account.map((entry) => entry.id),
    )
  }

  async function run(uid: string, full: boolean) {
    if (!deps.online()) return // sent on the 'online' event
    if (readBase(uid) === null) {
      const sent = store.list(uid)
      const response = await send('POST', api.savedEstates, { estates: sent })
      await adopt(uid, new Set(sent.map((entry) => entry.id)), response)
      full = false // the answer is the account's list, merged
    }
    const base = readBase(uid) ?? new Set<string>()
    const local = store.list(uid)
    const here = new Set(local.map((entry) => entry.id))
    // Oldest first: the account stamps each save as it arrives, so the order they were made in
    // is the order they keep.
    for (const { id, title } of [...local].sort((a, b) => a.savedAt - b.savedAt)) {
      if (base.has(id)) continue
      const response = await send('PUT', `${api.savedEstates}/${encodeURIComponent(id)}`, {
        title,
      })
      if (response.status === 200) base.add(id)
      else {
        // Refused for good (an estate that left the catalogue, the cap): not kept, here either.
        console.warn(`The account did not keep the saved estate ${id}`, response.status)
        stillStarted(uid)
        store.replace(
          uid,
          store.list(uid).filter((entry) => entry.id !== id),
        )
      }
      writeBase(uid, base)
    }
    for (const id of [...base]) {
      if (here.has(id)) continue
      await send('DELETE', `${api.savedEstates}/${encodeURIComponent(id)}`)
      base.delete(id)
      writeBase(uid, base)
    }
    if (full) await adopt(uid, base, await send('GET', api.savedEstates))
  }

  /** One run at a time in this tab, coalesced; `full` also fetches the account's list. */
  function schedule(uid: string, full: boolean) {
    const queued = waiting.get(uid)
    waiting.set(uid, (queued ?? false) || full)
    if (queued !== undefined) return chain
    chain = chain.then(async () => {
      const wantsList = waiting.get(uid) ?? full
      waiting.delete(uid)
      if (!started.has(uid)) return
      try {
        await deps.exclusive(`saved-estates-sync:${uid}`, () => run(uid, wantsList))
      } catch (error) {
        // Offline, the function down, or signed out: this browser's list stays as it is.
        console.warn('The saved estates were not synced this time', error)
      }
    })
    return chain
  }

  return {
    /** Starts keeping this account in step (once per sign-in); resolves when the run ends. */
    start(uid: string) {
      if (started.has(uid)) return chain
      // A change here or in another tab: send it.
      started.set(
        uid,
        store.subscribe(uid, () => void schedule(uid, false)),
      )
      return schedule(uid, true)
    },
    /** Signed out: nothing more is sent; signing in again starts over. */
    stop() {
      started.forEach((unsubscribe) => unsubscribe())
      started.clear()
    },
    /** Back online: send what changed here, and fetch the account's list. */
    resume() {
      return Promise.all([...started.keys()].map((uid) => schedule(uid, true))).then(
        () => undefined,
      )
    },
  }
}

let sync: ReturnType<typeof createSavedEstatesSync> | undefined

/** The site's sync, made on first use with the browser's storage, network and locks. */
export function startSavedEstatesSync(uid: string, getIdToken: GetIdToken) {
  if (!sync) {
    const made = createSavedEstatesSync({
      store: savedEstatesStore(),
      storage: localStorage,
      getIdToken,
      fetch: (...args) => fetch(...args),
      online: () => navigator.onLine,
      exclusive: async (name, work) => {
        if (navigator.locks) await navigator.locks.request(name, () => work())
        else await work()
      },
    })
    window.addEventListener('online', () => void made.resume())
    sync = made
  }
  return sync.start(uid)
}

/** Signed out: the sync stops until the next start. */
export const stopSavedEstatesSync = () => sync?.stop()
