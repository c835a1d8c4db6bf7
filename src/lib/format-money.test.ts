import fc from 'fast-check'
import { PROPERTY_RUNS } from '@/testing/property-runs'
import { formatMoney } from './format-money'

describe('formatMoney', () => {
  const intlMoney = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })

  it('shows dollars and cents', () => {
    expect(formatMoney(2398.2)).toBe('$2,398.20')
    expect(formatMoney(0)).toBe('$0.00')
    expect(formatMoney(1234567.891)).toBe('$1,234,567.89')
  })

  it('reads as Intl does for any amount in cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e14 }), (cents) => {
        expect(formatMoney(cents / 100)).toBe(intlMoney.format(cents / 100))
      }),
      { numRuns: PROPERTY_RUNS },
    )
  })
})
