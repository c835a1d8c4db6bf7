import fc from 'fast-check'
import { PROPERTY_RUNS } from '@/testing/property-runs'
import type { Estate } from './estate-schema'
import { estateSorts, type EstateQuery } from './estate-query'
import { facetsOf, filterEstates, findEstates, sortEstates } from './filter-estates'

// A small vocabulary, so generated filters and estates often meet.
const segments = ['Apartments', 'Townhouses', 'Family Homes']
const statuses = ['sale', 'rent']
const facilities = ['Pool', 'Garden', 'Lake view', 'Concierge']
const words = ['zürich', 'Zurich', 'LAKE', 'villa', 'Genève', 'geneve', 'São', 'sao', 'harbour']

const estateArb: fc.Arbitrary<Estate> = fc.record({
  id: fc.uuid(),
  image: fc.constant<string>('/images/x.avif'),
  status: fc.constantFrom(...statuses),
  location: fc.constantFrom<string>('Zürich, Switzerland', 'Genève', 'São Paulo', 'London'),
  // Small ranges, so bounds often equal a value and the edges get tested.
  areaSqFt: fc.integer({ min: 1, max: 20 }),
  title: fc.array(fc.constantFrom(...words), { maxLength: 3 }).map((parts) => parts.join(' ')),
  price: fc.integer({ min: 0, max: 20 }),
  description: fc
    .array(fc.constantFrom(...words), { maxLength: 4 })
    .map((parts) => parts.join(' ')),
  segment: fc.constantFrom(...segments),
  facilities: fc.uniqueArray(fc.constantFrom(...facilities), { maxLength: 3 }),
  coordinates: fc.constant<Estate['coordinates']>(null),
  images: fc.constant<Estate['images']>([]),
  agent: fc.constant<Estate['agent']>(null),
})

const bound = fc.option(fc.integer({ min: 0, max: 21 }), { nil: null })
const queryArb = fc.record({
  q: fc
    .array(fc.constantFrom(...words, 'swit', 'pool', 'APART', ''), { maxLength: 3 })
    .map((parts) => parts.join('  ')),
  segments: fc.uniqueArray(fc.constantFrom(...segments), { maxLength: 2 }),
  statuses: fc.uniqueArray(fc.constantFrom(...statuses), { maxLength: 2 }),
  minPrice: bound,
  maxPrice: bound,
  minArea: bound,
  maxArea: bound,
  facilities: fc.uniqueArray(fc.constantFrom(...facilities), { maxLength: 2 }),
  sort: fc.constantFrom(...estateSorts),
  view: fc.constantFrom('list' as const, 'map' as const),
}) satisfies fc.Arbitrary<EstateQuery>

// The model: each filter written out plainly, accents removed by a table rather than by Unicode
// normalisation, words found by a regular expression rather than by includes().
const accents: Record<string, string> = { ü: 'u', è: 'e', é: 'e', ã: 'a', Ü: 'u', É: 'e', Ã: 'a' }
const plain = (text: string) => text.replace(/[üèéãÜÉÃ]/g, (c) => accents[c] ?? c).toLowerCase()
const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

function satisfiesModel(estate: Estate, query: EstateQuery) {
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
    (query.minPrice === null || estate.price >= query.minPrice) &&
    (query.maxPrice === null || estate.price <= query.maxPrice) &&
    (query.minArea === null || estate.areaSqFt >= query.minArea) &&
    (query.maxArea === null || estate.areaSqFt <= query.maxArea) &&
    query.facilities.every((facility) => estate.facilities.includes(facility))
  )
}

const key = (estate: Estate) => estate.id
const options = { numRuns: PROPERTY_RUNS }
const catalogue = fc.uniqueArray(estateArb, { maxLength: 40, selector: key })

describe('filterEstates against a simple model', () => {
  it('keeps exactly the estates that satisfy every filter, in the data order', () => {
    fc.assert(
      fc.property(catalogue, queryArb, (estates, query) => {
        const found = filterEstates(estates, query)
        expect(found.map(key)).toEqual(
          estates.filter((estate) => satisfiesModel(estate, query)).map(key),
        )
      }),
      options,
    )
  })

  it('gives the same result whichever order the filters are applied in', () => {
    const filterNames = [
      'q',
      'segments',
      'statuses',
      'minPrice',
      'maxPrice',
      'minArea',
      'maxArea',
      'facilities',
    ] as const
    const none = {
      q: '',
      segments: [],
      statuses: [],
      minPrice: null,
      maxPrice: null,
      minArea: null,
      maxArea: null,
      facilities: [],
    }
    fc.assert(
      fc.property(
        catalogue,
        queryArb,
        fc.shuffledSubarray([...filterNames], { minLength: filterNames.length }),
        (estates, query, order) => {
          // One filter at a time, each on the previous one's result.
          const stepwise = order.reduce<Estate[]>(
            (current, name) => filterEstates(current, { ...none, [name]: query[name] }),
            estates,
          )
          expect(stepwise.map(key)).toEqual(filterEstates(estates, query).map(key))
        },
      ),
      options,
    )
  })

  it('a search typed a letter at a time and rubbed out again finds what a fresh search finds', () => {
    // filterEstates looks only through the last matches when a search narrows the last one.
    fc.assert(
      fc.property(
        catalogue,
        fc.array(queryArb, { minLength: 1, maxLength: 4 }),
        (estates, queries) => {
          for (const query of queries) {
            const typed = Array.from({ length: query.q.length + 1 }, (_, end) =>
              query.q.slice(0, end),
            )
            for (const q of [...typed, ...typed.reverse()]) {
              const step = { ...query, q }
              expect(filterEstates(estates, step).map(key)).toEqual(
                estates.filter((estate) => satisfiesModel(estate, step)).map(key),
              )
            }
          }
        },
      ),
      options,
    )
  })

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
    minPrice: null,
    maxPrice: null,
    minArea: null,
    maxArea: null,
    facilities: [],
    sort: 'featured',
    view: 'list',
  }
}

describe('sortEstates', () => {
  const value = { price: (e: Estate) => e.price, area: (e: Estate) => e.areaSqFt }
  const expectations = {
    featured: null,
    'price-asc': [value.price, 1],
    'price-desc': [value.price, -1],
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
      fc.property(catalogue, queryArb, (estates, query) => {
        expect(findEstates(estates, query).map(key)).toEqual(
          sortEstates(filterEstates(estates, query), query.sort).map(key),
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
      }),
      options,
    )
  })
})
