import { memo, startTransition, useState, type ReactNode } from 'react'
import { ESTATE_CARDS_PER_TASK, ESTATES_PAGE_SIZE } from '@/config/constants'
import { useStaticShell } from '@/lib/static-shell'
import { useProgressiveList } from '@/lib/use-progressive-list'
import { EstateCard } from './estate-card'
import { EstateCardSkeleton } from './estate-card-skeleton'
import type { Estate } from './estate-schema'
import { estateMessages, collectionMessages } from './messages'

const gridClass = 'grid grid-cols-1 gap-8 md:grid-cols-2 lg:grid-cols-3 lg:gap-10'

const estateKey = (estate: Estate) => estate.id

/**
 * The estates, a page at a time so the page stays light however long the catalogue is. A new list
 * (another search, another sort) starts again at one page; the cards both lists share stay on the
 * page and only the new ones are drawn, a few per task.
 */
export const EstateGrid = memo(function EstateGrid({
  estates,
  cardCorner,
  cardAction,
  firstPageAtOnce = false,
}: {
  estates: Estate[]
  /**
   * The first page drawn in one render: where the app's grid takes the place of the HTML's own
   * cards, which would otherwise shrink to a few and grow back. A prop, not the static shell's
   * context: it is the app's page that knows it replaces them (the home page, while its query is
   * the one the HTML drew); the HTML itself, drawn once, always has the whole first page.
   */
  firstPageAtOnce?: boolean
  /** Drawn on each card's photo (the save toggle): a function defined once, so cards stay memoised. */
  cardCorner?: (estate: Estate) => ReactNode
  /** Drawn beside each card's link (the compare toggle): also defined once. */
  cardAction?: (estate: Estate) => ReactNode
}) {
  const atOnce = useStaticShell() || firstPageAtOnce
  const [pages, setPages] = useState({ estates, count: ESTATES_PAGE_SIZE })
  if (pages.estates !== estates) setPages({ estates, count: ESTATES_PAGE_SIZE })
  const visibleCount = pages.estates === estates ? pages.count : ESTATES_PAGE_SIZE
  const visible = estates.slice(0, visibleCount)
  const drawn = useProgressiveList(
    estates,
    visibleCount,
    ESTATE_CARDS_PER_TASK,
    estateKey,
    atOnce ? ESTATES_PAGE_SIZE : ESTATE_CARDS_PER_TASK,
  )
  if (estates.length === 0) {
    return (
      <p className="bg-base-200 rounded-box px-6 py-12 text-center text-lg">
        {estateMessages.empty}
      </p>
    )
  }
  const remaining = estates.length - visible.length
  return (
    <>
      <div className={gridClass}>
        {visible.slice(0, drawn).map((estate) => (
          <EstateCard
            key={estate.id}
            estate={estate}
            renderCorner={cardCorner}
            renderAction={cardAction}
          />
        ))}
      </div>
      <div className="mt-14 flex flex-col items-center gap-3">
        <p className="text-base-content/70 text-sm" aria-live="polite">
          {collectionMessages.showing(visible.length, estates.length)}
        </p>
        {remaining > 0 ? (
          <button
            type="button"
            className="btn btn-primary btn-outline px-10"
            // A transition without a pending state, so the press paints at once; it draws no card
            // itself (cards are memoised): the new ones follow, a few per task.
            onClick={() =>
              startTransition(() =>
                setPages((now) => ({ ...now, count: now.count + ESTATES_PAGE_SIZE })),
              )
            }
          >
            {collectionMessages.showMore}
          </button>
        ) : null}
      </div>
    </>
  )
})

export function EstateGridSkeleton() {
  return (
    <div aria-busy="true">
      <p role="status" className="sr-only">
        {collectionMessages.loading}
      </p>
      {/* The height of the result count drawn above the cards, so they do not move down. */}
      <div className="mb-6 min-h-8" />
      <div className={gridClass}>
        {Array.from({ length: 6 }, (_, index) => (
          <EstateCardSkeleton key={index} />
        ))}
      </div>
    </div>
  )
}
