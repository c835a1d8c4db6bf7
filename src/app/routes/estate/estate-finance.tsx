import { estatePageMessages } from '@/features/estates/messages'
import type { Estate } from '@/features/estates/estate-schema'
import { MortgageCalculator } from '@/features/mortgage/mortgage-calculator'
import type { Display } from '@/lib/display-units'

/**
 * A mortgage is for a sale on the market: a month's rent has none, and a sold or let estate stays
 * as the agency's portfolio, saying so.
 */
export function EstateFinance({
  estate,
  display,
  portfolio,
}: {
  estate: Estate
  display: Display
  portfolio: 'sold' | 'let' | null
}) {
  if (portfolio)
    return (
      <div className="mx-auto max-w-5xl px-5 pt-14 sm:px-8">
        <p className="bg-base-200 rounded-box p-7 text-lg">
          {estatePageMessages.inPortfolio[portfolio]}
        </p>
      </div>
    )
  if (estate.monthly) return null
  return (
    <div className="mx-auto max-w-5xl px-5 pt-14 sm:px-8 print:hidden">
      {estate.price === null ? (
        <p className="bg-base-200 rounded-box p-7">{estatePageMessages.mortgageOnRequest}</p>
      ) : (
        <MortgageCalculator
          key={display.money.currency}
          price={estate.price}
          money={display.money}
        />
      )}
    </div>
  )
}
