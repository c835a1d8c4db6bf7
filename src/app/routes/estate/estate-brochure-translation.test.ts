import { brochureMessages } from '@/features/brochure/messages'
import { parseEstates } from '@/features/estates/parse-estates'
import { estateRecord } from '@/testing/estate-records'
import { brochureContent } from './estate-brochure'

// This file reads the data as a French build does (src/lib/data-language.ts's TRANSLATION).
vi.hoisted(() => Object.assign(globalThis, { __SITE_LANGUAGE__: 'fr' }))

const [estate] = parseEstates([estateRecord({ id: '7' })]).estates
if (!estate) throw new Error('fixture did not parse')
const keys = { segment: estate.segment, facilities: estate.facilities }

describe('brochureContent in a translated build', () => {
  it('marks the fields left in English for want of a translation, and only those', () => {
    const content = brochureContent({
      ...estate,
      translation: { english: ['title', 'facilities', 'floorPlans'], keys },
    })
    expect(content.titleLang).toBe('en')
    expect(content.facilitiesLang).toBe('en')
    expect(content.floorPlansLang).toBe('en')
    const segment = content.facts.find((fact) => fact.label === brochureMessages.facts.segment)
    expect(segment?.lang).toBeUndefined()

    const french = brochureContent({ ...estate, translation: { english: ['segment'], keys } })
    expect(french.titleLang).toBeUndefined()
    expect(french.facilitiesLang).toBeUndefined()
    expect(french.floorPlansLang).toBeUndefined()
    expect(french.facts.find((fact) => fact.label === brochureMessages.facts.segment)?.lang).toBe(
      'en',
    )
  })
})
