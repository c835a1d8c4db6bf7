import fc from 'fast-check'
import { estateRecord } from '@/testing/estate-records'
import { PROPERTY_RUNS } from '@/testing/property-runs'
import type { Estate } from './estate-schema'
import { facetsOf } from './estate-filters'
import { availabilities, inPortfolio, onTheMarket } from './estate-status'
import { estateSorts, type EstateQuery } from './estate-query'
import { filterEstates, findEstates, sortEstates } from './filter-estates'
import { parseEstates } from './parse-estates'

// A small vocabulary, so generated filters and estates often meet.
const segments = ['Apartments', 'Townhouses', 'Family Homes']
const statuses = ['sale', 'rent']
const facilities = ['Pool', 'Garden', 'Lake view', 'Concierge']
const words = ['zürich', 'Zurich', 'LAKE', 'villa', 'Genève', 'geneve', 'São', 'sao', 'harbour']

const estateArb: fc.Arbitrary<Estate> = fc
  .record({
    id: fc.uuid(),
    image: fc.constant<string>('/images/x.avif'),
    status: fc.constantFrom(...statuses),
    location: fc.constantFrom<string>('Zürich, Switzerland', 'Genève', 'São Paulo', 'London'),
    // Small ranges, so bounds often equal a value and the edges get tested.
    areaSqFt: fc.integer({ min: 1, max: 20 }),
    title: fc.array(fc.constantFrom(...words), { maxLength: 3 }).map((parts) => parts.join(' ')),
    // null: on request.
    price: fc.option(fc.integer({ min: 0, max: 20 }), { nil: null, freq: 4 }),
    description: fc
      .array(fc.constantFrom(...words), { maxLength: 4 })
      .map((parts) => parts.join(' ')),
    segment: fc.constantFrom(...segments),
    facilities: fc.uniqueArray(fc.constantFrom(...facilities), { maxLength: 3 }),
    coordinates: fc.constant<Estate['coordinates']>(null),
    images: fc.constant<Estate['images']>([]),
    agent: fc.constant<Estate['agent']>(null),
    locationPrecision: fc.constant<Estate['locationPrecision']>('exact'),
    floorPlans: fc.constant<Estate['floorPlans']>([]),
    film: fc.constant<Estate['film']>(null),
    tour: fc.constant<Estate['tour']>(null),
    availability: fc.constantFrom(...availabilities),
  })
  // As the schema reads them: a rent's price is a month's, a rent is let and a sale sold.
  .map((estate) => ({
    ...estate,
    monthly: estate.status === 'rent',
    availability:
      estate.status === 'rent' && estate.availability === 'sold'
        ? 'let'
        : estate.status === 'sale' && estate.availability === 'let'
          ? 'sold'
          : estate.availability,
  }))

const bound = fc.option(fc.integer({ min: 0, max: 21 }), { nil: null })
const queryArb = fc.record({
  q: fc
    .array(fc.constantFrom(...words, 'swit', 'pool', 'APART', ''), { maxLength: 3 })
    .map((parts) => parts.join('  ')),
  segments: fc.uniqueArray(fc.constantFrom(...segments), { maxLength: 2 }),
  statuses: fc.uniqueArray(fc.constantFrom(...statuses), { maxLength: 2 }),
  availability: fc.uniqueArray(fc.constantFrom<string>(...availabilities), { maxLength: 3 }),
  minPrice: bound,
  maxPrice: bound,
  minArea: bound,
  maxArea: bound,
  facilities: fc.uniqueArray(fc.constantFrom(...facilities), { maxLength: 2 }),
  saved: fc.boolean(),
  sort: fc.constantFrom(...estateSorts),
  view: fc.constantFrom('list' as const, 'map' as const),
}) satisfies fc.Arbitrary<EstateQuery>

// The model: each filter written out plainly, accents removed by a table rather than by Unicode
// normalisation, words found by a regular expression rather than by includes().
const accents: Record<string, string> = { ü: 'u', è: 'e', é: 'e', ã: 'a', Ü: 'u', É: 'e', Ã: 'a' }
const plain = (text: string) => text.replace(/[üèéãÜÉÃ]/g, (c) => accents[c] ?? c).toLowerCase()
const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

