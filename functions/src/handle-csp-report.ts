import { cspReports as limits } from '@/config/constants'

/**
 * Content-Security-Policy reports (decision 023). The policy's report-uri sends one report per
 * violation (`application/csp-report`); the Reporting API's batch (`application/reports+json`,
 * report-to) is read too, so that adopting it later changes only the header. Each violation becomes
 * one log line of the fields worth reading; nothing is stored.
 */

export type CspReportRequest = {
  method: string
  headers: Record<string, string | string[] | undefined>
  rawBody?: Buffer
  /** The key of the client's address as the platform saw it (client-address.ts); may be absent. */
  ip?: string
}

/** What one violation says, trimmed to what the log needs (and to a bounded size). */
export type CspViolation = {
  directive: string
  blocked: string
  page: string
  sample?: string
  source?: string
  line?: number
  disposition?: string
}

export type CspReportAnswer = { status: number; headers?: Record<string, string> }

/**
 * Counts per minute, in this instance's memory: the whole table goes when the minute turns. Not
 * the enquiries' rate limiter: its Firestore tickets hold across instances, at several reads and a
 * write a request, a price worth paying for a mail and not for a log line.
 */
export function createMinuteCounter(now: () => number) {
  let minute = -1
  const counts = new Map<string, number>()
  return {
    /** Counts one for `key`; true while the count is within `limit`. */
    take(key: string, limit: number) {
      const current = Math.floor(now() / 60_000)
      if (current !== minute) {
        minute = current
        counts.clear()
      }
      const count = (counts.get(key) ?? 0) + 1
      counts.set(key, count)
      return count <= limit
    },
  }
}

export type CspReportDeps = {
  counter: ReturnType<typeof createMinuteCounter>
  log: (violation: CspViolation) => void
}

const ACCEPTED_TYPES = ['application/reports+json', 'application/csp-report', 'application/json']

const text = (value: unknown, max = 200) =>
  typeof value === 'string' ? value.slice(0, max) : undefined

/** A page's address without its query or fragment: they can carry a visitor's words or a code. */
function withoutQuery(value: unknown) {
  const address = text(value, 500)
  if (!address) return ''
  try {
    const url = new URL(address)
    return `${url.origin}${url.pathname}`
  } catch {
    return address.split(/[?#]/)[0] ?? ''
  }
}

/** One violation from either shape's fields (the Reporting API's camelCase, the older kebab-case). */
function violationOf(report: Record<string, unknown>): CspViolation | null {
  const directive = text(
    report.effectiveDirective ?? report['effective-directive'] ?? report['violated-directive'],
  )
  if (!directive) return null
  const line = report.lineNumber ?? report['line-number']
  return {
    directive,
    // A URL, or a word such as "inline" or "trusted-types-sink".
    blocked: withoutQuery(report.blockedURL ?? report['blocked-uri']),
    page: withoutQuery(report.documentURL ?? report['document-uri']),
    sample: text(report.sample ?? report['script-sample'], 80),
    source: withoutQuery(report.sourceFile ?? report['source-file']) || undefined,
    line: typeof line === 'number' ? line : undefined,
    disposition: text(report.disposition),
  }
}

/** The violations in a body of either shape; anything else is none. */
export function violationsIn(body: unknown): CspViolation[] {
  const record = (value: unknown): value is Record<string, unknown> =>
    typeof value === 'object' && value !== null && !Array.isArray(value)
  if (Array.isArray(body))
    return body
      .filter((entry) => record(entry) && entry.type === 'csp-violation' && record(entry.body))
      .map((entry) => violationOf((entry as { body: Record<string, unknown> }).body))
      .filter((violation) => violation !== null)
  if (record(body) && record(body['csp-report'])) {
    const violation = violationOf(body['csp-report'])
    return violation ? [violation] : []
  }
  return []
}

const header = (request: CspReportRequest, name: string) => {
  const value = request.headers[name]
  return Array.isArray(value) ? value[0] : value
}

export function handleCspReport(request: CspReportRequest, deps: CspReportDeps): CspReportAnswer {
  if (request.method !== 'POST') return { status: 405, headers: { Allow: 'POST' } }
  const type = (header(request, 'content-type') ?? '').split(';')[0]!.trim().toLowerCase()
  if (!ACCEPTED_TYPES.includes(type)) return { status: 415 }
  // The declared length first: a body over the limit is refused before it is parsed.
  const declared = Number(header(request, 'content-length') ?? 0)
  const raw = request.rawBody ?? Buffer.alloc(0)
  if (
    !Number.isFinite(declared) ||
    declared > limits.maxBodyBytes ||
    raw.length > limits.maxBodyBytes
  )
    return { status: 413 }
  let body: unknown
  try {
    body = JSON.parse(raw.toString('utf8'))
  } catch {
    return { status: 400 }
  }
  const violations = violationsIn(body)
  if (violations.length === 0) return { status: 400 }
  // Per address first (one noisy page), then the instance's total (many addresses at once); a
  // request without an address counts only towards the total.
  for (const violation of violations) {
    const allowed =
      (request.ip === undefined ||
        deps.counter.take(`address:${request.ip}`, limits.perAddressPerMinute)) &&
      deps.counter.take('instance', limits.perInstancePerMinute)
    if (!allowed) return { status: 429, headers: { 'Retry-After': '60' } }
    deps.log(violation)
  }
  return { status: 204 }
}
