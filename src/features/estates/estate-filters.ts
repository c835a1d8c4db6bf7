import { TRANSLATION } from '@/lib/data-language'
import type { Estate } from './estate-schema'
import { availabilities, onTheMarket } from './estate-status'
import { statusName } from './estate-words'
import { availabilityNames, collectionMessages, type RangeTexts } from './messages'

/** What a filter's test may need besides the estate: the visitor's saved estates' ids. */
export type FilterContext = { savedIds: ReadonlySet<string> }

/**
 * Values the data offers (segments, statuses, facilities), chosen in the Filters dialog as
 * checkboxes and written to the address as a repeated parameter (`segment=A&segment=B`).
 */
export type ChoiceFilter = {
  kind: 'choice'
  /** The query's field. */
  key: string
  param: string
  /**
   * The estate's value, which passes when it is any of those chosen, or its values (facilities),
   * which pass when they hold all of those chosen.
   */
  of: (estate: Estate) => string | readonly string[]
  /** Its options A-Z; otherwise in the order the data first has them. */
  sorted?: boolean
  /** Its options in this order (those the data has). */
  order?: readonly string[]
  /**
   * The values that pass while none is chosen (the address has none): otherwise every estate
   * passes. The dialog shows them ticked; choosing exactly them is the address without any.
   */
  byDefault?: readonly string[]
  /** Its field's texts in collectionMessages.filters.fields. */
  texts: keyof typeof collectionMessages.filters.fields
  /**
   * An option's label, when not the value as the data spells it; null where the visitor's language
   * has no word for it: the data's own, marked English.
   */
  label?: (value: string) => string | null
  /**
   * The estate's values as its visitor reads them, in the order `of` gives them, where they may
   * differ from it (a translation, decision 038): the options' labels. Undefined where the estate
   * has no translation of them: an option no estate translates is English (`lang="en"`).
   */
  shown?: (estate: Estate) => string | readonly string[] | undefined
}

/**
 * A lower and an upper bound on a number (price, area), typed in the Filters dialog; each is its
 * own parameter, named as its field (`minPrice=100`).
 */
export type RangeFilter = {
  kind: 'range'
  keys: readonly [min: string, max: string]
  /** Null (a price on request) is in no range: it passes only while neither bound is set. */
  of: (estate: Estate) => number | null
  /**
   * What the bounds measure: the address holds them in the data's units (dollars, square feet),
   * whatever the visitor sees, so a shared or saved search means the same estates in any currency;
   * the dialog shows and takes them in the visitor's.
   */
  unit: 'money' | 'area'
  /** Its field's texts in collectionMessages.filters.fields. */
  texts: RangeTexts
  /**
   * A choice filter's field: the range applies only while exactly one of its values is chosen
   * (a sale's price and a month's rent are not compared); otherwise its bounds are not set.
   */
  within?: 'statuses'
}

/**
 * On or off (`saved=1`), a checkbox beside the search box rather than in the Filters dialog, so
 * not counted on its button.
 */
export type ToggleFilter = {
  kind: 'toggle'
  key: string
  param: string
  test: (context: FilterContext) => (estate: Estate) => boolean
  label: string
  /** Offered to a signed-in visitor only: a guest's address drops it. */
  signedIn: boolean
}

export type EstateFilter = ChoiceFilter | RangeFilter | ToggleFilter

/** The estate's segment and facilities as the data names them in English (decision 038). */
const keysOf = (estate: Estate) => (TRANSLATION && estate.translation?.keys) || estate

/** An estate's segment or facilities in the visitor's words, if its translation has them. */
const translatedOf = (estate: Estate, field: 'segment' | 'facilities') =>
  estate.translation?.english.includes(field) ? undefined : estate[field]

const capitalised = (value: string) => value.charAt(0).toUpperCase() + value.slice(1)
const nameOf = (name: string | null | undefined) => (name ? capitalised(name) : null)

const availabilityName = (value: string): string | undefined =>
  (availabilityNames as Readonly<Record<string, string>>)[value]

/**
 * Every filter of the home page. The query's type, parsing and writing the address, "is filtered",
 * the options the data offers, the tests on an estate, the count on the Filters button and the
 * dialog's fields all come from here: adding a filter is one entry (and its tests). The order is
 * the address's and the dialog's.
 */
