import { savedSearches as limits } from '@/config/constants'
import { api } from '@/config/paths'
import { canonicalEstateQuery } from '@/features/estates/estate-query'
import { savedSearchMessages as en } from '@/features/saved-searches/messages'
import { savedSearchMessages as de } from '@/features/saved-searches/messages.de'
import { savedSearchMessages as fr } from '@/features/saved-searches/messages.fr'
import {
  checkSavedSearch,
  checkSearchChange,
  type SavedSearch,
  type SavedSearchErrors,
} from '@/features/saved-searches/saved-search-schema'
import {
  authenticate,
  declaredTooLarge,
  readJsonBody,
  recordIn,
  refuse,
  wordsFor,
  type AccountRequest,
  type Catalogues,
  type VerifyToken,
} from './account-request'
import type { SavedSearchStore } from './saved-search-store'

/**
 * The refusals and the field errors in the page's language (its Accept-Language): the dialog and
 * the profile show them as they come.
 */
const catalogues: Catalogues<typeof en> = { en, fr, de }

export type SavedSearchRequest = AccountRequest & {
  method: string
  /** The path as the function sees it: `/api/saved-searches[/{id}]` through Hosting. */
  path: string
  rawBody?: Buffer
}

export type SavedSearchAnswer = {
  status: number
  headers?: Record<string, string>
  body:
    | { searches: SavedSearch[] }
    | { search: SavedSearch }
    | { deleted: true }
    | { error: { code: string; message: string; fields?: SavedSearchErrors } }
}

export type SavedSearchDeps = {
  verifyToken: VerifyToken
  store: SavedSearchStore
  now: () => number
  log?: (message: string, detail?: unknown) => void
}

const fail = (
  status: number,
  code: string,
  message: string,
  extra: { headers?: Record<string, string>; fields?: SavedSearchErrors } = {},
): SavedSearchAnswer => {
  const answer = refuse(status, code, message, extra.headers)
  return extra.fields
    ? { ...answer, body: { error: { ...answer.body.error, fields: extra.fields } } }
    : answer
}

/** Firestore's automatic ids and anything like them; any other segment names no search. */
const SEARCH_ID = /^[A-Za-z0-9_-]{1,64}$/

/**
 * /api/saved-searches (GET the list, POST a new one) and /api/saved-searches/{id} (PATCH its name
 * or frequency, DELETE it), always of the account the ID token names: another's search, or one
 * that does not exist, is the same 404. Checks, in order: path, method, declared size, identity,
 * verified address (to create or change), type, size, body, the cap; then the store.
 */
export async function handleSavedSearches(
  request: SavedSearchRequest,
  deps: SavedSearchDeps,
): Promise<SavedSearchAnswer> {
  const log = deps.log ?? (() => undefined)
  // The page's language: the refusals are said in it, and a new or changed search keeps it (its
  // alert mails are written in it).
  const { language, words } = wordsFor(request, catalogues)
  const { errors, validation } = words
  const jsonLimits = { maxBytes: limits.maxBodyBytes, tooLarge: errors.tooLarge }
  const notFound = () => fail(404, 'not-found', errors.notFound)
  const on = recordIn(request.path, api.savedSearches)
  if (!on) return notFound()
  const allowed = on.id === null ? ['GET', 'POST'] : ['PATCH', 'DELETE']
  if (!allowed.includes(request.method)) {
    return fail(405, 'method-not-allowed', `Use ${allowed.join(' or ')} here.`, {
      headers: { Allow: allowed.join(', ') },
    })
  }
  if (declaredTooLarge(request, limits.maxBodyBytes)) return fail(413, 'too-large', errors.tooLarge)
  const authenticated = await authenticate(request, deps.verifyToken, { signIn: errors.signIn })
  if (!authenticated.ok) return authenticated.answer
  const { uid, emailVerified } = authenticated.account
  // Creating or changing a search can turn on mail to the account's address: only an address its
  // owner has confirmed. Reading and deleting one's own stay open, to see and stop what there is.
  if ((request.method === 'POST' || request.method === 'PATCH') && !emailVerified) {
    return fail(403, 'email-unverified', errors.verifyEmail)
  }

  try {
    if (on.id === null && request.method === 'GET') {
      const searches = await deps.store.list(uid)
      searches.sort((a, b) => b.createdAt - a.createdAt || a.id.localeCompare(b.id))
      return { status: 200, body: { searches } }
    }
    if (on.id === null) {
      const body = readJsonBody(request, jsonLimits)
      if (!body.ok) return body.answer
      const checked = checkSavedSearch(body.json, canonicalEstateQuery, validation)
      if (!checked.ok) return fail(400, 'invalid', errors.invalid, { fields: checked.errors })
      const now = deps.now()
      const stored = { ...checked.data, language, createdAt: now, updatedAt: now }
      // Counted and written in turn: saves at once never pass the cap (decision 046).
      const id = await deps.store.create(uid, stored, limits.maxPerAccount)
      if (id === null) return fail(409, 'too-many', errors.tooMany)
      return { status: 201, body: { search: { id, ...stored } } }
    }

    if (!SEARCH_ID.test(on.id)) return notFound()
    if (request.method === 'DELETE') {
      return (await deps.store.remove(uid, on.id))
        ? { status: 200, body: { deleted: true } }
        : notFound()
    }
    const body = readJsonBody(request, jsonLimits)
    if (!body.ok) return body.answer
    const checked = checkSearchChange(body.json, validation)
    if (!checked.ok) return fail(400, 'invalid', errors.invalid, { fields: checked.errors })
    // Only what was sent: Firestore refuses an undefined field.
    const { name, frequency } = checked.data
    const change = {
      ...(name !== undefined ? { name } : {}),
      ...(frequency !== undefined ? { frequency } : {}),
      // Changed from a page in another language: the mails follow the person's latest choice.
      language,
      updatedAt: deps.now(),
    }
    if (!(await deps.store.update(uid, on.id, change))) return notFound()
    const search = await deps.store.get(uid, on.id)
    return search ? { status: 200, body: { search: { id: on.id, ...search } } } : notFound()
  } catch (error) {
    log('The saved searches could not be read or written', error)
    return fail(503, 'store-unavailable', errors.unexpected, { headers: { 'Retry-After': '30' } })
  }
}
