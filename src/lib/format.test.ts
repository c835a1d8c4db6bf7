import fc from 'fast-check'
import { PROPERTY_RUNS } from '@/testing/property-runs'
import {
  convertMoney,
  formatArea,
  formatDate,
  formatMoney,
  formatNumber,
  formatPrice,
} from './format'

// Intl is the reference: the hand-written formatters must read exactly as it would.
const intlNumber = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 })
const intlDate = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
})

describe('formatNumber', () => {
  it('groups thousands with commas', () => {
    expect(formatNumber(2450000)).toBe('2,450,000')
    expect(formatNumber(999)).toBe('999')
    expect(formatNumber(1000)).toBe('1,000')
    expect(formatNumber(0)).toBe('0')
  })

  it('reads as Intl does for any amount (prices and areas are never negative)', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e15, noNaN: true }), (value) => {
        expect(formatNumber(value)).toBe(intlNumber.format(value))
      }),
      { numRuns: PROPERTY_RUNS },
    )
  })
})

describe('formatMoney', () => {
  const intlMoney = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })
  const intlWholeMoney = new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: 0,
  })

  it('shows prices in whole dollars', () => {
    expect(formatMoney(2450000)).toBe('$2,450,000')
    expect(formatMoney(0)).toBe('$0')
  })

  it('shows dollars and cents when asked', () => {
    expect(formatMoney(2398.2, { cents: true })).toBe('$2,398.20')
    expect(formatMoney(0, { cents: true })).toBe('$0.00')
    expect(formatMoney(1234567.891, { cents: true })).toBe('$1,234,567.89')
  })

  it('reads as Intl does for any amount, whole or in cents (amounts are never negative)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e14 }), (cents) => {
        expect(formatMoney(cents / 100, { cents: true })).toBe(intlMoney.format(cents / 100))
        expect(formatMoney(cents / 100)).toBe(intlWholeMoney.format(cents / 100))
      }),
      { numRuns: PROPERTY_RUNS },
    )
  })
})

describe('formatArea', () => {
  it('writes square feet, short on a card and long in a sentence', () => {
    expect(formatArea(12000)).toBe('12,000 sqft')
    expect(formatArea(950, { long: true })).toBe('950 square feet')
  })
})

describe('formatDate', () => {
  it('writes the day, the month by name and the year', () => {
    expect(formatDate('2024-03-14')).toBe('14 March 2024')
    expect(formatDate('2025-12-01')).toBe('1 December 2025')
  })

  it('reads as Intl does for any date', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1900-01-01'), max: new Date('2199-12-31'), noInvalidDate: true }),
        (date) => {
          const iso = date.toISOString().slice(0, 10)
          expect(formatDate(iso)).toBe(intlDate.format(new Date(iso)))
        },
      ),
      { numRuns: PROPERTY_RUNS },
    )
  })

  it('leaves text that is not a date as it is', () => {
    expect(formatDate('soon')).toBe('soon')
  })
})

describe('money in another currency', () => {
  const euros = { currency: 'EUR', perDollar: 0.9294 } as const

  it('stays exactly as before in dollars, on cards too', () => {
    const usd = { currency: 'USD', perDollar: 1 } as const
    expect(formatPrice(12_750_000, usd)).toBe('$12,750,000')
    expect(formatPrice(12_750_000, usd, { approx: true })).toBe('$12,750,000')
  })

  it('rounds a card to three significant digits and is exact on the page', () => {
    // 12,750,000 × 0.9294 = 11,849,850: compact alone would say "€12M"
    expect(formatPrice(12_750_000, euros, { approx: true })).toBe('≈ €11.8M')
    expect(formatPrice(12_750_000, euros)).toBe('€11,849,850')
    expect(formatPrice(18_500, euros, { approx: true })).toBe('≈ €17.2K')
    expect(formatMoney(2398.2, { cents: true, currency: 'GBP' })).toBe('£2,398.20')
  })

  it('converts dollars at the rate', () => {
    expect(convertMoney(1_000_000, euros)).toBeCloseTo(929_400)
  })
})

describe('areas in square metres', () => {
  it('converts and names the unit', () => {
    expect(formatArea(12_000, { unit: 'sqm' })).toBe('1,115 m²')
    expect(formatArea(12_000, { unit: 'sqm', long: true })).toBe('1,115 square metres')
    expect(formatArea(12_000)).toBe('12,000 sqft')
  })
})
