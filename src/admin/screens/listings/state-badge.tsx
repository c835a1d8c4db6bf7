import type { ListingState } from '@/features/listings/listing-states'
import { listingWords } from './messages'

const looks: Record<ListingState, string> = {
  draft: 'badge-ghost',
  'in review': 'badge-accent',
  published: 'badge-primary',
  withdrawn: 'badge-neutral',
}

/** A listing's state, as the list and the editor show it. */
export function StateBadge({ state }: { state: ListingState }) {
  return (
    <span className={`badge badge-sm ${looks[state]}`} data-testid="listing-state">
      {listingWords.states[state]}
    </span>
  )
}
