import { RATES_STALE_AFTER_DAYS } from '@/config/constants'
import { parseRates } from './rates'

const file = {
  base: 'USD',
  date: '2026-11-21',
  source: 'European Central Bank',
  rates: { EUR: 0.9294, GBP: 0.7968, CHF: 0.8291, AED: 3.6725 },
}
const day = (iso: string) => new Date(`${iso}T12:00:00Z`)

describe('parseRates', () => {
  it('reads a fresh file, dollars at 1', () => {
    expect(parseRates(file, day('2026-11-25'))).toEqual({
      rates: {
        date: '2026-11-21',
        source: 'European Central Bank',
        perDollar: { USD: 1, EUR: 0.9294, GBP: 0.7968, CHF: 0.8291, AED: 3.6725 },
      },
    })
  })

  it(`calls a file older than ${RATES_STALE_AFTER_DAYS} days stale`, () => {
    expect(parseRates(file, day('2026-11-27'))).toHaveProperty('rates')
    expect(parseRates(file, day('2026-11-29'))).toEqual({ problem: 'stale' })
  })

  it.each([
    ['another base', { ...file, base: 'EUR' }],
    ['a missing currency', { ...file, rates: { EUR: 0.93, GBP: 0.8, CHF: 0.83 } }],
    ['a zero rate', { ...file, rates: { ...file.rates, GBP: 0 } }],
    ['a rate as text', { ...file, rates: { ...file.rates, EUR: '0.93' } }],
    ['no date', { ...file, date: undefined }],
    ['a date in the future', { ...file, date: '2027-01-01' }],
    ['no source', { ...file, source: ' ' }],
    ['not an object', 'rates'],
  ])('refuses %s', (_, raw) => {
    expect(parseRates(raw, day('2026-11-25'))).toEqual({ problem: 'malformed' })
  })
})
