import { toast } from '@/components/toast'
import { lazyPart, WhenLoaded } from '@/components/lazy-part'
import { compareSelection, useComparePicks, type ComparePick } from './compare-selection'
import { compareToggleMessages as messages } from './messages'

/** "Compare", pressed while the estate is picked; a fifth pick is refused with a toast. */
export function CompareToggle({
  estate,
  onPage = false,
}: {
  estate: ComparePick
  /** Among the estate page's buttons (Share, Print): their size and outline. */
  onPage?: boolean
}) {
  const picked = useComparePicks().some((pick) => pick.id === estate.id)
  const toggle = () => {
    const result = compareSelection.toggle(estate)
    if (result === 'full') toast.error(messages.full(estate.title))
    else if (result === 'failed') toast.error(messages.failed)
  }
  return (
    <button
      type="button"
      aria-pressed={picked}
      aria-label={messages.label(estate.title)}
      onClick={toggle}
      className={`btn gap-2 ${onPage ? '' : 'btn-sm'} ${picked ? 'btn-primary' : onPage ? 'btn-outline btn-primary' : 'btn-ghost'}`}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 16 16"
        className="size-4"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
      >
        <rect x="1.5" y="1.5" width="13" height="13" rx="2" />
        {picked ? <path d="m4.5 8.2 2.3 2.3 4.7-5" /> : null}
      </svg>
      {messages.compare}
    </button>
  )
}

/** For the compare page, which imports it from here: the cards' chunk, not a file of its own. */
export { compareSelection }

/** For grids: one function for every card, so memoised cards stay memoised. */
export const renderCompareToggle = (estate: ComparePick) => <CompareToggle estate={estate} />

// The bar loads with the first pick: a visitor who compares nothing never downloads it.
const compareBar = lazyPart(() => import('./compare-bar').then((module) => module))

/** Where the pages with compare toggles show the bar, once something is picked. */
export function CompareBarSlot() {
  const picks = useComparePicks()
  if (!picks.length) return null
  return (
    <WhenLoaded part={compareBar} fallback={null} failed={messages.barFailed}>
      {({ CompareBar }) => <CompareBar picks={picks} />}
    </WhenLoaded>
  )
}
