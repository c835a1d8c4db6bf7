import { savedEstates as limits } from '@/config/constants'
import {
  ESTATE_ID_PATTERN,
  mergeRequestSchema,
  saveRequestSchema,
  type SavedEstateRecord,
} from '@/features/saved/saved-estate-schema'
import { authenticate, type VerifyToken } from './account-request'

/** Largest request body the function reads: a full list to merge is under 30 KB. */
export const MAX_BODY_BYTES = 64 * 1024

/** An account's saved estates where the function keeps them: `accounts/{uid}/saved/{estateId}`. */
export type SavedEstatesDb = {
  /** In any order. */
  list: (uid: string) => Promise<SavedEstateRecord[]>
  /** Writes these (each replacing any of the same id), together. */
  put: (uid: string, estates: readonly SavedEstateRecord[]) => Promise<void>
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
  /** The catalogue as the site publishes it: only these may be saved (a removal takes any id). */
  estates: ReadonlyMap<string, { title: string }>
  now: () => number
  log?: (message: string, detail?: unknown) => void
}

const fail = (
  status: number,
  code: string,
  message: string,
  headers?: Record<string, string>,
): SavedEstatesAnswer => ({ status, headers, body: { error: { code, message } } })

const header = (request: SavedEstatesRequest, name: string) => {
  const value = request.headers[name]
  return Array.isArray(value) ? value[0] : value
}

const newestFirst = (list: SavedEstateRecord[]) => list.sort((a, b) => b.savedAt - a.savedAt)

/** The list's path (null id), one estate's, or undefined for anything else. */
function routeOf(path: string): { id: string | null } | undefined {
  const rest = path.replace(/^\/api\/saved-estates(?=\/|$)/, '')
  if (rest === '' || rest === '/') return { id: null }
  const match = /^\/([^/]+)\/?$/.exec(rest)
  if (!match?.[1]) return undefined
  try {
    return { id: decodeURIComponent(match[1]) }
  } catch {
    return undefined
  }
}

const allowed = (id: string | null) => (id === null ? 'GET, POST' : 'PUT, DELETE')

/** The JSON body of a PUT or POST, or the answer refusing it. */
function readJson(
  request: SavedEstatesRequest,
): { ok: true; json: unknown } | { ok: false; answer: SavedEstatesAnswer } {
  const type = (header(request, 'content-type') ?? '').split(';')[0]?.trim().toLowerCase()
  if (type !== 'application/json') {
    return {
      ok: false,
      answer: fail(415, 'unsupported-media-type', 'Send the request as application/json.'),
    }
  }
  const raw = request.rawBody ?? Buffer.alloc(0)
  if (raw.length > MAX_BODY_BYTES) {
    return { ok: false, answer: fail(413, 'too-large', 'The request is too large.') }
  }
  try {
    return { ok: true, json: JSON.parse(raw.toString('utf8')) }
  } catch {
    return { ok: false, answer: fail(400, 'malformed-json', 'The request is not valid JSON.') }
  }
}

/**
 * The browser's list merged into the account's, by id: an estate in both keeps the earlier
 * savedAt; new ones are added, newest first, while the account has room (the rest are skipped).
 * An id the catalogue no longer knows is kept: the browser saved it when it was listed.
 */
function merge(
  stored: SavedEstateRecord[],
  incoming: SavedEstateRecord[],
  estates: SavedEstatesDeps['estates'],
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
  const route = routeOf(request.path)
  if (!route) return fail(404, 'not-found', 'No such address.')
  const { id } = route
  const method = request.method.toUpperCase()
  if (!allowed(id).split(', ').includes(method)) {
    return fail(405, 'method-not-allowed', `Use ${allowed(id)} here.`, { Allow: allowed(id) })
  }
  const declared = Number(header(request, 'content-length') ?? 0)
  if (!Number.isFinite(declared) || declared > MAX_BODY_BYTES) {
    return fail(413, 'too-large', 'The request is too large.')
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

    const body = readJson(request)
    if (!body.ok) return body.answer

    if (method === 'POST') {
      const checked = mergeRequestSchema.safeParse(body.json)
      if (!checked.success) return fail(400, 'invalid', 'The saved estates are not valid.')
      const merged = merge(await deps.db.list(uid), checked.data.estates, deps.estates)
      if (merged.changed.length) await deps.db.put(uid, merged.changed)
      return { status: 200, body: { estates: merged.list, skipped: merged.skipped } }
    }

    // PUT /{id}
    const checked = saveRequestSchema.safeParse(body.json)
    if (!checked.success || id === null) return fail(400, 'invalid', 'The estate is not valid.')
    const estate = deps.estates.get(id)
    if (!estate) return fail(404, 'unknown-estate', 'This estate is not in the collection.')
    const stored = await deps.db.list(uid)
    const already = stored.find((entry) => entry.id === id)
    // Saving again keeps the first time it was saved: the list's order does not jump.
    if (already) return { status: 200, body: { saved: already } }
    if (stored.length >= limits.max) {
      return fail(409, 'too-many', `An account keeps at most ${limits.max} saved estates.`)
    }
    // The catalogue's title, not the request's: the alerts mail it.
    const saved = { id, title: estate.title, savedAt: deps.now() }
    await deps.db.put(uid, [saved])
    return { status: 200, body: { saved } }
  } catch (error) {
    log('The saved estates could not be read or written', error)
    return fail(503, 'store-unavailable', 'Try again in a moment.', { 'Retry-After': '30' })
  }
}