function satisfiesModel(estate: Estate, query: EstateQuery, savedIds: readonly string[]) {
  const haystack = [
    estate.title,
    estate.location,
    estate.description,
    estate.segment,
    ...estate.facilities,
  ].map(plain)
  const searchOk = plain(query.q)
    .split(' ')
    .filter((word) => word.length > 0)
    .every((word) => haystack.some((field) => new RegExp(escape(word)).test(field)))
  return (
    searchOk &&
    (query.segments.length === 0 || query.segments.includes(estate.segment)) &&
    (query.statuses.length === 0 || query.statuses.includes(estate.status)) &&
    // None chosen: the estates on the market.
    (query.availability.length === 0 ? onTheMarket : query.availability).includes(
      estate.availability,
    ) &&
    // A price on request is in no price range; a range needs one status (sale or a month's rent).
    (query.statuses.length !== 1 ||
      (query.minPrice === null && query.maxPrice === null) ||
      (estate.price !== null &&
        (query.minPrice === null || estate.price >= query.minPrice) &&
        (query.maxPrice === null || estate.price <= query.maxPrice))) &&
    (query.minArea === null || estate.areaSqFt >= query.minArea) &&
    (query.maxArea === null || estate.areaSqFt <= query.maxArea) &&
    query.facilities.every((facility) => estate.facilities.includes(facility)) &&
    (!query.saved || savedIds.includes(estate.id))
  )
}

const key = (estate: Estate) => estate.id
const options = { numRuns: PROPERTY_RUNS }
const catalogue = fc.uniqueArray(estateArb, { maxLength: 40, selector: key })
/**
 * A catalogue and the visitor's saved ids: some of its estates (picked by a mask) and some that
 * have left it.
 */
const withSaved = fc
  .tuple(
    catalogue,
    fc.array(fc.boolean(), { maxLength: 40 }),
    fc.uniqueArray(fc.uuid(), { maxLength: 2 }),
  )
  .map(([estates, mask, gone]) => ({
    estates,
    savedIds: [...estates.filter((_, index) => mask[index]).map(key), ...gone],
  }))

describe('filterEstates against a simple model', () => {
  it('keeps exactly the estates that satisfy every filter, in the data order', () => {
    fc.assert(
      fc.property(withSaved, queryArb, ({ estates, savedIds }, query) => {
        const found = filterEstates(estates, query, new Set(savedIds))
        expect(found.map(key)).toEqual(
          estates.filter((estate) => satisfiesModel(estate, query, savedIds)).map(key),
        )
      }),
      options,
    )
  })

  it('"Saved only" keeps the saved estates that are still in the catalogue, and nothing else', () => {
    fc.assert(
      fc.property(withSaved, ({ estates, savedIds }) => {
        // Of every availability (by default, a sold one is in the "Sold" view).
        const everySaved = { ...queryOf(''), availability: [...availabilities], saved: true }
        const found = filterEstates(estates, everySaved, new Set(savedIds))
        const inCatalogue = new Set(estates.map(key))
        expect(new Set(found.map(key))).toEqual(
          new Set(savedIds.filter((id) => inCatalogue.has(id))),
        )
        // With nothing saved, nothing is shown (not everything).
        expect(filterEstates(estates, everySaved)).toEqual([])
      }),
      options,
    )
  })

  it('gives the same result whichever order the filters are applied in', () => {
    // The price range applies within one status: they are one step.
    const filterNames = [
      ['q'],
      ['segments'],
      ['statuses', 'minPrice', 'maxPrice'],
      ['availability'],
      ['minArea'],
      ['maxArea'],
      ['facilities'],
      ['saved'],
    ] as const
    const none = {
      q: '',
      segments: [],
      statuses: [],
      // Every estate, where none chosen would be only those on the market.
      availability: [...availabilities],
      minPrice: null,
      maxPrice: null,
      minArea: null,
      maxArea: null,
      facilities: [],
      saved: false,
    }
    fc.assert(
      fc.property(
        withSaved,
        queryArb,
        fc.shuffledSubarray([...filterNames], { minLength: filterNames.length }),
        ({ estates, savedIds }, query, order) => {
          const saved = new Set(savedIds)
          // One filter at a time, each on the previous one's result.
          const stepwise = order.reduce<Estate[]>(
            (current, names) =>
              filterEstates(
                current,
                { ...none, ...Object.fromEntries(names.map((name) => [name, query[name]])) },
                saved,
              ),
            estates,
          )
          expect(stepwise.map(key)).toEqual(filterEstates(estates, query, saved).map(key))
        },
      ),
      options,
    )
  })

  it('a search typed a letter at a time and rubbed out again finds what a fresh search finds', () => {
    // filterEstates looks only through the last matches when a search narrows the last one.
    fc.assert(
      fc.property(
        withSaved,
        fc.array(queryArb, { minLength: 1, maxLength: 4 }),
        ({ estates, savedIds }, queries) => {
          const saved = new Set(savedIds)
          for (const query of queries) {
            const typed = Array.from({ length: query.q.length + 1 }, (_, end) =>
              query.q.slice(0, end),
            )
            for (const q of [...typed, ...typed.reverse()]) {
              const step = { ...query, q }
              expect(filterEstates(estates, step, saved).map(key)).toEqual(
                estates.filter((estate) => satisfiesModel(estate, step, savedIds)).map(key),
              )
            }
          }
        },
      ),
      options,
    )
  }, 30_000) // every prefix of every query, twice: seconds on a busy machine

  it('an accent or a capital changes nothing', () => {
    fc.assert(
      fc.property(catalogue, (estates) => {
        const accented = filterEstates(estates, { ...queryOf('ZÜRICH Genève') })
        const bare = filterEstates(estates, { ...queryOf('zurich geneve') })
        expect(accented.map(key)).toEqual(bare.map(key))
      }),
      options,
    )
  })
})

