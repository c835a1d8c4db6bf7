import { mortgage } from '@/config/constants'
import type { Currency, Money } from '@/lib/display-units'
import { formatMoney } from '@/lib/format'
import type { Translation } from '@/config/translation'
import type { mortgageMessages as en } from './messages'

const currencyWords: Record<Currency, string> = {
  USD: 'dollars',
  EUR: 'euros',
  GBP: 'livres sterling',
  CHF: 'francs suisses',
  AED: 'dirhams',
}

const priceInvalidIn = (currency: Currency) =>
  `Saisissez le prix du bien en ${currencyWords[currency]}, supérieur à ${formatMoney(0, { currency })}.`
const priceTooHighIn = ({ currency, perDollar }: Money) =>
  `Saisissez un prix d’au plus ${formatMoney(Math.floor(mortgage.maxHomePrice * perDollar), { currency })}.`

export const mortgageMessages = {
  title: 'Simulateur de prêt',
  intro: 'Une estimation du capital et des intérêts, hors taxes et assurances.',
  homePrice: 'Prix du bien',
  downPayment: 'Apport (%)',
  interestRate: 'Taux d’intérêt (%)',
  term: 'Durée du prêt (années)',
  monthlyPayment: 'Mensualité',
  loanAmount: 'Montant emprunté',
  totalInterest: 'Total des intérêts',
  priceInvalid: priceInvalidIn('USD'),
  priceTooHigh: priceTooHighIn({ currency: 'USD', perDollar: 1 }),
  priceInvalidIn,
  priceTooHighIn,
  downPaymentInvalid: 'Saisissez un apport compris entre 0 et 100\u202f%.',
  rateInvalid: `Saisissez un taux d’intérêt compris entre 0 et ${mortgage.maxInterestRatePct}\u202f%.`,
  fixFields: 'Corrigez le champ signalé pour afficher les montants.',
  noLoan: 'Avec un apport de 100\u202f%, il n’y a aucun prêt à rembourser.',
} as const satisfies Translation<typeof en>
