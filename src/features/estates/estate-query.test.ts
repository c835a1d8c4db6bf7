import fc from 'fast-check'
import { PROPERTY_RUNS } from '@/testing/property-runs'
import { restrictToFacets, restrictToVisitor } from './estate-filters'
import {
  emptyQuery,
  estateSorts,
  isFiltered,
  parseEstateQuery,
  serialiseEstateQuery,
  type EstateQuery,
} from './estate-query'

const parse = (search: string) => parseEstateQuery(new URLSearchParams(search))

describe('parseEstateQuery', () => {
  it('reads every parameter by its name', () => {
    expect(
      parse(
        'q=lake+view&segment=Apartments&segment=Townhouses&status=sale&availability=sold&minPrice=100&maxPrice=2%2C000&minArea=5&maxArea=50&facility=Pool&saved=1&sort=price-desc&view=map',
      ),
    ).toEqual({
      q: 'lake view',
      segments: ['Apartments', 'Townhouses'],
      statuses: ['sale'],
      availability: ['sold'],
      minPrice: 100,
      maxPrice: 2000,
      minArea: 5,
      maxArea: 50,
      facilities: ['Pool'],
      saved: true,
      sort: 'price-desc',
      view: 'map',
    })
  })

  it('ignores or corrects nonsense', () => {
    expect(
      parse('minPrice=abc&maxPrice=-5&minArea=900&maxArea=100&sort=cheapest&view=globe&segment='),
    ).toEqual({ ...emptyQuery, minArea: 100, maxArea: 900 })
    for (const saved of ['saved=yes', 'saved=0', 'saved=', 'saved=true', 'Saved=1'])
      expect(parse(saved)).toEqual(emptyQuery)
    expect(parse('saved=1&saved=1')).toEqual({ ...emptyQuery, saved: true })
    expect(parse('segment=A&segment=A&segment=%20')).toMatchObject({ segments: ['A'] })
  })

  it('the empty address is the unfiltered, featured list', () => {
    expect(parse('')).toEqual(emptyQuery)
    expect(isFiltered(parse(''))).toBe(false)
    expect(isFiltered(parse('sort=price-asc&view=map'))).toBe(false)
    expect(isFiltered(parse('q=%20'))).toBe(false)
    expect(isFiltered(parse('minArea=0'))).toBe(true)
    expect(isFiltered(parse('saved=1'))).toBe(true)
  })
})

describe('serialiseEstateQuery', () => {
  it('leaves defaults out and keeps a fixed order', () => {
    expect(serialiseEstateQuery(emptyQuery).toString()).toBe('')
    expect(
      serialiseEstateQuery({
        ...emptyQuery,
        view: 'map',
        facilities: ['Pool'],
        saved: true,
        segments: ['Apartments'],
        q: 'zürich',
      }).toString(),
    ).toBe('q=z%C3%BCrich&segment=Apartments&facility=Pool&saved=1&view=map')
  })

  const amount = fc.option(fc.integer({ min: 0, max: 10 ** 9 }), { nil: null })
  const text = fc.string({ minLength: 1, maxLength: 12 }).filter((value) => value.trim() === value)
  const queryArb = fc
    .record({
      q: fc.string({ maxLength: 30 }),
      segments: fc.uniqueArray(text, { maxLength: 3 }),
      statuses: fc.uniqueArray(text, { maxLength: 3 }),
      availability: fc.uniqueArray(text, { maxLength: 3 }),
      minPrice: amount,
      maxPrice: amount,
      minArea: amount,
      maxArea: amount,
      facilities: fc.uniqueArray(text, { maxLength: 3 }),
      saved: fc.boolean(),
      sort: fc.constantFrom(...estateSorts),
      view: fc.constantFrom('list' as const, 'map' as const),
    })
    .map((query) => ({
      ...query,
      q: query.q.trim() ? query.q : '',
      ...(query.minPrice !== null && query.maxPrice !== null && query.minPrice > query.maxPrice
        ? { minPrice: query.maxPrice, maxPrice: query.minPrice }
        : {}),
      ...(query.minArea !== null && query.maxArea !== null && query.minArea > query.maxArea
        ? { minArea: query.maxArea, maxArea: query.minArea }
        : {}),
      // A price range is within one status: otherwise it is not set.
      ...(query.statuses.length === 1 ? {} : { minPrice: null, maxPrice: null }),
    })) satisfies fc.Arbitrary<EstateQuery>

  it('round-trips every normal query through the address', () => {
    fc.assert(
      fc.property(queryArb, (query) => {
        const search = serialiseEstateQuery(query).toString()
        expect(parseEstateQuery(new URLSearchParams(search))).toEqual(query)
      }),
      { numRuns: PROPERTY_RUNS },
    )
  })

  it('normalising is idempotent, whatever the address holds', () => {
    const junk = fc.array(
      fc.tuple(
        fc.constantFrom('q', 'segment', 'minPrice', 'maxArea', 'saved', 'sort', 'view', 'other'),
        fc.oneof(fc.string({ maxLength: 8 }), fc.constant('1')),
      ),
      { maxLength: 8 },
    )
    fc.assert(
      fc.property(junk, (pairs) => {
        const once = serialiseEstateQuery(parseEstateQuery(new URLSearchParams(pairs))).toString()
        const twice = serialiseEstateQuery(parseEstateQuery(new URLSearchParams(once))).toString()
        expect(twice).toBe(once)
      }),
      { numRuns: PROPERTY_RUNS },
    )
  })
})

describe('restrictToFacets', () => {
  it('keeps values the data has, spelt as the data spells them', () => {
    const facets = {
      segments: ['Apartments'],
      statuses: ['sale'],
      availability: ['available', 'under offer', 'sold'],
      facilities: ['Pool'],
    }
    expect(
      restrictToFacets(
        { ...emptyQuery, segments: ['apartments', 'Castles'], facilities: ['POOL'] },
        facets,
      ),
    ).toEqual({ ...emptyQuery, segments: ['Apartments'], facilities: ['Pool'] })
    // No estate let: the Sold view is the sold ones; the default spelt out is the default.
    expect(restrictToFacets({ ...emptyQuery, availability: ['Sold', 'let'] }, facets)).toEqual({
      ...emptyQuery,
      availability: ['sold'],
    })
    expect(
      restrictToFacets(
        { ...emptyQuery, availability: ['under offer', 'available', 'let'] },
        facets,
      ),
    ).toEqual(emptyQuery)
  })
})

describe('restrictToVisitor', () => {
  it('"Saved only" is for a signed-in visitor: a guest\'s address drops it, and only it', () => {
    const query = parse('saved=1&segment=Apartments&sort=price-asc')
    expect(restrictToVisitor(query, true)).toBe(query)
    expect(restrictToVisitor(query, false)).toEqual({ ...query, saved: false })
    expect(serialiseEstateQuery(restrictToVisitor(query, false)).toString()).toBe(
      'segment=Apartments&sort=price-asc',
    )
  })
})