function queryOf(q: string): EstateQuery {
  return {
    q,
    segments: [],
    statuses: [],
    availability: [],
    minPrice: null,
    maxPrice: null,
    minArea: null,
    maxArea: null,
    facilities: [],
    saved: false,
    sort: 'featured',
    view: 'list',
  }
}

describe('sortEstates', () => {
  // A price on request (null) comes last either way: past every price in the sort's direction;
  // the rents after the sales, further still.
  const last = 1e9
  const rents = 1e12
  const value = {
    priceUp: (e: Estate) => (e.monthly ? rents : 0) + (e.price ?? last),
    priceDown: (e: Estate) => (e.monthly ? -rents : 0) + (e.price ?? -last),
    area: (e: Estate) => e.areaSqFt,
  }
  const expectations = {
    featured: null,
    'price-asc': [value.priceUp, 1],
    'price-desc': [value.priceDown, -1],
    'area-desc': [value.area, -1],
    'area-asc': [value.area, 1],
  } as const

  it('orders as asked, ties in the data order, and loses or adds nothing', () => {
    fc.assert(
      fc.property(catalogue, fc.constantFrom(...estateSorts), (estates, sort) => {
        const sorted = sortEstates(estates, sort)
        expect([...sorted].map(key).sort()).toEqual(estates.map(key).sort())
        const rule = expectations[sort]
        if (!rule) {
          expect(sorted.map(key)).toEqual(estates.map(key))
          return
        }
        const [of, direction] = rule
        const position = new Map(estates.map((estate, index) => [estate, index]))
        for (let index = 1; index < sorted.length; index += 1) {
          const previous = sorted[index - 1] as Estate
          const current = sorted[index] as Estate
          const difference = (of(current) - of(previous)) * direction
          expect(difference).toBeGreaterThanOrEqual(0)
          if (difference === 0)
            expect(position.get(current)).toBeGreaterThan(position.get(previous) ?? -1)
        }
      }),
      options,
    )
  })

  it('findEstates is filtering then sorting', () => {
    fc.assert(
      fc.property(withSaved, queryArb, ({ estates, savedIds }, query) => {
        const saved = new Set(savedIds)
        expect(findEstates(estates, query, saved).map(key)).toEqual(
          sortEstates(filterEstates(estates, query, saved), query.sort).map(key),
        )
      }),
      options,
    )
  })
})

