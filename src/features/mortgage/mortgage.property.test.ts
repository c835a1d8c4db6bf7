import fc from 'fast-check'
import { mortgage } from '@/config/constants'
import { PROPERTY_RUNS } from '@/testing/property-runs'
import { estimateMortgage, type MortgageTerms } from './mortgage'

const terms = fc.record<MortgageTerms>({
  homePrice: fc.double({ min: 1, max: mortgage.maxHomePrice, noNaN: true }),
  downPaymentPct: fc.double({ min: 0, max: 99, noNaN: true }),
  interestRatePct: fc.double({ min: 0, max: mortgage.maxInterestRatePct, noNaN: true }),
  termYears: fc.constantFrom(...mortgage.termChoices),
})
const runs = { numRuns: PROPERTY_RUNS }

describe('estimateMortgage, for any accepted terms', () => {
  it('gives finite amounts, and the payments repay at least the loan', () => {
    fc.assert(
      fc.property(terms, (input) => {
        const { loanAmount, monthlyPayment, totalInterest } = estimateMortgage(input)
        expect(Number.isFinite(monthlyPayment)).toBe(true)
        expect(Number.isFinite(totalInterest)).toBe(true)
        expect(monthlyPayment * input.termYears * 12).toBeGreaterThanOrEqual(
          loanAmount * (1 - 1e-12),
        )
        expect(totalInterest).toBeGreaterThanOrEqual(-loanAmount * 1e-12)
      }),
      runs,
    )
  })

  it('costs more each month at a higher rate', () => {
    fc.assert(
      fc.property(terms, fc.double({ min: 0.01, max: 5, noNaN: true }), (input, increase) => {
        const higher = { ...input, interestRatePct: input.interestRatePct + increase }
        expect(estimateMortgage(higher).monthlyPayment).toBeGreaterThan(
          estimateMortgage(input).monthlyPayment,
        )
      }),
      runs,
    )
  })

  it('costs more each month for a bigger loan', () => {
    fc.assert(
      fc.property(terms, fc.double({ min: 1.001, max: 10, noNaN: true }), (input, factor) => {
        const bigger = { ...input, homePrice: input.homePrice * factor }
        expect(estimateMortgage(bigger).monthlyPayment).toBeGreaterThan(
          estimateMortgage(input).monthlyPayment,
        )
      }),
      runs,
    )
  })

  it('costs less each month over a longer term', () => {
    fc.assert(
      fc.property(terms, (input) => {
        const longer = { ...input, termYears: input.termYears + 5 }
        expect(estimateMortgage(longer).monthlyPayment).toBeLessThan(
          estimateMortgage(input).monthlyPayment,
        )
      }),
      runs,
    )
  })
})
