import { memo, type ReactNode } from 'react'
import { SteadyLink } from '@/components/steady-link'
import { imageWidths } from '@/config/constants'
import { paths } from '@/config/paths'
import { responsiveSources } from '@/lib/responsive-image'
import { useDisplay } from '@/lib/display-choice'
import { useStaticShell } from '@/lib/static-shell'
import type { Estate } from './estate-schema'
import { cardPrice, statusName } from './estate-words'
import { availabilityBadge, estateMessages } from './messages'
import { langOf, TRANSLATION } from '@/lib/data-language'

type EstateCardProps = {
  estate: Estate
  /** Draws what sits on the photo's corner (the save toggle); a stable function keeps the memo. */
  renderCorner?: (estate: Estate) => ReactNode
  /** Drawn beside "View Property" (the compare toggle); a stable function keeps the memo. */
  renderAction?: (estate: Estate) => ReactNode
}

/**
 * One estate in the home grid, with every field the spec lists. Memoised, and nothing in it reads
 * the address, so showing more estates or a new search renders only the cards that are new.
 */
/** The spec's status badge, in the visitor's words (the data's own where there are none). */
function StatusBadge({ status }: { status: string }) {
  const name = statusName(status)
  return (
    <span
      lang={name === null ? 'en' : undefined}
      className="badge bg-primary text-primary-content border-none capitalize"
    >
      {name ?? status}
    </span>
  )
}

export const EstateCard = memo(function EstateCard({
  estate,
  renderCorner,
  renderAction,
}: EstateCardProps) {
  // In the static shell, the photo is for a visitor without JavaScript only: with it, the app's
  // own card brings the photo, so the HTML's cards do not compete with the page's first photo.
  const photoWithoutScriptOnly = useStaticShell()
  const display = useDisplay()
  const image = responsiveSources(estate.image, imageWidths.estate)
  const titleId = `estate-${estate.id}-title`
  const badge = availabilityBadge[estate.availability]
  const photo = (
    <img
      {...image}
      sizes="(min-width: 1320px) 420px, (min-width: 1024px) 32vw, (min-width: 768px) 48vw, 100vw"
      width={1200}
      height={800}
      alt=""
      loading="lazy"
      decoding="async"
      className="size-full object-cover"
    />
  )
  return (
    <article
      aria-labelledby={titleId}
      className="group bg-base-100 render-when-near flex flex-col overflow-hidden rounded-box shadow-[0_1px_2px_rgb(28_34_48/0.06),0_12px_32px_-12px_rgb(28_34_48/0.18)] transition duration-300 hover:-translate-y-1 hover:shadow-[0_2px_4px_rgb(28_34_48/0.08),0_24px_48px_-16px_rgb(28_34_48/0.28)] motion-reduce:transition-none motion-reduce:hover:translate-y-0"
    >
      <div className="bg-base-300 relative aspect-[3/2] overflow-hidden">
        {photoWithoutScriptOnly ? <noscript>{photo}</noscript> : photo}
        <div className="absolute top-4 right-18 left-4 flex flex-wrap gap-2">
          <StatusBadge status={estate.status} />
          {badge ? (
            <span className="badge bg-gold-deep border-none text-white">{badge}</span>
          ) : null}
          <span
            className="badge bg-base-100/95 text-base-content border-none"
            lang={langOf(estate.translation, 'location')}
          >
            {estate.location}
          </span>
        </div>
        {renderCorner ? <div className="absolute top-3 right-3">{renderCorner(estate)}</div> : null}
      </div>
      <div className="flex flex-1 flex-col gap-4 p-6 sm:p-7">
        <p className="text-base-content/70 flex items-baseline justify-between gap-3 text-sm">
          <span>{estateMessages.card.area(estate.areaSqFt, display)}</span>
          <span>{estateMessages.card.id(estate.id)}</span>
        </p>
        <h3 id={titleId} className="text-2xl" lang={langOf(estate.translation, 'title')}>
          {estate.title}
        </h3>
        <p className="text-secondary text-lg font-semibold">{cardPrice(estate, display.money)}</p>
        <p className="text-base-content/80" lang={langOf(estate.translation, 'description')}>
          {estate.description}
        </p>
        <p className="text-sm">
          <span className="font-semibold">{estateMessages.card.segment}</span>{' '}
          {/* Its own element only where it may need its own lang: not in English's bytes. */}
          {TRANSLATION ? (
            <span lang={langOf(estate.translation, 'segment')}>{estate.segment}</span>
          ) : (
            estate.segment
          )}
        </p>
        <ul
          className="text-base-content/80 list-disc space-y-1 pl-5 text-sm marker:text-gold"
          lang={langOf(estate.translation, 'facilities')}
        >
          {estate.facilities.map((facility, index) => (
            <li key={`${index}-${facility}`}>{facility}</li>
          ))}
        </ul>
        <div className="mt-auto flex flex-wrap items-center justify-between gap-3">
          <SteadyLink
            to={paths.estate.href(estate.id)}
            className="btn btn-outline btn-primary"
            aria-label={estateMessages.card.viewLabel(estate.title)}
          >
            {estateMessages.card.view}
          </SteadyLink>
          {renderAction?.(estate)}
        </div>
      </div>
    </article>
  )
})
