import { mortgage } from '@/config/constants'
import type { Currency, Money } from '@/lib/display-units'
import { formatMoney } from '@/lib/format'

const currencyWords: Record<Currency, string> = {
  USD: 'dollars',
  EUR: 'euros',
  GBP: 'pounds',
  CHF: 'Swiss francs',
  AED: 'dirhams',
}

/** The home price's checks in the visitor's currency (its upper limit converted from dollars). */
const priceInvalidIn = (currency: Currency) =>
  `Enter the home price in ${currencyWords[currency]}, above ${formatMoney(0, { currency })}.`
const priceTooHighIn = ({ currency, perDollar }: Money) =>
  `Enter a home price of at most ${formatMoney(Math.floor(mortgage.maxHomePrice * perDollar), { currency })}.`

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
  priceInvalid: priceInvalidIn('USD'),
  priceTooHigh: priceTooHighIn({ currency: 'USD', perDollar: 1 }),
  priceInvalidIn,
  priceTooHighIn,
  downPaymentInvalid: 'Enter a down payment from 0 to 100 %.',
  rateInvalid: `Enter an interest rate from 0 to ${mortgage.maxInterestRatePct} %.`,
  fixFields: 'Correct the highlighted field to see the figures.',
  noLoan: 'With 100 % down there is no loan to repay.',
} as const
