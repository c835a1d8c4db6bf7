import { estateRecord } from '@/testing/estate-records'
import { describeEstate, estateSummary } from './describe-estate'
import { parseEstates } from './parse-estates'

const estateOf = (overrides: Record<string, unknown> = {}) => {
  const [estate] = parseEstates([estateRecord(overrides)]).estates
  if (!estate) throw new Error('fixture did not parse')
  return estate
}

describe('an estate in words', () => {
  it('names its price with "$"', () => {
    expect(describeEstate(estateOf())).toContain('offered for sale at $12,500,000, located in')
    expect(estateSummary(estateOf())).toBe(
      'Harbour Penthouse in Monaco, Monaco, $12,500,000: A penthouse above the harbour with a wraparound terrace.',
    )
  })

  it('says the price is on request, with no figure, when it is', () => {
    const estate = estateOf({ price_on_request: true })
    expect(describeEstate(estate)).toContain(
      'offered for sale with its price on request, located in',
    )
    expect(estateSummary(estate)).toContain('Monaco, Monaco, price on request: ')
    expect(describeEstate(estate) + estateSummary(estate)).not.toMatch(/\$|12,500,000/)
  })

  it('reads a rent by the month', () => {
    const estate = estateOf({ status: 'rent', price: 18500 })
    expect(describeEstate(estate)).toContain('offered for rent at $18,500 / month, located in')
    expect(estateSummary(estate)).toContain('Monaco, Monaco, $18,500 / month: ')
  })

  it('says when it is under offer, sold or let', () => {
    expect(describeEstate(estateOf({ availability: 'under offer' }))).toContain(
      'offered for sale at $12,500,000 and is under offer, located in',
    )
    const sold = estateOf({ availability: 'sold' })
    expect(describeEstate(sold)).toContain(
      'This estate was offered for sale at $12,500,000 and has been sold; it is located in Monaco, Monaco',
    )
    expect(estateSummary(sold)).toBe(
      'Harbour Penthouse in Monaco, Monaco, sold: A penthouse above the harbour with a wraparound terrace.',
    )
    const let_ = estateOf({ status: 'rent', price: 9000, availability: 'let' })
    expect(describeEstate(let_)).toContain('offered for rent at $9,000 / month and has been let;')
  })

  it('writes a share sheet’s line in the sharer’s money, rounded as a card', () => {
    const euros = { currency: 'EUR', perDollar: 0.9294 } as const
    expect(estateSummary(estateOf(), euros)).toBe(
      'Harbour Penthouse in Monaco, Monaco, ≈ €11.6M: A penthouse above the harbour with a wraparound terrace.',
    )
    expect(estateSummary(estateOf({ status: 'rent', price: 18500 }), euros)).toContain(
      'Monaco, Monaco, ≈ €17.2K / month: ',
    )
  })
})
