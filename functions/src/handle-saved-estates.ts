import { savedEstates as limits } from '@/config/constants'
import { api } from '@/config/paths'
import {
  ESTATE_ID_PATTERN,
  mergeRequestSchema,
  saveRequestSchema,
  type SavedEstateRecord,
} from '@/features/saved/saved-estate-schema'
import {
  authenticate,
  declaredTooLarge,
  readJsonBody,
  recordIn,
  refuse,
  type VerifyToken,
} from './account-request'
import type { FiguresStore } from './figures/figures-store'
import { utcDay } from '@/features/figures/figures-api'

/** Largest request body the function reads: a full list to merge is under 30 KB. */
export const MAX_BODY_BYTES = 64 * 1024
const TOO_LARGE = 'The request is too large.'

/** An account's saved estates where the function keeps them: `accounts/{uid}/saved/{estateId}`. */
export type SavedEstatesDb = {
  /** In any order. */
  list: (uid: string) => Promise<SavedEstateRecord[]>
  /**
   * Lets `decide` choose from the account's list as it is what to write (each replacing any of the
   * same id) and what to answer, and writes it in turn (write-turns.ts): when another request
   * wrote first, decides again on the list it left. Requests at once never pass the cap, and an
   * estate saved by two at once is written by one.
   */
  change: <T>(
    uid: string,
    decide: (stored: SavedEstateRecord[]) => { put: SavedEstateRecord[]; answer: T },
  ) => Promise<T>
  remove: (uid: string, id: string) => Promise<void>
}

export type SavedEstatesRequest = {
  method: string
  /** The path as Hosting passes it on: /api/saved-estates or /api/saved-estates/{id}. */
  path: string
  headers: Record<string, string | string[] | undefined>
  rawBody?: Buffer
}

export type SavedEstatesAnswer = {
  status: number
  headers?: Record<string, string>
  body:
    | { estates: SavedEstateRecord[]; skipped?: number }
    | { saved: SavedEstateRecord }
    | { removed: string }
    | { error: { code: string; message: string } }
}

export type SavedEstatesDeps = {
  verifyToken: VerifyToken
  db: SavedEstatesDb
  /**
   * The catalogue the site shows (publish/live-catalogue.ts): only its estates may be saved (a
   * removal takes any id); read only by the calls that add.
   */
  estates: () => Promise<ReadonlyMap<string, { title: string }>>
  now: () => number
  /** Figures per listing (issue 46): a new save counts on its estate's day (decision 057). */
  figures?: Pick<FiguresStore, 'add'>
  log?: (message: string, detail?: unknown) => void
}

const fail = (
  status: number,
  code: string,
  message: string,
  headers?: Record<string, string>,
): SavedEstatesAnswer => refuse(status, code, message, headers)

const newestFirst = (list: SavedEstateRecord[]) => list.sort((a, b) => b.savedAt - a.savedAt)

const allowed = (id: string | null) => (id === null ? 'GET, POST' : 'PUT, DELETE')

/**
 * The browser's list merged into the account's, by id: an estate in both keeps the earlier
 * savedAt; new ones are added, newest first, while the account has room (the rest are skipped).
 * An id the catalogue no longer knows is kept: the browser saved it when it was listed.
 */
function merge(
  stored: SavedEstateRecord[],
  incoming: SavedEstateRecord[],
  estates: ReadonlyMap<string, { title: string }>,
) {
  const byId = new Map(stored.map((entry) => [entry.id, entry]))
  const changed: SavedEstateRecord[] = []
  let skipped = 0
  for (const entry of newestFirst([...incoming])) {
    const known = byId.get(entry.id)
    if (known) {
      if (entry.savedAt >= known.savedAt) continue
      const earlier = { ...known, savedAt: entry.savedAt }
      byId.set(entry.id, earlier)
      changed.push(earlier)
    } else if (byId.size < limits.max) {
      const added = { ...entry, title: estates.get(entry.id)?.title ?? entry.title }
      byId.set(entry.id, added)
      changed.push(added)
    } else {
      skipped += 1
    }
  }
  return { list: newestFirst([...byId.values()]), changed, skipped }
}

