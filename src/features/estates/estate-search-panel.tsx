import { useState, type ReactNode } from 'react'
import { lazyPart, useLazyPart } from '@/components/lazy-part'
import { useStaticShell } from '@/lib/static-shell'
import { dialogFilterCount, estateFilters, patchOf, type EstateFacets } from './estate-filters'
import { estateSorts, type EstateQuery, type EstateSort } from './estate-query'
import type { QueryChangeKind } from './use-estate-query'
import { collectionMessages } from './messages'

/** The filters dialog loads when it is first wanted (or about to be), and stays for next time. */
const filtersDialog = lazyPart(() =>
  import('./estate-filters-dialog').then((module) => module.default),
)

type PanelProps = {
  query: EstateQuery
  /** The filters' options; null while the estates load. */
  facets: EstateFacets | null
  /** Matches of the query, shown on the dialog's closing button; null while loading. */
  matchCount: number | null
  onChange: (query: EstateQuery, kind: QueryChangeKind) => void
  /** What is being typed goes to the address now (a field left, Enter pressed). */
  onCommit: () => void
  /** The pointer or the focus is on the "Map" switch: its code can start loading. */
  onMapIntent?: () => void
  /** Offers the signed-in visitor's filters ("Saved only"). */
  savedFilter?: boolean
  /** The visitor's currency and area unit, beside the sort (the page brings it). */
  displaySwitch?: ReactNode
}

const sortLabels: Record<EstateSort, string> = collectionMessages.search.sort

const fieldClass =
  'input bg-base-100 border-base-300 focus-within:border-gold-deep h-11 w-full rounded-field'

/**
 * The search box, the filters (a dialog: a sheet on a phone), the sort and the list/map switch.
 * Every control shows the query it is given: the address is the state.
 */
export function EstateSearchPanel({
  query,
  facets,
  matchCount,
  onChange,
  onCommit,
  onMapIntent,
  savedFilter = false,
  displaySwitch,
}: PanelProps) {
  // The static first screen's copy, drawn before the app runs: it takes no input.
  const inert = useStaticShell()
  const dialog = useLazyPart(filtersDialog, { now: false })
  const FiltersDialog = dialog.value
  const [dialogOpen, setDialogOpen] = useState(false)
  const openDialog = () =>
    dialog.load().then(
      () => setDialogOpen(true),
      () => undefined, // said below the buttons; pressing Filters again retries
    )
  const set = (patch: Partial<EstateQuery>, kind: QueryChangeKind = 'choice') =>
    onChange({ ...query, ...patch }, kind)
  const active = dialogFilterCount(query)

  return (
    <div className="mb-10 flex flex-col gap-3 lg:flex-row lg:items-end">
      <label className="flex min-w-0 flex-1 flex-col gap-1.5">
        <span className="text-sm font-semibold">{collectionMessages.search.label}</span>
        <span className={fieldClass}>
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4 opacity-60">
            <path
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              d="m20 20-4.3-4.3M10.5 18a7.5 7.5 0 1 1 0-15 7.5 7.5 0 0 1 0 15Z"
            />
          </svg>
          <input
            type="search"
            name="q"
            value={query.q}
            placeholder={collectionMessages.search.placeholder}
            autoComplete="off"
            enterKeyHint="search"
            onChange={(event) => set({ q: event.target.value }, 'typing')}
            onBlur={onCommit}
            onKeyDown={(event) => {
              if (event.key === 'Enter') onCommit()
            }}
            className="grow"
          />
        </span>
      </label>
      <div className="flex flex-wrap items-end gap-3">
        <button
          type="button"
          className="btn btn-outline btn-primary h-11"
          aria-haspopup="dialog"
          onPointerEnter={filtersDialog.preload}
          onFocus={filtersDialog.preload}
          onClick={openDialog}
        >
          {collectionMessages.search.filters}
          {active > 0 ? (
            <span className="badge badge-sm bg-gold-deep text-white border-none">
              <span className="sr-only">{collectionMessages.search.filtersSet.before}</span>
              {active}
              <span className="sr-only">{collectionMessages.search.filtersSet.after}</span>
            </span>
          ) : null}
        </button>
        {estateFilters.map((filter) =>
          filter.kind !== 'toggle' || (filter.signedIn && !savedFilter && !inert) ? null : (
            <label
              key={filter.key}
              // The static shell cannot know the visitor: it keeps the place for a cached session
              // (marked before the first paint), so nothing moves when the app takes over.
              className={`border-base-300 bg-base-100 rounded-field h-11 cursor-pointer items-center gap-2.5 border px-4 text-sm font-semibold ${inert && filter.signedIn ? 'hidden [.has-session_&]:flex' : 'flex'}`}
            >
              <input
                type="checkbox"
                name={filter.param}
                disabled={inert}
                checked={query[filter.key]}
                onChange={(event) => set(patchOf(filter.key, event.target.checked))}
                className="accent-primary size-4"
              />
              {filter.label}
            </label>
          ),
        )}
        <label className="flex flex-col gap-1.5">
          <span className="text-sm font-semibold">{collectionMessages.search.sortBy}</span>
          <select
            name="sort"
            disabled={inert}
            value={query.sort}
            onChange={(event) => set({ sort: event.target.value as EstateSort })}
            className={`${fieldClass} pr-8`}
          >
            {estateSorts.map((sort) => (
              <option key={sort} value={sort}>
                {sortLabels[sort]}
              </option>
            ))}
          </select>
        </label>
        <ViewSwitch
          view={query.view}
          onSelect={(view) => set({ view }, 'view')}
          onMapIntent={onMapIntent}
        />
        {displaySwitch}
      </div>
      {dialog.status === 'failed' ? (
        <p role="alert" className="text-error text-sm lg:basis-full">
          {collectionMessages.search.filtersLoadFailed}
        </p>
      ) : null}
      {FiltersDialog ? (
        <FiltersDialog
          open={dialogOpen}
          onClose={() => setDialogOpen(false)}
          query={query}
          facets={facets}
          matchCount={matchCount}
          onChange={onChange}
          onCommit={onCommit}
        />
      ) : null}
    </div>
  )
}

function ViewSwitch({
  view,
  onSelect,
  onMapIntent,
}: {
  view: EstateQuery['view']
  onSelect: (view: EstateQuery['view']) => void
  onMapIntent?: () => void
}) {
  return (
    <div role="group" aria-label={collectionMessages.search.view} className="flex">
      {(['list', 'map'] as const).map((option) => (
        <button
          key={option}
          type="button"
          aria-pressed={view === option}
          onClick={() => onSelect(option)}
          onPointerEnter={option === 'map' ? onMapIntent : undefined}
          onFocus={option === 'map' ? onMapIntent : undefined}
          className={`btn h-11 first:rounded-r-none last:rounded-l-none ${view === option ? 'btn-primary' : 'btn-outline btn-primary'}`}
        >
          {collectionMessages.search[option]}
        </button>
      ))}
    </div>
  )
}
