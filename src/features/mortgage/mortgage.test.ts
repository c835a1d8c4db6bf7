import { estimateMortgage } from './mortgage'

const cents = (value: number) => Math.round(value * 100) / 100

describe('estimateMortgage', () => {
  // Published amortisation figures (any amortisation table gives the same cents).
  it.each([
    [400_000, 6, 30, 2398.2],
    [200_000, 5, 15, 1581.59],
    [100_000, 4, 30, 477.42],
    [300_000, 3.5, 20, 1739.88],
    [1_000_000, 7, 30, 6653.02],
  ])('$%s at %s per cent over %s years is $%s a month', (loan, rate, years, monthly) => {
    const estimate = estimateMortgage({
      homePrice: loan,
      downPaymentPct: 0,
      interestRatePct: rate,
      termYears: years,
    })
    expect(cents(estimate.monthlyPayment)).toBe(monthly)
    expect(estimate.loanAmount).toBe(loan)
  })

  it('takes the down payment off the price', () => {
    const estimate = estimateMortgage({
      homePrice: 500_000,
      downPaymentPct: 20,
      interestRatePct: 6,
      termYears: 30,
    })
    expect(estimate.loanAmount).toBe(400_000)
    expect(cents(estimate.monthlyPayment)).toBe(2398.2)
    // 360 payments of $2,398.2021 less the $400,000 borrowed.
    expect(cents(estimate.totalInterest)).toBe(463_352.76)
  })

  it('repays a 0 % loan in equal parts', () => {
    const estimate = estimateMortgage({
      homePrice: 360_000,
      downPaymentPct: 0,
      interestRatePct: 0,
      termYears: 30,
    })
    expect(estimate).toEqual({ loanAmount: 360_000, monthlyPayment: 1000, totalInterest: 0 })
  })

  it('needs no loan with 100 % down', () => {
    expect(
      estimateMortgage({
        homePrice: 900_000,
        downPaymentPct: 100,
        interestRatePct: 6,
        termYears: 30,
      }),
    ).toEqual({ loanAmount: 0, monthlyPayment: 0, totalInterest: 0 })
  })
})
