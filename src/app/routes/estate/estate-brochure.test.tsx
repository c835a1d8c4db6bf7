import { describe, expect, it } from 'vitest'
import { parseEstates } from '@/features/estates/parse-estates'
import { brochureMessages } from '@/features/brochure/messages'
import { estatePageMessages } from '@/features/estates/messages'
import { estateRecord } from '@/testing/estate-records'
import { brochureContent } from './estate-brochure'

const estate = parseEstates([estateRecord({ id: '7', coordinates: [43.7384, 7.4246] })]).estates[0]!

describe('brochureContent', () => {
  it("prints the estate's point and the page's address", () => {
    const content = brochureContent(estate)
    expect(content.point).toEqual({ lat: 43.7384, lng: 7.4246 })
    expect(content.address).toMatch(/^https?:\/\/[^/]+\/7$/)
    expect(content.floorPlans).toEqual([])
  })

  it('prints the floor plans, and the area alone where the location is approximate', () => {
    const [withPlans] = parseEstates([
      estateRecord({
        id: '8',
        coordinates: [43.74, 7.42],
        location_precision: 'approximate',
        floor_plans: [{ url: '/images/plans/ground.svg', label: 'Ground floor' }],
      }),
    ]).estates
    const content = brochureContent(withPlans!)
    expect(content.floorPlans).toEqual([{ url: '/images/plans/ground.svg', label: 'Ground floor' }])
    expect(content.point).toBeNull()
  })
})

describe('brochureContent in the visitor’s display', () => {
  const rates = {
    date: '2026-11-21',
    source: 'European Central Bank',
    perDollar: { USD: 1, EUR: 0.9294, GBP: 0.7968, CHF: 0.8291, AED: 3.6725 },
  }
  const factOf = (content: ReturnType<typeof brochureContent>, label: string) =>
    content.facts.find((fact) => fact.label === label)?.value

  it('prints the price exact in euros with the estate page’s line of its rates, the area in m²', () => {
    // estateRecord: $12,500,000 and 4,200 sq ft.
    const content = brochureContent(estate, {
      money: { currency: 'EUR', perDollar: 0.9294 },
      area: 'sqm',
      rates,
    })
    expect(content.priceLine).toBe('€11,617,500')
    expect(factOf(content, brochureMessages.facts.price)).toBe('€11,617,500')
    expect(content.priceNote).toBe(
      estatePageMessages.convertedAt.price('2026-11-21', 'European Central Bank', 12_500_000),
    )
    expect(factOf(content, brochureMessages.facts.area)).toBe('390 m²')
  })

  it('prints dollars with no rates’ line before any choice, or when the rates cannot be used', () => {
    const content = brochureContent(estate)
    expect(content.priceLine).toBe('$12,500,000')
    expect(content.priceNote).toBeUndefined()
    expect(factOf(content, brochureMessages.facts.area)).toBe('4,200 sqft')
  })
})
