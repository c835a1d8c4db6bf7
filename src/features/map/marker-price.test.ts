import { markerPrice } from './marker-price'

const euros = { currency: 'EUR', perDollar: 0.9294 } as const

describe('a map popup’s price', () => {
  it('is the card’s: dollars exact, another currency rounded', () => {
    expect(markerPrice(12_750_000, false)).toBe('Price: $12,750,000')
    expect(markerPrice(12_750_000, false, euros)).toBe('Price: ≈ €11.8M')
    expect(markerPrice(18_500, true, euros)).toBe('Price: ≈ €17.2K / month')
    expect(markerPrice(null, false, euros)).toBe('Price on request')
  })
})
