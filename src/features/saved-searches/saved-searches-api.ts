import { LANGUAGE } from '@/config/languages'
import { api } from '@/config/paths'
import { callAsAccount, type GetIdToken } from '@/lib/call-as-account'
import { savedSearchMessages } from './messages'
import type {
  NewSavedSearch,
  SavedSearch,
  SavedSearchErrors,
  SearchChange,
} from './saved-search-schema'

const { errors } = savedSearchMessages

export type { GetIdToken }

export type Failure = {
  ok: false
  message: string
  /** The function's code (`email-unverified`, `too-many`, `not-found` ...), or `unreachable`. */
  code: string
  fields?: SavedSearchErrors
}
export type Result<T> = { ok: true; value: T } | Failure

type Answer = {
  searches?: SavedSearch[]
  search?: SavedSearch
  deleted?: true
  error?: { code?: string; message?: string; fields?: SavedSearchErrors }
}

/** One saved search's address (built here: the site's every page carries config/paths.ts). */
const one = (id: string) => `${api.savedSearches}/${encodeURIComponent(id)}`

/** Longer than the function's own 15 s limit: the function answers first when it can. */
const CLIENT_TIMEOUT_MS = 20_000

/**
 * One call to the saved-search function, its answer read by `take`.
 */
async function request<T>(
  getIdToken: GetIdToken,
  url: string,
  method: string,
  body: unknown,
  take: (answer: Answer) => T | undefined,
): Promise<Result<T>> {
  try {
    const { status, answer } = await callAsAccount<Answer>(url, {
      method,
      body,
      getIdToken,
      timeoutMs: CLIENT_TIMEOUT_MS,
      // The function keeps the page's language with the search: its alert mails speak it.
      language: LANGUAGE,
    })
    const value = status >= 200 && status < 300 ? take(answer) : undefined
    if (value !== undefined) return { ok: true, value }
    if (status === 401) return { ok: false, code: 'unauthenticated', message: errors.signIn }
    const unreachable = status === 502 || status === 503 || status === 504
    return {
      ok: false,
      code: answer.error?.code ?? (unreachable ? 'unreachable' : 'unexpected'),
      message: answer.error?.message ?? (unreachable ? errors.unreachable : errors.unexpected),
      fields: answer.error?.fields,
    }
  } catch (error) {
    console.warn('The saved searches could not be reached', error)
    const code = (error as { code?: string }).code
    if (code === 'auth/no-current-user')
      return { ok: false, code: 'unauthenticated', message: errors.signIn }
    return { ok: false, code: 'unreachable', message: errors.unreachable }
  }
}

/** The signed-in visitor's saved searches, newest first. */
export const listSavedSearches = (getIdToken: GetIdToken) =>
  request(getIdToken, api.savedSearches, 'GET', undefined, (answer) => answer.searches)

export const createSavedSearch = (search: NewSavedSearch, getIdToken: GetIdToken) =>
  request(getIdToken, api.savedSearches, 'POST', search, (answer) => answer.search)

export const changeSavedSearch = (id: string, change: SearchChange, getIdToken: GetIdToken) =>
  request(getIdToken, one(id), 'PATCH', change, (answer) => answer.search)

export const deleteSavedSearch = (id: string, getIdToken: GetIdToken) =>
  request(getIdToken, one(id), 'DELETE', undefined, (answer) => answer.deleted)
