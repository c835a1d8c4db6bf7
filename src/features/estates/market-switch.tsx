import { collectionMessages } from './messages'
import type { EstateQuery } from './estate-query'
import { inPortfolio } from './estate-status'
import type { QueryChangeKind } from './use-estate-query'

const texts = collectionMessages.market

/** The query's Availability is the portfolio's: sold or let estates only. */
export const showsPortfolio = ({ availability }: Pick<EstateQuery, 'availability'>) =>
  availability.length > 0 &&
  availability.every((value) => (inPortfolio as readonly string[]).includes(value))

/**
 * The way into the agency's portfolio: the Availability filter set to sold and let, with its own
 * heading; "On the market" is that filter's default. Other choices of it are the Filters dialog's.
 */
export function MarketSwitch({
  query,
  onChange,
}: {
  query: EstateQuery
  onChange: (query: EstateQuery, kind: QueryChangeKind) => void
}) {
  const portfolio = showsPortfolio(query)
  const options = [
    { label: texts.onTheMarket, pressed: query.availability.length === 0, availability: [] },
    { label: texts.portfolio, pressed: portfolio, availability: [...inPortfolio] },
  ]
  return (
    <div className="mb-8 flex flex-col items-center gap-8 text-center">
      <div role="group" aria-label={texts.label} className="flex">
        {options.map(({ label, pressed, availability }) => (
          <button
            key={label}
            type="button"
            aria-pressed={pressed}
            onClick={() => onChange({ ...query, availability }, 'choice')}
            className={`btn h-11 min-w-36 first:rounded-r-none last:rounded-l-none ${pressed ? 'btn-primary' : 'btn-outline btn-primary'}`}
          >
            {label}
          </button>
        ))}
      </div>
      {portfolio ? (
        <div className="max-w-2xl">
          <h3 className="text-3xl">{texts.portfolioHeading}</h3>
          <p className="text-base-content/75 mt-3">{texts.portfolioIntro}</p>
        </div>
      ) : null}
    </div>
  )
}
