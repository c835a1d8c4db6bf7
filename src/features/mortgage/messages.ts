import { mortgage } from '@/config/constants'
import { formatMoney } from '@/lib/format'

/** The estate page's mortgage calculator: its labels, and its checks built from its limits. */
export const mortgageMessages = {
  title: 'Mortgage calculator',
  intro: 'An estimate of principal and interest, before taxes and insurance.',
  homePrice: 'Home price',
  downPayment: 'Down payment (%)',
  interestRate: 'Interest rate (%)',
  term: 'Loan term (years)',
  monthlyPayment: 'Monthly payment',
  loanAmount: 'Loan amount',
  totalInterest: 'Total interest',
  priceInvalid: `Enter the home price in dollars, above ${formatMoney(0)}.`,
  priceTooHigh: `Enter a home price of at most ${formatMoney(mortgage.maxHomePrice)}.`,
  downPaymentInvalid: 'Enter a down payment from 0 to 100 %.',
  rateInvalid: `Enter an interest rate from 0 to ${mortgage.maxInterestRatePct} %.`,
  fixFields: 'Correct the highlighted field to see the figures.',
  noLoan: 'With 100 % down there is no loan to repay.',
} as const
