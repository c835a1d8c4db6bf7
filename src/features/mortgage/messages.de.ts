import { mortgage } from '@/config/constants'
import type { Currency, Money } from '@/lib/display-units'
import { formatMoney } from '@/lib/format'
import type { Translation } from '@/config/translation'
import type { mortgageMessages as en } from './messages'

const currencyWords: Record<Currency, string> = {
  USD: 'US-Dollar',
  EUR: 'Euro',
  GBP: 'Pfund Sterling',
  CHF: 'Schweizer Franken',
  AED: 'Dirham',
}

const priceInvalidIn = (currency: Currency) =>
  `Geben Sie einen Kaufpreis in ${currencyWords[currency]} über ${formatMoney(0, { currency })} ein.`
const priceTooHighIn = ({ currency, perDollar }: Money) =>
  `Geben Sie einen Kaufpreis von höchstens ${formatMoney(Math.floor(mortgage.maxHomePrice * perDollar), { currency })} ein.`

export const mortgageMessages = {
  title: 'Finanzierungsrechner',
  intro: 'Eine Schätzung von Tilgung und Zinsen, ohne Steuern und Versicherungen.',
  homePrice: 'Kaufpreis',
  downPayment: 'Eigenkapital (%)',
  interestRate: 'Zinssatz (%)',
  term: 'Laufzeit (Jahre)',
  monthlyPayment: 'Monatliche Rate',
  loanAmount: 'Darlehensbetrag',
  totalInterest: 'Zinsen insgesamt',
  priceInvalid: priceInvalidIn('USD'),
  priceTooHigh: priceTooHighIn({ currency: 'USD', perDollar: 1 }),
  priceInvalidIn,
  priceTooHighIn,
  downPaymentInvalid: 'Geben Sie ein Eigenkapital von 0 bis 100 % ein.',
  rateInvalid: `Geben Sie einen Zinssatz von 0 bis ${mortgage.maxInterestRatePct} % ein.`,
  fixFields: 'Korrigieren Sie das markierte Feld, um die Beträge zu sehen.',
  noLoan: 'Bei 100 % Eigenkapital ist kein Darlehen zurückzuzahlen.',
} as const satisfies Translation<typeof en>
