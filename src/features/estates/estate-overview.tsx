import { displayMessages } from '@/components/messages'
import { TextWithPart } from '@/components/text-with-part'
import { convertedAt, describeEstate } from './describe-estate'
import { priceFigure } from './estate-words'
import { estatePageMessages, priceOnRequest } from './messages'
import type { Estate } from './estate-schema'
import { langOf } from '@/lib/data-language'
import type { Display } from '@/lib/display-units'

/** The estate's story beside its price (in the visitor's money, at which rates) and facilities. */
export function EstateOverview({ estate, display }: { estate: Estate; display: Display }) {
  const badge = estatePageMessages.availability[estate.availability]
  return (
    <div className="mx-auto grid max-w-5xl gap-12 px-5 pt-14 sm:px-8 lg:grid-cols-[2fr_1fr]">
      <p className="text-base-content/85 text-lg leading-relaxed">
        <TextWithPart
          text={describeEstate(estate, display)}
          part={estate.description}
          lang={langOf(estate.translation, 'description')}
        />
      </p>
      <aside className="bg-base-200 rounded-box p-7">
        {badge ? <p className="badge bg-gold-deep mb-4 border-none text-white">{badge}</p> : null}
        {estate.price === null ? (
          <p className="text-secondary font-display text-3xl">{priceOnRequest}</p>
        ) : (
          <>
            <p className="text-base-content/70 text-sm">{estatePageMessages.price}</p>
            <p className="text-secondary font-display text-3xl">
              {priceFigure(estate.price, estate.monthly, display.money)}
            </p>
            {display.rates ? (
              <p className="text-base-content/70 mt-2 text-sm">
                {convertedAt(display.rates, estate.price, estate.monthly)}
              </p>
            ) : display.problem ? (
              <p className="text-base-content/70 mt-2 text-sm">
                {displayMessages.inDollars[display.problem]}
              </p>
            ) : null}
          </>
        )}
        <h2 className="mt-6 text-xl">{estatePageMessages.facilities}</h2>
        <ul
          className="marker:text-gold mt-3 list-disc space-y-1.5 pl-5"
          lang={langOf(estate.translation, 'facilities')}
        >
          {estate.facilities.map((facility, index) => (
            <li key={`${index}-${facility}`}>{facility}</li>
          ))}
        </ul>
      </aside>
    </div>
  )
}
