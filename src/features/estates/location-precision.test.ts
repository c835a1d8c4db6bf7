import { isCoarse, tooPreciseLocations } from './location-precision'

describe('isCoarse', () => {
  it('accepts two decimals at most, whatever the float', () => {
    for (const degrees of [43.74, -73.96, 7.4, 8, 0, -0.19, 179.99, 0.07, 1.13])
      expect(isCoarse(degrees), String(degrees)).toBe(true)
    for (const degrees of [43.7384, 7.426, 8.561, -0.191, 0.001, 1e-7])
      expect(isCoarse(degrees), String(degrees)).toBe(false)
  })
})

describe('tooPreciseLocations', () => {
  it('names the approximate estates of either file shape whose coordinates are finer', () => {
    const records = [
      { id: 1, estate_title: 'Exact', coordinates: [43.7384, 7.4246] },
      {
        id: 2,
        estate_title: 'Coarse',
        coordinates: [43.74, 7.42],
        location_precision: 'approximate',
      },
      {
        id: 3,
        estate_title: 'Fine',
        coordinates: ['43.741', 7.42],
        location_precision: 'approximate',
      },
      { id: 4, coordinates: { lat: 43.74, lng: 7.4201 }, location_precision: 'approximate' },
    ]
    const problems = [
      'estate 3 "Fine" (record 3): an approximate location needs coordinates of 2 decimals at most',
      'estate 4 (record 4): an approximate location needs coordinates of 2 decimals at most',
    ]
    expect(tooPreciseLocations(records)).toEqual(problems)
    expect(tooPreciseLocations({ properties: records })).toEqual(problems)
    expect(tooPreciseLocations('nothing')).toEqual([])
  })
})
