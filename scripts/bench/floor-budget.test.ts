import { mainThreadAgainstStack, mainThreadCheck, runsCheck } from './floor-budget.mjs'

const againstFloors = {
  publicOverContentVsStack: 1.5,
  publicOverContentFirstStep: 2,
  signedInMainThreadVsStack: 3,
}

/** Whether a check holds, as printBudget judges it. */
const holds = ([, value, op, limit]: [string, number, string, number, string?]) =>
  op === '>=' ? value >= limit : value <= limit

test("a public page's budgeted work is what it adds to its content floor", () => {
  expect(mainThreadAgainstStack({ mainThread: 3568, contentFloor: 1496, stack: 1402 })).toEqual({
    budgeted: 2072,
    ratio: 2072 / 1402,
  })
})

test('a page with no content floor is budgeted whole', () => {
  expect(mainThreadAgainstStack({ mainThread: 5600, stack: 1400 })).toEqual({
    budgeted: 5600,
    ratio: 4,
  })
})

test('a public page holds at 1.5x the stack over its content floor, and not above', () => {
  const at = (mainThread: number) =>
    mainThreadCheck('/login', { mainThread, contentFloor: 1500, stack: 1000 }, againstFloors)
  expect(holds(at(3000))).toBe(true)
  expect(holds(at(3001))).toBe(false)
  expect(at(3000)[0]).toBe("/login main-thread over its content floor / the stack's")
  expect(at(3000)[3]).toBe(1.5)
})

test('a public page is told whether it reached the first step, 2x', () => {
  const check = (mainThread: number) =>
    mainThreadCheck('/', { mainThread, contentFloor: 1700, stack: 1000 }, againstFloors)[4]
  expect(check(3600)).toBe('(3600 - 1700) / 1000 ms = 1.90x; first step 2x reached')
  expect(check(4200)).toBe(
    '(4200 - 1700) / 1000 ms = 2.50x; first step 2x not reached (500 ms over)',
  )
})

test('a signed-in page holds at 3x the stack whole, and not above', () => {
  const at = (mainThread: number) =>
    mainThreadCheck('/profile', { mainThread, stack: 1000 }, againstFloors)
  expect(holds(at(3000))).toBe(true)
  expect(holds(at(3001))).toBe(false)
  expect(at(3000)[3]).toBe(3)
  expect(at(3000)[4]).toBe('3000 / 1000 ms, no content floor')
})

test("a verdict needs the budget's runs: fewer fail and say how many it needs", () => {
  expect(holds(runsCheck(9, 9))).toBe(true)
  expect(holds(runsCheck(12, 9))).toBe(true)
  const one = runsCheck(1, 9)
  expect(holds(one)).toBe(false)
  expect(one[4]).toBe('no verdict from 1 run: its ratios need medians of at least 9 (--runs 9)')
})