export const estateFilters = [
  {
    kind: 'choice',
    key: 'segments',
    param: 'segment',
    // The data's English names, whatever the visitor reads (decision 038): an address means the
    // same estates in every language.
    of: (estate) => keysOf(estate).segment,
    shown: TRANSLATION && ((estate) => translatedOf(estate, 'segment')),
    texts: 'segment',
  },
  {
    kind: 'choice',
    key: 'statuses',
    param: 'status',
    of: (estate) => estate.status,
    texts: 'status',
    // The data's own word in English (the specification's); a known status's name elsewhere.
    label: TRANSLATION ? (status) => nameOf(statusName(status)) : capitalised,
  },
  {
    kind: 'choice',
    key: 'availability',
    param: 'availability',
    of: (estate) => estate.availability,
    order: availabilities,
    byDefault: onTheMarket,
    texts: 'availability',
    // In English the data's own words, as the specification shows them.
    label: TRANSLATION ? (value) => nameOf(availabilityName(value)) : capitalised,
  },
  {
    kind: 'range',
    keys: ['minPrice', 'maxPrice'],
    of: (estate) => estate.price,
    unit: 'money',
    texts: 'price',
    within: 'statuses',
  },
  {
    kind: 'range',
    keys: ['minArea', 'maxArea'],
    of: (estate) => estate.areaSqFt,
    unit: 'area',
    texts: 'area',
  },
  {
    kind: 'choice',
    key: 'facilities',
    param: 'facility',
    of: (estate) => keysOf(estate).facilities,
    shown: TRANSLATION && ((estate) => translatedOf(estate, 'facilities')),
    sorted: true,
    texts: 'facilities',
  },
  {
    kind: 'toggle',
    key: 'saved',
    param: 'saved',
    test:
      ({ savedIds }) =>
      (estate) =>
        savedIds.has(estate.id),
    label: collectionMessages.search.savedOnly,
    signedIn: true,
  },
] as const satisfies readonly EstateFilter[]

type Table = (typeof estateFilters)[number]
type ChoiceKey = Extract<Table, { kind: 'choice' }>['key']
type RangeKey = Extract<Table, { kind: 'range' }>['keys'][number]
type ToggleKey = Extract<Table, { kind: 'toggle' }>['key']

/** The value of every filter, by its field. */
export type EstateFilterValues = { [K in ChoiceKey]: string[] } & {
  [K in RangeKey]: number | null
} & { [K in ToggleKey]: boolean }

/**
 * The values each choice filter can offer, by its field; in a translated build, the words the
 * visitor reads for those an estate's translation gives (`labels`).
 */
export type EstateFacets = { [K in ChoiceKey]: string[] } & { labels?: Map<string, string> }

/** One filter's new value, typed by its field (a computed key alone is not checked). */
export const patchOf = <K extends keyof EstateFilterValues>(key: K, value: EstateFilterValues[K]) =>
  ({ [key]: value }) as Pick<EstateFilterValues, K>

/** "2500000", "2,500,000" or "$2 500 000"; anything else (or negative, or not finite) is no bound. */
export function parseAmount(value: string | null | undefined): number | null {
  if (value == null) return null
  const cleaned = value.replace(/[$,\s_]/g, '')
  if (!/^\d+(\.\d+)?$/.test(cleaned)) return null
  const amount = Number(cleaned)
  return Number.isFinite(amount) ? amount : null
}

const unique = (values: string[]) => [
  ...new Set(values.map((value) => value.trim()).filter(Boolean)),
]

/** Exactly the default values chosen: none, as the address without the filter says. */
export function withoutDefault({ byDefault }: ChoiceFilter, chosen: string[]) {
  if (!byDefault) return chosen
  const same =
    chosen.length === byDefault.length && byDefault.every((value) => chosen.includes(value))
  return same ? [] : chosen
}

/** The values a choice filter lets through: those chosen, or its default while none is. */
export const effectiveChoice = ({ byDefault }: ChoiceFilter, chosen: readonly string[]) =>
  chosen.length === 0 && byDefault ? byDefault : chosen

/** Whether a range applies: a range `within` a choice needs exactly one of its values chosen. */
export const rangeApplies = ({ within }: RangeFilter, values: EstateFilterValues) =>
  within === undefined || values[within].length === 1

/** A lower bound above its upper bound: the visitor meant the range between them. */
function orderedRange(min: number | null, max: number | null): [number | null, number | null] {
  return min !== null && max !== null && min > max ? [max, min] : [min, max]
}

/** The filters an address asks for; nonsense in it is dropped or corrected, never an error. */
export function parseFilters(params: URLSearchParams): EstateFilterValues {
  const values = {} as EstateFilterValues // every field is set below, by its descriptor
  for (const filter of estateFilters) {
    if (filter.kind === 'choice')
      values[filter.key] = withoutDefault(filter, unique(params.getAll(filter.param)))
    else if (filter.kind === 'range')
      for (const key of filter.keys) values[key] = parseAmount(params.get(key))
    else values[filter.key] = params.get(filter.param) === '1'
  }
  return withOrderedRanges(values)
}

/** Every filter off: what the empty address asks for. */
export const emptyFilters = () => parseFilters(new URLSearchParams())

