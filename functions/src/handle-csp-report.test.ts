import { cspReports as limits } from '@/config/constants'
import { clientAddressKey } from './client-address'
import {
  createMinuteCounter,
  handleCspReport,
  violationsIn,
  type CspViolation,
} from './handle-csp-report'

const trustedTypesReport = {
  type: 'csp-violation',
  url: 'https://luxury.example/9?q=secret',
  body: {
    documentURL: 'https://luxury.example/9?q=secret#top',
    blockedURL: 'trusted-types-sink',
    effectiveDirective: 'require-trusted-types-for',
    disposition: 'enforce',
    sample: 'Element innerHTML|<img src=x onerror=alert(1)>',
    sourceFile: 'https://luxury.example/assets/app.js?v=1',
    lineNumber: 12,
  },
}

const legacyReport = {
  'csp-report': {
    'document-uri': 'https://luxury.example/login?redirect=/7',
    'violated-directive': 'img-src',
    'effective-directive': 'img-src',
    'blocked-uri': 'https://tracker.example/pixel.gif?id=42',
  },
}

function post(body: unknown, type = 'application/reports+json', ip = '203.0.113.9') {
  const raw = Buffer.from(typeof body === 'string' ? body : JSON.stringify(body))
  return {
    method: 'POST',
    headers: { 'content-type': type, 'content-length': String(raw.length) },
    rawBody: raw,
    ip,
  }
}

function setUp(now = () => 0) {
  const logged: CspViolation[] = []
  return {
    logged,
    deps: { counter: createMinuteCounter(now), log: (v: CspViolation) => logged.push(v) },
  }
}

describe('violationsIn', () => {
  it('reads the Reporting API batch and drops the query and fragment of every address', () => {
    expect(violationsIn([trustedTypesReport, { type: 'deprecation', body: {} }])).toEqual([
      {
        directive: 'require-trusted-types-for',
        blocked: 'trusted-types-sink',
        page: 'https://luxury.example/9',
        sample: 'Element innerHTML|<img src=x onerror=alert(1)>',
        source: 'https://luxury.example/assets/app.js',
        line: 12,
        disposition: 'enforce',
      },
    ])
  })

  it('reads the older single report', () => {
    expect(violationsIn(legacyReport)).toMatchObject([
      {
        directive: 'img-src',
        blocked: 'https://tracker.example/pixel.gif',
        page: 'https://luxury.example/login',
      },
    ])
  })

  it('finds none in anything else', () => {
    for (const body of [
      null,
      3,
      'text',
      {},
      [],
      [{ type: 'csp-violation', body: {} }],
      { 'csp-report': [] },
    ])
      expect(violationsIn(body)).toEqual([])
  })

  it('bounds what a forged report can put in the log', () => {
    const [violation] = violationsIn([
      {
        type: 'csp-violation',
        body: { effectiveDirective: 'x'.repeat(5000), sample: 's'.repeat(5000) },
      },
    ])
    expect(violation?.directive).toHaveLength(200)
    expect(violation?.sample).toHaveLength(80)
  })
})

describe('handleCspReport', () => {
  it('logs each violation of a report and answers 204', () => {
    const { logged, deps } = setUp()
    expect(handleCspReport(post([trustedTypesReport, trustedTypesReport]), deps).status).toBe(204)
    expect(handleCspReport(post(legacyReport, 'application/csp-report'), deps).status).toBe(204)
    expect(logged).toHaveLength(3)
  })

  it('refuses other methods, other types, bodies over the limit and what is no report', () => {
    const { logged, deps } = setUp()
    expect(handleCspReport({ method: 'GET', headers: {} }, deps)).toEqual({
      status: 405,
      headers: { Allow: 'POST' },
    })
    expect(handleCspReport(post(legacyReport, 'text/plain'), deps).status).toBe(415)
    const large = post(legacyReport)
    large.headers['content-length'] = String(limits.maxBodyBytes + 1)
    expect(handleCspReport(large, deps).status).toBe(413)
    expect(handleCspReport(post('{not json'), deps).status).toBe(400)
    expect(handleCspReport(post({ hello: 'world' }), deps).status).toBe(400)
    expect(logged).toEqual([])
  })

  it('logs at most the per-address limit in a minute, then again in the next minute', () => {
    let now = 0
    const { logged, deps } = setUp(() => now)
    const answers = Array.from({ length: limits.perAddressPerMinute + 2 }, () =>
      handleCspReport(post([trustedTypesReport]), deps),
    )
    expect(answers.filter((answer) => answer.status === 204)).toHaveLength(
      limits.perAddressPerMinute,
    )
    expect(answers.at(-1)).toEqual({ status: 429, headers: { 'Retry-After': '60' } })
    expect(
      handleCspReport(post([trustedTypesReport], undefined, '198.51.100.1'), deps).status,
    ).toBe(204)
    now = 60_000
    expect(handleCspReport(post([trustedTypesReport]), deps).status).toBe(204)
    expect(logged).toHaveLength(limits.perAddressPerMinute + 2)
  })

  it('@fault keeps counting one client that sends a new X-Forwarded-For each time', () => {
    process.env.CLIENT_ADDRESS_HOP = '2'
    try {
      const { logged, deps } = setUp()
      // What the platform hands over: the client's own header, then the client, then the front end.
      const from = (forged: string) => ({
        ...post([trustedTypesReport]),
        ip: clientAddressKey({ 'x-forwarded-for': `${forged}, 203.0.113.9, 35.191.0.1` }),
      })
      const answers = Array.from({ length: limits.perAddressPerMinute + 1 }, (_, n) =>
        handleCspReport(from(`192.0.2.${n + 1}`), deps),
      )
      expect(answers.at(-2)?.status).toBe(204)
      expect(answers.at(-1)).toEqual({ status: 429, headers: { 'Retry-After': '60' } })
      expect(logged).toHaveLength(limits.perAddressPerMinute)
    } finally {
      delete process.env.CLIENT_ADDRESS_HOP
    }
  })

  it('caps what the instance logs in a minute, addresses together', () => {
    const { logged, deps } = setUp()
    let accepted = 0
    for (let address = 0; address < limits.perInstancePerMinute + 10; address++)
      if (
        handleCspReport(
          post([trustedTypesReport], undefined, `10.0.${address >> 8}.${address & 255}`),
          deps,
        ).status === 204
      )
        accepted += 1
    expect(accepted).toBe(limits.perInstancePerMinute)
    expect(logged).toHaveLength(limits.perInstancePerMinute)
  })
})