/**
 * /api/saved-estates: GET the account's list; POST a browser's list to merge; PUT /{id} saves
 * one, DELETE /{id} removes one. Checks, in order: path, method, declared size, identity, type,
 * size, body, estate, the cap; then Firestore.
 */
export async function handleSavedEstates(
  request: SavedEstatesRequest,
  deps: SavedEstatesDeps,
): Promise<SavedEstatesAnswer> {
  const log = deps.log ?? (() => undefined)
  const route = recordIn(request.path, api.savedEstates)
  if (!route) return fail(404, 'not-found', 'No such address.')
  const { id } = route
  const method = request.method.toUpperCase()
  if (!allowed(id).split(', ').includes(method)) {
    return fail(405, 'method-not-allowed', `Use ${allowed(id)} here.`, { Allow: allowed(id) })
  }
  if (declaredTooLarge(request, MAX_BODY_BYTES)) {
    return fail(413, 'too-large', TOO_LARGE)
  }
  const who = await authenticate(request, deps.verifyToken)
  if (!who.ok) return who.answer
  const { uid } = who.account
  if (id !== null && !ESTATE_ID_PATTERN.test(id)) {
    return fail(400, 'invalid', 'That is not an estate id.')
  }

  try {
    if (method === 'GET')
      return { status: 200, body: { estates: newestFirst(await deps.db.list(uid)) } }

    if (method === 'DELETE' && id !== null) {
      await deps.db.remove(uid, id)
      return { status: 200, body: { removed: id } }
    }

    const body = readJsonBody(request, { maxBytes: MAX_BODY_BYTES, tooLarge: TOO_LARGE })
    if (!body.ok) return body.answer

    if (method === 'POST') {
      const checked = mergeRequestSchema.safeParse(body.json)
      if (!checked.success) return fail(400, 'invalid', 'The saved estates are not valid.')
      const known = await deps.estates()
      const merged = await deps.db.change(uid, (stored) => {
        const result = merge(stored, checked.data.estates, known)
        return { put: result.changed, answer: result }
      })
      return { status: 200, body: { estates: merged.list, skipped: merged.skipped } }
    }

    // PUT /{id}
    const checked = saveRequestSchema.safeParse(body.json)
    if (!checked.success || id === null) return fail(400, 'invalid', 'The estate is not valid.')
    const estate = (await deps.estates()).get(id)
    if (!estate) return fail(404, 'unknown-estate', 'This estate is not in the collection.')
    // The list the write went in with decides (another request may make it decide again).
    let added = false
    const answer = await deps.db.change(
      uid,
      (stored): { put: SavedEstateRecord[]; answer: SavedEstatesAnswer } => {
        added = false
        const already = stored.find((entry) => entry.id === id)
        // Saving again keeps the first time it was saved: the list's order does not jump.
        if (already) return { put: [], answer: { status: 200, body: { saved: already } } }
        if (stored.length >= limits.max) {
          const tooMany = `An account keeps at most ${limits.max} saved estates.`
          return { put: [], answer: fail(409, 'too-many', tooMany) }
        }
        // The catalogue's title, not the request's: the alerts mail it.
        const saved = { id, title: estate.title, savedAt: deps.now() }
        added = true
        return { put: [saved], answer: { status: 200, body: { saved } } }
      },
    )
    // Counted after the save, and never failing it: a lost count is not worth a visitor's retry.
    if (added && deps.figures)
      await deps.figures
        .add(id, utcDay(deps.now()), { saves: 1 })
        .catch((error: unknown) => log('A save could not be counted', error))
    return answer
  } catch (error) {
    log('The saved estates could not be read or written', error)
    return fail(503, 'store-unavailable', 'Try again in a moment.', { 'Retry-After': '30' })
  }
}
