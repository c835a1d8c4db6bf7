import { describe, expect, it } from 'vitest'
import { parseEstates } from '@/features/estates/parse-estates'
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
