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

const detailOf = (error: unknown, fallback: string) =>
  error instanceof Error ? error.message : fallback || String(error)

/** GETs a JSON file and checks the answer really is JSON before anyone reads it. */
export async function requestJson(url: string, init?: RequestInit) {
  let response: Response
  try {
    response = await fetch(url, { ...init, headers: { Accept: 'application/json' } })
  } catch (error) {
    throw new JsonLoadError(url, 'network', detailOf(error, ''))
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

/** A JSON file, checked, then parsed here. */
export async function fetchJson(url: string, init?: RequestInit): Promise<unknown> {
  const response = await requestJson(url, init)
  try {
    return await response.json()
  } catch (error) {
    throw new JsonLoadError(url, 'syntax', detailOf(error, 'malformed JSON'))
  }
}

/** The body of a checked answer (see requestJson), read wherever it was handed to. */
export async function readJsonBody(url: string, body: ReadableStream<Uint8Array> | ArrayBuffer) {
  let bytes: ArrayBuffer
  try {
    bytes = body instanceof ArrayBuffer ? body : await new Response(body).arrayBuffer()
  } catch (error) {
    throw new JsonLoadError(url, 'network', detailOf(error, ''))
  }
  try {
    return JSON.parse(new TextDecoder().decode(bytes))
  } catch (error) {
    throw new JsonLoadError(url, 'syntax', detailOf(error, 'malformed JSON'))
  }
}
