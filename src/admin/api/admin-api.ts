import { idToken } from '@/features/auth/auth-actions'
import { callAsAccount, type FunctionError } from '@/lib/call-as-account'

/** What the back office needs of a zod schema to read an answer. */
type Schema<Data> = {
  safeParse(value: unknown): { success: true; data: Data } | { success: false }
}

/** A refusal of the admin function: its status, its code, its words, and the fields it names. */
export class AdminApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: Record<string, string> = {},
    /** The whole answer, for a refusal that says more than its fields (a publish's listings). */
    readonly answer: unknown = undefined,
  ) {
    super(message)
    this.name = 'AdminApiError'
  }
}

/** The function could not be reached (offline, or no answer in time). */
export class AdminOfflineError extends Error {
  constructor(cause: unknown) {
    super('The admin function could not be reached', { cause })
    this.name = 'AdminOfflineError'
  }
}

/** An error of the identity provider's SDK: `auth/no-current-user`, `auth/user-token-expired`... */
export const isAuthError = (error: unknown): error is { code: string } =>
  typeof (error as { code?: unknown } | null)?.code === 'string' &&
  (error as { code: string }).code.startsWith('auth/')

/** Longer than the function's own limit (30 s), so it answers first when it can. */
const TIMEOUT_MS = 35_000

/**
 * One call to the admin function as the signed-in member, its answer parsed at the edge with the
 * shared schema. The site's one way to send a token (callAsAccount) refreshes an expired one; a
 * `not-staff` refusal is asked once more with a fresh token too, as a role granted since the last
 * one is in the next. Rejects with AdminApiError (a refusal, or an answer of another shape) or
 * AdminOfflineError.
 */
export async function callAdmin<Data>(
  url: string,
  schema: Schema<Data>,
  { method = 'GET', body }: { method?: string; body?: unknown } = {},
): Promise<Data> {
  const call = (getIdToken: (forceRefresh?: boolean) => Promise<string>) =>
    callAsAccount<{ error?: FunctionError }>(url, {
      method,
      body,
      getIdToken,
      timeoutMs: TIMEOUT_MS,
    }).catch((error: unknown) => {
      // The identity provider's own refusals (no one signed in, a session ended) are the
      // session's to handle (session.ts); anything else is the network.
      if (isAuthError(error)) throw error
      throw new AdminOfflineError(error)
    })
  let { status, answer } = await call(idToken)
  if (status === 403 && answer.error?.code === 'not-staff')
    ({ status, answer } = await call(() => idToken(true)))
  if (status >= 200 && status < 300) {
    const parsed = schema.safeParse(answer)
    if (parsed.success) return parsed.data
    throw new AdminApiError(status, 'malformed-answer', 'The answer could not be read')
  }
  const error = answer.error ?? {}
  throw new AdminApiError(
    status,
    error.code ?? `http-${status}`,
    error.message ?? `HTTP ${status}`,
    error.fields,
    answer,
  )
}

/**
 * A file of the admin function (the inbox's CSV): fetched with the member's token, as no link can
 * carry it, and given back as a Blob for the screen to save. Rejects as callAdmin does.
 */
export async function fetchAdminFile(url: string): Promise<Blob> {
  let response: Response
  try {
    response = await fetch(url, {
      headers: { Authorization: `Bearer ${await idToken()}` },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    })
  } catch (error) {
    if (isAuthError(error)) throw error
    throw new AdminOfflineError(error)
  }
  if (response.ok) return response.blob()
  const answer = (await response.json().catch(() => ({}))) as { error?: FunctionError }
  const error = answer.error ?? {}
  throw new AdminApiError(
    response.status,
    error.code ?? `http-${response.status}`,
    error.message ?? `HTTP ${response.status}`,
    error.fields,
    answer,
  )
}
