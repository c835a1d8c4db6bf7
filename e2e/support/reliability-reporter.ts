import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import type {
  FullResult,
  Reporter,
  TestCase,
  TestResult,
  TestStep,
} from '@playwright/test/reporter'

/** Each test's runs, for the timings file and the slowest list. */
type Runs = {
  test: TestCase
  durations: number[]
  statuses: string[]
  waits: string[]
  /** Each failed run's error, in a line: the report's last lines, which CI's summary keeps. */
  errors: string[]
}

/** Where each test's wall time goes, run by run: `npm test` leaves it for a look after. */
export const TIMINGS_FILE = 'test-results/timings.json'
const SLOWEST = 10
const ANSI = new RegExp(String.raw`\u001b\[[0-9;]*m`, 'g')

/**
 * A failed run's errors in one line: each one's first line, what an expectation received, and
 * where in the spec it happened: the failing line and, when that is in a helper, the spec's lines
 * that called it (a timeout's second error names the call that was waiting).
 */
function errorLine(result: TestResult, specFile: string) {
  const errors = result.errors.slice(0, 2).map((error) => {
    const lines = (error.message ?? error.value ?? '').replace(ANSI, '').split('\n')
    const received = lines.find((line) => /^\s*Received( string)?:/.test(line))?.trim()
    const callers = (error.stack ?? '')
      .split('\n')
      .filter((frame) => frame.includes(specFile))
      .map((frame) => /:(\d+):\d+\)?$/.exec(frame)?.[1])
      .filter((line) => line && line !== String(error.location?.line))
    const where = [error.location?.line, ...new Set(callers)].filter(Boolean).join(' < ')
    return [lines[0], received, where && `(line ${where})`].filter(Boolean).join(' ')
  })
  return `${result.status}: ${errors.join(' / ')}`.slice(0, 600)
}

/** The run's longest steps (Playwright calls, expectations, fixtures): where a test waited. */
function longestSteps(result: TestResult, count = 3) {
  const steps: TestStep[] = []
  const walk = (list: TestStep[]) =>
    list.forEach((step) => {
      if (step.steps.length === 0) steps.push(step)
      walk(step.steps)
    })
  walk(result.steps)
  return steps
    .sort((a, b) => b.duration - a.duration)
    .slice(0, count)
    .map((step) => `${step.duration} ms ${step.title}`)
}

/**
 * A section of the browser-test report: the faults tried (tests titled @fault) and survived, the
 * Content-Security-Policy violations seen across every page of every test (the fixture counts
 * them), the tests that passed only on retry (flaky: a failure to fix, not noise), and the slowest
 * tests with their wall times.
 */
export default class ReliabilityReporter implements Reporter {
  private faults = new Map<string, boolean>()
  private cspViolations = 0
  private pagesTests = 0
  private runs = new Map<string, Runs>()

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
    const runs = this.runs.get(test.id) ?? {
      test,
      durations: [],
      statuses: [],
      waits: [],
      errors: [],
    }
    if (result.status !== 'passed' && result.status !== 'skipped')
      runs.errors.push(errorLine(result, test.location.file))
    runs.durations.push(result.duration)
    runs.statuses.push(result.status)
    runs.waits.push(...longestSteps(result))
    this.runs.set(test.id, runs)
  }

  onEnd(result: FullResult) {
    // The file, then the describe blocks and the title: tests of one title on two devices differ.
    const name = (test: TestCase) =>
      `${test.location.file.split('/e2e/')[1]}: ${test.titlePath().slice(3).join(' › ')}`
    const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`
    const all = [...this.runs.values()]
    const flaky = all.filter(({ test }) => test.outcome() === 'flaky')
    const survived = [...this.faults.values()].filter(Boolean).length
    console.log('\nReliability')
    console.log(`  faults tried: ${this.faults.size}, survived: ${survived}`)
    console.log(`  CSP violations seen: ${this.cspViolations} (across ${this.pagesTests} tests)`)
    console.log(`  flaky (passed only on retry): ${flaky.length}`)
    for (const { test } of flaky) console.log(`    ${name(test)}`)

    const slowest = [...all]
      .sort((a, b) => Math.max(...b.durations) - Math.max(...a.durations))
      .slice(0, SLOWEST)
    console.log(`  slowest ${slowest.length} tests (wall time of each run):`)
    for (const { test, durations } of slowest)
      console.log(`    ${durations.map(seconds).join(', ')}  ${name(test)}`)

    const files = new Map<string, number>()
    for (const { test, durations } of all) {
      const file = name(test).split(':')[0]!
      files.set(file, (files.get(file) ?? 0) + durations.reduce((sum, ms) => sum + ms, 0))
    }
    const byFile = [...files].sort((a, b) => b[1] - a[1])
    console.log(
      `  test time by file: ${byFile.map(([file, ms]) => `${file} ${seconds(ms)}`).join(', ')}`,
    )

    mkdirSync(dirname(TIMINGS_FILE), { recursive: true })
    const timings = {
      status: result.status,
      minutes: Number((result.duration / 60_000).toFixed(2)),
      files: Object.fromEntries(byFile),
      tests: all.map(({ test, durations, statuses, waits, errors }) => ({
        test: name(test),
        outcome: test.outcome(),
        durations,
        statuses,
        waits,
        errors,
      })),
    }
    writeFileSync(TIMINGS_FILE, `${JSON.stringify(timings, null, 2)}\n`)

    // Last, so that a log cut to its tail still says which runs failed and why.
    const failedRuns = all.filter(({ errors }) => errors.length > 0)
    console.log(`  runs that failed: ${failedRuns.reduce((sum, r) => sum + r.errors.length, 0)}`)
    for (const { test, errors } of failedRuns)
      for (const error of errors) console.log(`    ${name(test)}: ${error}`)
  }
}
