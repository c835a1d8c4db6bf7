/** Returns the URL only when it is an absolute http(s) URL or a path on this site; otherwise undefined. */
export function safeImageUrl(value: string | null | undefined): string | undefined {
  if (!value) return undefined
  const trimmed = value.trim()
  if (trimmed.startsWith('/') && !trimmed.startsWith('//')) return trimmed
  try {
    const url = new URL(trimmed)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined
  } catch {
    return undefined
  }
}

export const isHttpUrl = (value: string) => {
  try {
    const url = new URL(value.trim())
    return url.protocol === 'http:' || url.protocol === 'https:'
  } catch {
    return false
  }
}

const PROBE_ORIGIN = 'http://x.invalid'

/** Browsers read `\` as `/` in a URL and drop tabs and line breaks: no control character passes. */
const CONTROL = /\p{Cc}/u

/** One slash, then anything but a slash or backslash (or nothing): a path on this site. */
const SITE_PATH = /^\/(?![/\\])/

/** The same-origin path `value` leads to, its dot segments resolved, or null if it leaves the site. */
function sitePath(value: string): string | null {
  if (CONTROL.test(value)) return null
  const slashed = value.replace(/\\/g, '/')
  if (!SITE_PATH.test(slashed)) return null
  try {
    const url = new URL(slashed, PROBE_ORIGIN)
    const path = `${url.pathname}${url.search}${url.hash}`
    return url.origin === PROBE_ORIGIN && SITE_PATH.test(path) ? path : null
  } catch {
    return null
  }
}

/**
 * A redirect target from the URL is followed only when it is a path on this site, read both as it
 * is and decoded once more (a router or a server in between may decode it): `/..//evil.example`,
 * `/%2F%2Fevil.example` and `/\evil.example` all lead off the site once normalised. The path is
 * returned normalised, still encoded as it came.
 */
export function safeRedirectPath(value: string | null | undefined, fallback: string): string {
  if (!value) return fallback
  let decoded: string
  try {
    decoded = decodeURIComponent(value)
  } catch {
    return fallback // A stray "%": nothing a link of this site would make.
  }
  const path = sitePath(value)
  if (path === null || sitePath(decoded) === null) return fallback
  // The normalised path too, decoded once more: normalising can make a new pair of slashes
  // (`/./%2F..` becomes `/%2F..`, which decodes to `//..`, another host).
  let decodedPath: string
  try {
    decodedPath = decodeURIComponent(path)
  } catch {
    return fallback
  }
  return sitePath(decodedPath) !== null ? path : fallback
}
