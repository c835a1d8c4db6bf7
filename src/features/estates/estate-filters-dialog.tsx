import { useEffect, useId, useRef, useState, type ReactNode } from 'react'
import {
  effectiveChoice,
  estateFilters,
  parseAmount,
  patchOf,
  rangeApplies,
  withoutDefault,
  type ChoiceFilter,
  type EstateFacets,
  type RangeFilter,
} from './estate-filters'
import { statusIs } from './estate-status'
import { clearedFilters, isFiltered, type EstateQuery } from './estate-query'
import type { QueryChangeKind } from './use-estate-query'
import { TRANSLATION } from '@/lib/data-language'
import { useDisplay } from '@/lib/display-choice'
import { areaUnitWords, convertArea, currencySigns } from '@/lib/format'
import { collectionMessages, type FieldTexts } from './messages'

/** Bounds to cents (or hundredths of a unit): a converted bound reads back as it was typed. */
const hundredths = (value: number) => Math.round(value * 100) / 100

export type FiltersDialogProps = {
  open: boolean
  onClose: () => void
  query: EstateQuery
  facets: EstateFacets | null
  matchCount: number | null
  onChange: (query: EstateQuery, kind: QueryChangeKind) => void
  onCommit: () => void
}

const fieldClass =
  'input bg-base-100 border-base-300 focus-within:border-gold-deep h-11 w-full rounded-field'

/**
 * The filters, in a modal dialog: a sheet rising from the bottom on a phone, a panel at the side
 * on larger screens. Loaded when first wanted (see EstateSearchPanel), so the list costs none of it.
 */
export default function FiltersDialog({
  open,
  onClose,
  query,
  facets,
  matchCount,
  onChange,
  onCommit,
}: FiltersDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null)
  const set = (patch: Partial<EstateQuery>, kind: QueryChangeKind = 'choice') =>
    onChange({ ...query, ...patch }, kind)
  useEffect(() => {
    const element = dialog.current
    if (!element) return
    if (open && !element.open) element.showModal()
    if (!open && element.open) element.close()
  }, [open])

  // The backdrop click is a pointer shortcut; the keyboard closes the dialog with Escape.
  return (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialog}
      aria-labelledby="filters-title"
      onClose={onClose}
      // A sheet rising from the bottom on a phone, a panel at the side on larger screens.
      className="bg-base-100 text-base-content fixed inset-x-0 top-auto bottom-0 m-0 max-h-[88dvh] w-full max-w-none rounded-t-box p-0 shadow-2xl backdrop:bg-black/40 sm:inset-y-0 sm:right-0 sm:left-auto sm:h-dvh sm:max-h-none sm:w-[26rem] sm:rounded-none"
      onClick={(event) => {
        // A click on the backdrop (the dialog itself, outside its content) closes it.
        if (event.target === event.currentTarget) event.currentTarget.close()
      }}
    >
      <div className="flex max-h-[inherit] flex-col sm:h-full">
        <div className="border-base-300 flex items-center justify-between border-b px-6 py-4">
          <h2 id="filters-title" className="text-2xl">
            {collectionMessages.filters.title}
          </h2>
          <button
            type="button"
            className="btn btn-ghost btn-sm"
            onClick={() => dialog.current?.close()}
          >
            {collectionMessages.filters.close}
          </button>
        </div>
        <div className="flex-1 space-y-7 overflow-y-auto px-6 py-6">
          {facets ? (
            <FilterFields query={query} facets={facets} set={set} onCommit={onCommit} />
          ) : (
            <p>{collectionMessages.filters.waiting}</p>
          )}
        </div>
        <div className="border-base-300 flex flex-wrap items-center justify-between gap-3 border-t px-6 py-4">
          {isFiltered(query) ? (
            <button
              type="button"
              className="btn btn-ghost"
              onClick={() => onChange(clearedFilters(query), 'choice')}
            >
              {collectionMessages.search.clear}
            </button>
          ) : (
            <span />
          )}
          <button type="button" className="btn btn-primary" onClick={() => dialog.current?.close()}>
            {matchCount === null
              ? collectionMessages.filters.show
              : collectionMessages.filters.showCount(matchCount)}
          </button>
        </div>
      </div>
    </dialog>
  )
}

type FieldsProps = {
  query: EstateQuery
  facets: EstateFacets
  set: (patch: Partial<EstateQuery>, kind?: QueryChangeKind) => void
  onCommit: () => void
}

/** The table's filters, in its order; its toggles are beside the search box, not here. */
function FilterFields({ query, facets, set, onCommit }: FieldsProps) {
  const toggle = (values: string[], value: string, on: boolean) =>
    on ? [...values, value] : values.filter((v) => v !== value)
  return estateFilters.map((filter) => {
    if (filter.kind === 'choice') {
      // A filter with a default shows it ticked while none is chosen.
      const chosen = [...effectiveChoice(filter, query[filter.key])]
      return (
        <Choices
          key={filter.key}
          filter={filter}
          options={facets[filter.key]}
          labels={facets.labels}
          chosen={chosen}
          onToggle={(value, on) =>
            set(patchOf(filter.key, withoutDefault(filter, toggle(chosen, value, on))))
          }
        />
      )
    }
    if (filter.kind === 'range') {
      const [min, max] = filter.keys
      const { within } = filter as RangeFilter
      return (
        <Range
          key={min}
          filter={filter}
          applies={rangeApplies(filter, query)}
          withinValue={within ? query[within][0] : undefined}
          min={query[min]}
          max={query[max]}
          onChange={(from, to) => set({ ...patchOf(min, from), ...patchOf(max, to) }, 'editing')}
          onCommit={onCommit}
        />
      )
    }
    return null
  })
}

