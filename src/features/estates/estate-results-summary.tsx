import type { ReactNode } from 'react'
import { collectionMessages } from './messages'
import type { Estate } from './estate-schema'
/**
 * "16 estates" (and how many have their price on request), announced politely as it changes, with "Clear filters" whenever a filter is set;
 * with no match, the message and the same button instead of an empty grid.
 */
export function EstateResultsSummary({
  estates,
  filtered,
  onClear,
  noMatch = collectionMessages.search.noMatch,
  actions,
}: {
  /** The matches. */
  estates: readonly Estate[]
  filtered: boolean
  onClear: () => void
  /** What an empty result says (by default: nothing matches the search). */
  noMatch?: string
  /** Beside the count, before "Clear filters" (the home page's "Save this search"). */
  actions?: ReactNode
}) {
  const count = estates.length
  const onRequest = estates.filter((estate) => estate.price === null).length
  const clear = (
    <button type="button" className="btn btn-outline btn-primary btn-sm" onClick={onClear}>
      {collectionMessages.search.clear}
    </button>
  )
  return (
    <>
      <div className="mb-6 flex min-h-8 flex-wrap items-center justify-between gap-3">
        <p role="status" className="text-base-content/80 font-semibold">
          {collectionMessages.search.count(count, onRequest)}
        </p>
        <div className="flex flex-wrap items-center gap-2">
          {actions}
          {filtered && count > 0 ? clear : null}
        </div>
      </div>
      {count === 0 && filtered ? (
        <div className="bg-base-200 rounded-box flex flex-col items-center gap-5 px-6 py-14 text-center">
          <p className="text-lg">{noMatch}</p>
          {clear}
        </div>
      ) : null}
    </>
  )
}
