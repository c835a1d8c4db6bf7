import { displayOf, readChoice, withChoice } from './display-choice'

const rates = {
  date: '2026-11-21',
  source: 'ECB',
  perDollar: { USD: 1, EUR: 0.9294, GBP: 0.7968, CHF: 0.8291, AED: 3.6725 },
}

describe('the display choice', () => {
  it('takes the address, then the remembered choice, then dollars and square feet', () => {
    expect(readChoice('', null)).toEqual({ currency: 'USD', area: 'sqft' })
    expect(readChoice('', '{"currency":"GBP","area":"sqm"}')).toEqual({
      currency: 'GBP',
      area: 'sqm',
    })
    expect(readChoice('?currency=eur', '{"currency":"GBP","area":"sqm"}')).toEqual({
      currency: 'EUR',
      area: 'sqm',
    })
    expect(readChoice('?currency=XYZ&area=acres', 'not json')).toEqual({
      currency: 'USD',
      area: 'sqft',
    })
  })

  it('writes a choice into the address, leaving the defaults out', () => {
    expect(withChoice('?q=villa', { currency: 'EUR', area: 'sqft' })).toBe('?q=villa&currency=EUR')
    expect(withChoice('?q=villa&currency=EUR&area=sqm', { currency: 'USD', area: 'sqft' })).toBe(
      '?q=villa',
    )
  })

  it('shows dollars until the rates come, and for good when they are stale', () => {
    const euros = { currency: 'EUR', area: 'sqm' } as const
    expect(displayOf(euros, undefined).money).toEqual({ currency: 'USD', perDollar: 1 })
    expect(displayOf(euros, { problem: 'stale' })).toMatchObject({
      money: { currency: 'USD', perDollar: 1 },
      problem: 'stale',
      area: 'sqm',
    })
    expect(displayOf(euros, { rates })).toMatchObject({
      money: { currency: 'EUR', perDollar: 0.9294 },
      rates,
      problem: null,
    })
  })
})
