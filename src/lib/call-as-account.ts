/** The signed-in visitor's Firebase ID token; `true` asks the identity provider for a fresh one. */
export type GetIdToken = (forceRefresh?: boolean) => Promise<string>

/** An error answer of the site's functions (functions/src/account-request.ts `refuse`). */
export type FunctionError = { code?: string; message?: string; fields?: Record<string, string> }

type Call = {
  method: string
  body?: unknown
  getIdToken: GetIdToken
  /** Longer than the function's own limit, so the function answers first when it can. */
  timeoutMs?: number
  /** The page's language, for a function that says its refusals in it (the enquiries' do). */
  language?: string
  fetch?: typeof fetch
}

/**
 * One call to one of the site's functions for the signed-in visitor: the single way the site sends
 * its token. A token the function found expired, or still unverified (minted before the visitor
 * opened their link), is refreshed once and the call made again. The answer is read as JSON; a
 * gateway's HTML page reads as `{}`, and the status decides. Network failures reject.
 */
export async function callAsAccount<Answer extends { error?: FunctionError }>(
  url: string,
  {
    method,
    body,
    getIdToken,
    timeoutMs,
    language,
    fetch: send = (...args) => fetch(...args),
  }: Call,
): Promise<{ status: number; answer: Partial<Answer> }> {
  const once = async (token: string) => {
    const response = await send(url, {
      method,
      headers: {
        Authorization: `Bearer ${token}`,
        ...(language ? { 'Accept-Language': language } : {}),
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: timeoutMs ? AbortSignal.timeout(timeoutMs) : undefined,
    })
    const answer: unknown = await response.json().catch(() => null)
    return { status: response.status, answer: (answer ?? {}) as Partial<Answer> }
  }
  const first = await once(await getIdToken())
  const code = first.answer.error?.code
  const stale =
    (first.status === 401 && code === 'token-expired') ||
    (first.status === 403 && code === 'email-unverified')
  return stale ? once(await getIdToken(true)) : first
}
