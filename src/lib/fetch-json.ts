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

/**
 * GETs a JSON file and checks the answer claims to be JSON; the body is left for the caller to
 * read (as text here, or as bytes handed to a worker).
 */
export async function fetchJsonResponse(url: string, init?: RequestInit): Promise<Response> {
  let response: Response
  try {
    response = await fetch(url, { ...init, headers: { Accept: 'application/json' } })
  } catch (error) {
    throw new JsonLoadError(url, 'network', messageOf(error))
  }
  if (!response.ok) {
    throw new JsonLoadError(url, 'status', `the server answered ${response.status}`)
  }
  const type = response.headers.get('content-type') ?? ''
  if (!type.includes('json')) {
    throw new JsonLoadError(url, 'content-type', `expected JSON but got ${type || 'no type'}`)
  }
  return response
}

/** Reads a whole body as bytes; a connection lost on the way is a network failure. */
export async function readBytes(response: Response, url: string): Promise<ArrayBuffer> {
  try {
    return await response.arrayBuffer()
  } catch (error) {
    throw new JsonLoadError(url, 'network', messageOf(error))
  }
}

/** Parses a JSON body, naming the file when it is malformed. */
export function parseJsonBytes(bytes: ArrayBuffer, url: string): unknown {
  try {
    return JSON.parse(new TextDecoder().decode(bytes)) as unknown
  } catch (error) {
    throw new JsonLoadError(
      url,
      'syntax',
      error instanceof Error ? error.message : 'malformed JSON',
    )
  }
}

/** GETs a JSON file and checks the answer really is JSON before anyone reads it. */
export async function fetchJson(url: string, init?: RequestInit): Promise<unknown> {
  const response = await fetchJsonResponse(url, init)
  return parseJsonBytes(await readBytes(response, url), url)
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error))
