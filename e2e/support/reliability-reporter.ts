import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter'

/**
 * A section of the browser-test report: the faults tried (tests titled @fault) and survived, and the
 * Content-Security-Policy violations seen across every page of every test (the fixture counts them).
 */
export default class ReliabilityReporter implements Reporter {
  private faults = new Map<string, boolean>()
  private cspViolations = 0
  private pagesTests = 0

  onTestEnd(test: TestCase, result: TestResult) {
    if (test.title.includes('@fault')) {
      // A retried test counts once, by its final outcome.
      this.faults.set(test.id, result.status === 'passed')
    }
    for (const annotation of result.annotations) {
      if (annotation.type !== 'csp-violations') continue
      this.cspViolations += Number(annotation.description ?? 0)
      this.pagesTests += 1
    }
  }

  onEnd() {
    const survived = [...this.faults.values()].filter(Boolean).length
    console.log('\nReliability')
    console.log(`  faults tried: ${this.faults.size}, survived: ${survived}`)
    console.log(`  CSP violations seen: ${this.cspViolations} (across ${this.pagesTests} tests)`)
  }
}
