import { mortgage } from '@/config/constants'
import { dollars, type Money } from '@/lib/display-units'
import type { MortgageTerms } from './mortgage'
import { mortgageMessages } from './messages'

/** What a person types into the calculator: text, as the fields hold it. */
export type MortgageFields = {
  homePrice: string
  downPaymentPct: string
  interestRatePct: string
  termYears: string
}

export type MortgageErrors = Partial<Record<keyof MortgageFields, string>>

/** "1,250,000", "$1250000", "€1 250 000" and " 6.5 " read as numbers; anything else (letters, "", "1e5") does not. */
function readNumber(value: string) {
  const cleaned = value.replace(/[$€£,%\s]|CHF|AED/gi, '')
  return /^\d+(\.\d+)?$|^\.\d+$/.test(cleaned) ? Number(cleaned) : Number.NaN
}

/** The fields' terms, or a message for each field that is out of range. */
export function readMortgageFields(
  fields: MortgageFields,
  /** The currency the home price is typed in: its limit is the dollars' converted. */
  money: Money = dollars,
): { terms: MortgageTerms; errors?: undefined } | { terms?: undefined; errors: MortgageErrors } {
  const errors: MortgageErrors = {}
  const homePrice = readNumber(fields.homePrice)
  if (!(homePrice > 0)) errors.homePrice = mortgageMessages.priceInvalidIn(money.currency)
  else if (homePrice > Math.floor(mortgage.maxHomePrice * money.perDollar))
    errors.homePrice = mortgageMessages.priceTooHighIn(money)
  const downPaymentPct = readNumber(fields.downPaymentPct)
  if (!(downPaymentPct >= 0 && downPaymentPct <= 100))
    errors.downPaymentPct = mortgageMessages.downPaymentInvalid
  const interestRatePct = readNumber(fields.interestRatePct)
  if (!(interestRatePct >= 0 && interestRatePct <= mortgage.maxInterestRatePct))
    errors.interestRatePct = mortgageMessages.rateInvalid
  const termYears = Number(fields.termYears)
  const term = mortgage.termChoices.find((choice) => choice === termYears) ?? mortgage.termYears
  if (Object.keys(errors).length > 0) return { errors }
  return { terms: { homePrice, downPaymentPct, interestRatePct, termYears: term } }
}
