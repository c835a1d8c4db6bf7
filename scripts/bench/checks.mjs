import { photoLimit } from '../lib/lighthouse-figures.mjs'
import { mainThreadCheck, ms, runsCheck } from './floor-budget.mjs'
import { budget, runs, scaleCount } from './options.mjs'

// The absolute limits of bench/budget.json "pages" (figures that do not move with the machine's
// load), with the same names.
const absoluteLimits = {
  cls: ['CLS', '<='],
  accessibility: ['accessibility', '>='],
  bestPractices: ['best practices', '>='],
  seo: ['SEO', '>='],
}

export { ms }
const kb = (bytes) => (bytes / 1024).toFixed(1)

/** A page's budget: its own, or its English page's for the same page in another language. */
export const budgetOf = (page) => budget.pages[page.inEnglish ?? page.key]

/**
 * A page's timings against the floors measured in the same run (bench/budget.json "againstFloors"):
 * the machine's load moves them alike. Its main-thread work less its content floor when it has
 * one (a public page; scripts/bench/floor-budget.mjs). Each check is [name, measured, op, limit,
 * how it was found].
 */
function floorChecks(page, medians, content) {
  const { floor, stack } = medians
  const figures = medians[page.key]
  const { tbtOverStackMs, lcpVsStack } = budget.againstFloors
  const checks = [
    mainThreadCheck(
      page.label,
      {
        mainThread: figures.mainThread,
        contentFloor: content && medians[content.key].mainThread,
        stack: stack.mainThread,
      },
      budget.againstFloors,
    ),
    [
      `${page.label} TBT ms`,
      figures.tbt,
      '<=',
      stack.tbt + tbtOverStackMs,
      `the stack's ${ms(stack.tbt)} + ${tbtOverStackMs}`,
    ],
  ]
  if (budgetOf(page).kind === 'text-first') {
    checks.push([
      `${page.label} LCP ms`,
      figures.lcp,
      '<=',
      lcpVsStack * stack.lcp,
      `${lcpVsStack} x the stack's ${ms(stack.lcp)}`,
    ])
  } else {
    const limit = photoLimit({
      floorLcpMs: floor.lcp,
      photoBytes: figures.photoBytes,
      criticalBytes: figures.criticalBytes,
      rttMs: figures.rttMs,
      throughputKbps: figures.throughputKbps,
    })
    checks.push([
      `${page.label} LCP ms`,
      figures.lcp,
      '<=',
      limit.limitMs,
      `photo limit: the empty page's ${ms(limit.floorLcpMs)} + a round trip ${ms(limit.rttMs)} + the photo's ${kb(figures.photoBytes)} KB ${ms(limit.photoMs)} + the critical ${kb(figures.criticalBytes)} KB ${ms(limit.criticalMs)} at ${figures.throughputKbps} Kbps`,
    ])
  }
  return checks
}

/**
 * A page in another language against the same page in English, measured in the same run. The LCP
 * compared is the one with throttling applied where the page has it: the simulated one falls on
 * one of two modes by a race (French home 1,510-1,521 or 1,661-1,674 ms within one run,
 * 2026-11-27), and a median of nine moves between them; it is printed beside.
 */
function languageChecks(page, medians) {
  const english = page.inEnglish && medians[page.inEnglish]
  if (!english) return []
  const { vsEnglish } = budget.languages
  const figures = medians[page.key]
  const [applied, appliedInEnglish] = [page.key, page.inEnglish].map(
    (key) => medians.applied?.[key],
  )
  const simulated = `simulated ${ms(figures.lcp)} / ${ms(english.lcp)} ms, ${(figures.lcp / english.lcp).toFixed(3)}`
  return [
    applied && appliedInEnglish
      ? [
          `${page.label} LCP with throttling applied / English's`,
          applied / appliedInEnglish,
          '<=',
          vsEnglish,
          `${ms(applied)} / ${ms(appliedInEnglish)} ms; ${simulated}`,
        ]
      : [`${page.label} LCP / English's`, figures.lcp / english.lcp, '<=', vsEnglish, simulated],
    [
      `${page.label} JS+CSS / English's`,
      (figures.jsKb + figures.cssKb) / (english.jsKb + english.cssKb),
      '<=',
      vsEnglish,
      `${(figures.jsKb + figures.cssKb).toFixed(1)} / ${(english.jsKb + english.cssKb).toFixed(1)} KB`,
    ],
  ]
}

/**
 * Each measured page against its budget (its timings against the floors, the rest absolute), and
 * the figures at scale against theirs; first, whether there were runs enough for a verdict.
 */
export function pageChecks(pages, medians, sampleCount) {
  const budgeted = pages.filter((page) => budgetOf(page))
  const checks = budgeted.flatMap((page) => [
    ...floorChecks(
      page,
      medians,
      pages.find((content) => content.contentOf === page.key),
    ),
    ...languageChecks(page, medians),
    ...Object.entries(budgetOf(page))
      .filter(([limit]) => limit in absoluteLimits)
      .map(([limit, value]) => {
        const [name, op] = absoluteLimits[limit]
        return [`${page.label} ${name}`, medians[page.key][limit], op, value]
      }),
  ])
  if (budgeted.length) checks.unshift(runsCheck(runs, budget.againstFloors.minRuns))
  if (medians.scale) {
    const { ratio, paint, drawn, longest } = medians.scale
    checks.push(
      [`home LCP ratio ${scaleCount}/${sampleCount}`, ratio, '<=', budget.scale.lcpRatio],
      ['"Show more" click to next paint ms', paint, '<=', budget.scale.showMorePaintMs],
      ['"Show more" click to new cards drawn ms', drawn, '<=', budget.scale.showMorePaintMs],
      [
        'longest main-thread task, estates arriving to drawn ms',
        longest,
        '<=',
        budget.scale.longestTaskMs,
      ],
    )
  }
  return checks
}
