/** Why a JSON file could not be used: readable enough to log, typed enough to test. */
export class JsonLoadError extends Error {
  constructor(
    readonly url: string,
    readonly reason: 'network' | 'status' | 'content-type' | 'syntax' | 'shape',
    detail: string,
  ) {
    super(`Could not load ${url}: ${detail}`)
    this.name = 'JsonLoadError'
  }
}

/** GETs a JSON file and checks the answer really is JSON before anyone reads it. */
export async function fetchJson(url: string, init?: RequestInit): Promise<unknown> {
  let response: Response
  try {
    response = await fetch(url, { ...init, headers: { Accept: 'application/json' } })
  } catch (error) {
    throw new JsonLoadError(url, 'network', error instanceof Error ? error.message : String(error))
  }
  if (!response.ok) {
    throw new JsonLoadError(url, 'status', `the server answered ${response.status}`)
  }
  const type = response.headers.get('content-type') ?? ''
  if (!type.includes('json')) {
    throw new JsonLoadError(url, 'content-type', `expected JSON but got ${type || 'no type'}`)
  }
  try {
    return await response.json()
  } catch (error) {
    throw new JsonLoadError(
      url,
      'syntax',
      error instanceof Error ? error.message : 'malformed JSON',
    )
  }
}
