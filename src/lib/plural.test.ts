import { describe, expect, it } from 'vitest'
import { plural } from './plural'

const estates = { one: 'one', other: 'other' }

describe('plural', () => {
  it('counts 0 and 1 as one in French, only 1 in German and English', () => {
    expect([0, 1, 2].map((count) => plural(count, estates, 'fr'))).toEqual(['one', 'one', 'other'])
    expect([0, 1, 2].map((count) => plural(count, estates, 'de'))).toEqual([
      'other',
      'one',
      'other',
    ])
    expect([0, 1, 2].map((count) => plural(count, estates, 'en'))).toEqual([
      'other',
      'one',
      'other',
    ])
  })

  it('takes other for a category without its own form (French millions)', () => {
    expect(plural(1_000_000, estates, 'fr')).toBe('other')
    expect(plural(1_000_000, { ...estates, many: 'many' }, 'fr')).toBe('many')
  })
})
