// The main-thread and run budgets of bench/budget.json "againstFloors" (issue 47, decision 059),
// kept apart from the command line so that the judging can be tested alone. A check is
// [name, measured, op, limit, how it was found], as printBudget prints it.

export const ms = (value) => Math.round(value)
const times = (value) => value.toFixed(2)

/**
 * A page's main-thread work as a ratio of medians to the stack floor's. A public page's content
 * floor (its own HTML and styles with no script) is the physical limit of that page, so only
 * what its scripts add on top is budgeted; a page with none (a signed-in page, whose HTML is the
 * app's) is budgeted whole, with more room.
 */
export function mainThreadAgainstStack({ mainThread, contentFloor, stack }) {
  const budgeted = contentFloor === undefined ? mainThread : mainThread - contentFloor
  return { budgeted, ratio: budgeted / stack }
}

/** That ratio against its limit, with the first step's (2x for public pages) said beside it. */
export function mainThreadCheck(label, figures, againstFloors) {
  const { budgeted, ratio } = mainThreadAgainstStack(figures)
  const { mainThread, contentFloor, stack } = figures
  if (contentFloor === undefined) {
    const limit = againstFloors.signedInMainThreadVsStack
    return [
      `${label} main-thread / the stack's`,
      ratio,
      '<=',
      limit,
      `${ms(mainThread)} / ${ms(stack)} ms, no content floor`,
    ]
  }
  const { publicOverContentVsStack: limit, publicOverContentFirstStep: firstStep } = againstFloors
  const step =
    firstStep === undefined
      ? ''
      : `; first step ${firstStep}x ${ratio <= firstStep ? 'reached' : `not reached (${ms(budgeted - firstStep * stack)} ms over)`}`
  return [
    `${label} main-thread over its content floor / the stack's`,
    ratio,
    '<=',
    limit,
    `(${ms(mainThread)} - ${ms(contentFloor)}) / ${ms(stack)} ms = ${times(ratio)}x${step}`,
  ]
}

/**
 * The runs behind the medians: the ratios above are a verdict only from enough runs alternating
 * in one bench run; fewer print their figures but fail, so a quick run is never read as a pass.
 */
export function runsCheck(runs, minRuns) {
  return [
    'runs behind the medians',
    runs,
    '>=',
    minRuns,
    runs >= minRuns
      ? 'enough for a verdict'
      : `no verdict from ${runs} run${runs === 1 ? '' : 's'}: its ratios need medians of at least ${minRuns} (--runs ${minRuns})`,
  ]
}