/** Appends the filters that are set to `params`, in the table's order. */
export function serialiseFilters(values: EstateFilterValues, params: URLSearchParams) {
  for (const filter of estateFilters) {
    if (filter.kind === 'choice')
      values[filter.key].forEach((value) => params.append(filter.param, value))
    else if (filter.kind === 'range') {
      if (!rangeApplies(filter, values)) continue
      for (const key of filter.keys) {
        const bound = values[key]
        if (bound !== null) params.append(key, String(bound))
      }
    } else if (values[filter.key]) params.append(filter.param, '1')
  }
}

/** How many values a filter has set: a choice's values, a range's bounds, a toggle's 1. */
export function setCount(filter: Table, values: EstateFilterValues) {
  if (filter.kind === 'choice') return values[filter.key].length
  if (filter.kind === 'range')
    return rangeApplies(filter, values)
      ? filter.keys.filter((key) => values[key] !== null).length
      : 0
  return values[filter.key] ? 1 : 0
}

/** How many values the Filters dialog's filters have set, for its button (toggles are beside it). */
export const dialogFilterCount = (values: EstateFilterValues) =>
  estateFilters.reduce(
    (count, filter) => (filter.kind === 'toggle' ? count : count + setCount(filter, values)),
    0,
  )

/** A test per filter that is set. */
export function filterTests(values: EstateFilterValues, context: FilterContext) {
  const tests: ((estate: Estate) => boolean)[] = []
  for (const filter of estateFilters) {
    if (filter.kind === 'choice') {
      const chosen = effectiveChoice(filter, values[filter.key])
      if (chosen.length) tests.push(choiceTest(filter, chosen))
      continue
    }
    if (!setCount(filter, values)) continue
    if (filter.kind === 'range') {
      const [min, max] = filter.keys.map((key) => values[key])
      tests.push((estate) => {
        const value = filter.of(estate)
        return value !== null && (min == null || value >= min) && (max == null || value <= max)
      })
    } else tests.push(filter.test(context))
  }
  return tests
}

function choiceTest({ of }: ChoiceFilter, chosen: readonly string[]) {
  const wanted = new Set(chosen)
  return (estate: Estate) => {
    const value = of(estate)
    return typeof value === 'string'
      ? wanted.has(value)
      : chosen.every((one) => value.includes(one))
  }
}

/** The values each choice filter can offer: in the data's order, or A-Z where it says so. */
export function facetsOf(estates: readonly Estate[]): EstateFacets {
  const facets = {} as EstateFacets // every field is set below, by its descriptor
  for (const filter of estateFilters) {
    if (filter.kind !== 'choice') continue
    const seen = new Set<string>()
    const { shown } = filter as ChoiceFilter
    for (const estate of estates) {
      const value = filter.of(estate)
      if (typeof value === 'string') seen.add(value)
      else value.forEach((one) => seen.add(one))
      const translated = TRANSLATION && shown && estate.translation ? shown(estate) : undefined
      if (translated !== undefined) {
        const words = [translated].flat()
        ;[value]
          .flat()
          .forEach((one, at) => (facets.labels ??= new Map()).set(one, words[at] ?? one))
      }
    }
    const options = [...seen]
    const { sorted, order } = filter as ChoiceFilter
    facets[filter.key] = order
      ? order.filter((value) => seen.has(value))
      : sorted
        ? options.sort((a, b) => a.localeCompare(b, 'en'))
        : options
  }
  return facets
}

/**
 * The filters with only values the data has, spelt as the data spells them (`segment=apartments`
 * means "Apartments"): a value no estate has would only ever show an empty page.
 */
export function restrictToFacets<T extends EstateFilterValues>(values: T, facets: EstateFacets): T {
  const known: Partial<EstateFilterValues> = {}
  for (const filter of estateFilters) {
    if (filter.kind !== 'choice') continue
    const byKey = new Map(facets[filter.key].map((value) => [value.toLocaleLowerCase('en'), value]))
    known[filter.key] = withoutDefault(
      filter,
      unique(values[filter.key].flatMap((value) => byKey.get(value.toLocaleLowerCase('en')) ?? [])),
    )
  }
  return { ...values, ...known }
}

/**
 * The filters a visitor may ask for: "Saved only" is a signed-in visitor's, so a guest's address
 * drops it, as it drops any other value the page cannot show.
 */
export function restrictToVisitor<T extends EstateFilterValues>(values: T, signedIn: boolean): T {
  if (signedIn) return values
  const dropped: Partial<EstateFilterValues> = {}
  for (const filter of estateFilters)
    if (filter.kind === 'toggle' && filter.signedIn) dropped[filter.key] = false
  return { ...values, ...dropped }
}

/** The filters with no lower bound above its upper bound (a half-typed one may be). */
export function withOrderedRanges<T extends EstateFilterValues>(values: T): T {
  const ordered: Partial<EstateFilterValues> = {}
  for (const filter of estateFilters) {
    if (filter.kind !== 'range') continue
    const [min, max] = filter.keys
    ;[ordered[min], ordered[max]] = orderedRange(values[min], values[max])
  }
  return { ...values, ...ordered }
}
