import { median } from './statistics.mjs'

test('the median of an odd count is its middle value, whatever the order', () => {
  expect(median([9, 1, 5])).toBe(5)
  expect(median([42])).toBe(42)
})

test('the median of an even count is the mean of its two middle values', () => {
  expect(median([4, 1, 3, 2])).toBe(2.5)
  expect(median([10, 20])).toBe(15)
})

test('numbers are compared as numbers, not as text', () => {
  expect(median([100, 9, 20])).toBe(20)
})

test('the list given is left in its order', () => {
  const values = [3, 1, 2]
  median(values)
  expect(values).toEqual([3, 1, 2])
})

test('an empty list has no median', () => {
  expect(median([])).toBeNaN()
})