describe('facetsOf', () => {
  it('offers every value present and nothing else', () => {
    fc.assert(
      fc.property(catalogue, (estates) => {
        const facets = facetsOf(estates)
        expect(new Set(facets.segments)).toEqual(new Set(estates.map((e) => e.segment)))
        expect(new Set(facets.statuses)).toEqual(new Set(estates.map((e) => e.status)))
        expect(new Set(facets.facilities)).toEqual(new Set(estates.flatMap((e) => e.facilities)))
        // In the life's order, whatever the data's.
        expect(facets.availability).toEqual(
          availabilities.filter((one) => estates.some((e) => e.availability === one)),
        )
      }),
      options,
    )
  })
})

describe('a price on request', () => {
  const [cheap, onRequest, dear] = parseEstates([
    estateRecord({ id: '1', price: 100 }),
    estateRecord({ id: '2', price: 200, price_on_request: true }),
    estateRecord({ id: '3', price: 300 }),
  ]).estates as [Estate, Estate, Estate]
  const all = [cheap, onRequest, dear]
  const ids = (estates: readonly Estate[]) => estates.map((estate) => estate.id)

  it('is listed with no price filter, and matches no price range', () => {
    expect(ids(filterEstates(all, queryOf('')))).toEqual(['1', '2', '3'])
    const forSale = { ...queryOf(''), statuses: ['sale'] }
    expect(ids(filterEstates(all, { ...forSale, minPrice: 0 }))).toEqual(['1', '3'])
    expect(ids(filterEstates(all, { ...forSale, maxPrice: 1000 }))).toEqual(['1', '3'])
    expect(ids(filterEstates(all, { ...forSale, minPrice: 150, maxPrice: 250 }))).toEqual([])
  })

  it('comes last in either price sort', () => {
    expect(ids(sortEstates(all, 'price-asc'))).toEqual(['1', '3', '2'])
    expect(ids(sortEstates(all, 'price-desc'))).toEqual(['3', '1', '2'])
    expect(ids(sortEstates([onRequest, dear, cheap], 'price-desc'))).toEqual(['3', '1', '2'])
  })
})

describe("availability and a month's rent", () => {
  const estates = parseEstates([
    estateRecord({ id: '1', status: 'sale', price: 300 }),
    estateRecord({ id: '2', status: 'rent', price: 20, availability: 'under offer' }),
    estateRecord({ id: '3', status: 'sale', price: 100, availability: 'sold' }),
    estateRecord({ id: '4', status: 'rent', price: 10, availability: 'let' }),
    estateRecord({ id: '5', status: 'rent', price: 500 }),
    estateRecord({ id: '6', status: 'sale', price: 200, price_on_request: true }),
  ]).estates
  const ids = (found: readonly Estate[]) => found.map((estate) => estate.id)

  it('lists the estates on the market by default, and the portfolio when asked', () => {
    expect(ids(filterEstates(estates, queryOf('')))).toEqual(['1', '2', '5', '6'])
    expect(ids(filterEstates(estates, { ...queryOf(''), availability: [...inPortfolio] }))).toEqual(
      ['3', '4'],
    )
    expect(ids(filterEstates(estates, { ...queryOf(''), availability: ['under offer'] }))).toEqual([
      '2',
    ])
  })

  it('applies a price range only within one status', () => {
    const range = { ...queryOf(''), minPrice: 50, maxPrice: 1000 }
    // Both statuses: the bounds do nothing, rather than rank a month's rent among sale prices.
    expect(ids(filterEstates(estates, range))).toEqual(['1', '2', '5', '6'])
    expect(ids(filterEstates(estates, { ...range, statuses: ['sale'] }))).toEqual(['1'])
    expect(ids(filterEstates(estates, { ...range, statuses: ['rent'] }))).toEqual(['5'])
  })

  it('sorts the sales, then the rents, each by price and on request last', () => {
    expect(ids(sortEstates(estates, 'price-asc'))).toEqual(['3', '1', '6', '4', '2', '5'])
    expect(ids(sortEstates(estates, 'price-desc'))).toEqual(['1', '3', '6', '5', '2', '4'])
  })
})