function Fieldset({
  legend,
  hint,
  children,
}: {
  legend: string
  hint?: string
  children: ReactNode
}) {
  return (
    <fieldset>
      <legend className="font-display mb-3 text-lg">{legend}</legend>
      {hint ? <p className="text-base-content/70 -mt-2 mb-3 text-sm">{hint}</p> : null}
      {children}
    </fieldset>
  )
}

function Choices({
  filter: { texts, label = (value) => value, shown },
  options,
  labels,
  chosen,
  onToggle,
}: {
  filter: ChoiceFilter
  options: string[]
  labels: EstateFacets['labels']
  chosen: string[]
  onToggle: (value: string, on: boolean) => void
}) {
  const { legend, hint }: FieldTexts = collectionMessages.filters.fields[texts]
  return (
    <Fieldset legend={legend} hint={hint}>
      <div className="grid grid-cols-1 gap-x-4 gap-y-1 sm:grid-cols-2">
        {options.map((option) => {
          const word = labels?.get(option) ?? label(option)
          // An option no translation names is the data's English, and says so.
          const english = TRANSLATION && (shown ? !labels?.has(option) : word === null)
          return (
            <label key={option} className="flex min-h-9 cursor-pointer items-center gap-3 text-sm">
              <input
                type="checkbox"
                checked={chosen.includes(option)}
                onChange={(event) => onToggle(option, event.target.checked)}
                className="accent-primary size-4"
              />
              <span lang={english ? 'en' : undefined}>{word ?? option}</span>
            </label>
          )
        })}
      </div>
    </Fieldset>
  )
}

function Range({
  filter,
  applies,
  withinValue,
  min,
  max,
  onChange,
  onCommit,
}: {
  filter: RangeFilter
  /** False: its `within` choice has not exactly one value; it says so in place of its fields. */
  applies: boolean
  /** That one value, which may name the field ("Monthly rent"). */
  withinValue?: string
  min: number | null
  max: number | null
  onChange: (min: number | null, max: number | null) => void
  onCommit: () => void
}) {
  const { legend, from, to, legendIn, rentLegendIn, notWithin }: FieldTexts =
    collectionMessages.filters.fields[filter.texts]
  const display = useDisplay()
  const money = filter.unit === 'money'
  // Visitor's units per unit of the data's.
  const factor = money ? display.money.perDollar : convertArea(1, display.area)
  const sign = money ? currencySigns[display.money.currency] : areaUnitWords[display.area].legend
  const shown = (value: number | null) =>
    value === null || factor === 1 ? value : hundredths(value * factor)
  const stored = (value: number | null) =>
    value === null || factor === 1 ? value : hundredths(value / factor)
  // A price within the status Rent is a month's rent.
  const inUnit = (withinValue && statusIs(withinValue, 'rent') && rentLegendIn) || legendIn
  if (!applies)
    return (
      <Fieldset legend={legend}>
        <p className="text-base-content/70 text-sm">{notWithin}</p>
      </Fieldset>
    )
  return (
    <Fieldset legend={inUnit ? inUnit(sign) : legend}>
      <div className="grid grid-cols-2 gap-3">
        <AmountField
          label={from}
          value={shown(min)}
          onChange={(value) => onChange(stored(value), max)}
          onCommit={onCommit}
        />
        <AmountField
          label={to}
          value={shown(max)}
          onChange={(value) => onChange(min, stored(value))}
          onCommit={onCommit}
        />
      </div>
    </Fieldset>
  )
}

/** A number as typed ("2,500,000" included); the query holds the number, the field the text. */
function AmountField({
  label,
  value,
  onChange,
  onCommit,
}: {
  label: string
  value: number | null
  onChange: (value: number | null) => void
  onCommit: () => void
}) {
  const [text, setText] = useState(value === null ? '' : String(value))
  const id = useId()
  // The address changed under the field (Back, Clear filters): show what it now says.
  if (
    parseAmount(text) !== value &&
    !(value === null && text.trim() !== '' && parseAmount(text) === null)
  ) {
    setText(value === null ? '' : String(value))
  }
  const invalid = text.trim() !== '' && parseAmount(text) === null
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm">
        {label}
      </label>
      <input
        id={id}
        type="text"
        inputMode="numeric"
        value={text}
        aria-invalid={invalid}
        aria-describedby={invalid ? `${id}-error` : undefined}
        onChange={(event) => {
          setText(event.target.value)
          onChange(parseAmount(event.target.value))
        }}
        onBlur={onCommit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') onCommit()
        }}
        className={fieldClass}
      />
      {invalid ? (
        <p id={`${id}-error`} className="text-error text-sm">
          {collectionMessages.filters.notANumber}
        </p>
      ) : null}
    </div>
  )
}
