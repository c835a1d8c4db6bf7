/** A fixed-rate loan, repaid monthly. */
export type MortgageTerms = {
  homePrice: number
  downPaymentPct: number
  interestRatePct: number
  termYears: number
}

export type MortgageEstimate = {
  loanAmount: number
  /** Principal and interest, per month. */
  monthlyPayment: number
  totalInterest: number
}

/**
 * The standard amortisation formula, P·r / (1 − (1 + r)^−n) with r the monthly rate; a 0 % rate
 * would divide by zero there, and repays the loan in equal parts instead. Amounts are unrounded:
 * the page rounds them to cents when it shows them.
 */
export function estimateMortgage({
  homePrice,
  downPaymentPct,
  interestRatePct,
  termYears,
}: MortgageTerms): MortgageEstimate {
  const loanAmount = homePrice * (1 - downPaymentPct / 100)
  const months = termYears * 12
  if (loanAmount <= 0 || months <= 0) return { loanAmount: 0, monthlyPayment: 0, totalInterest: 0 }
  const monthlyRate = interestRatePct / 100 / 12
  const monthlyPayment =
    monthlyRate === 0
      ? loanAmount / months
      : (loanAmount * monthlyRate) / -Math.expm1(-months * Math.log1p(monthlyRate))
  return { loanAmount, monthlyPayment, totalInterest: monthlyPayment * months - loanAmount }
}
