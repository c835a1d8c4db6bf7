import { estateRecord } from '@/testing/estate-records'
import { describeEstate, estateSummary } from './describe-estate'
import { parseEstates } from './parse-estates'

// The choices are describe-estate.ts's, once; a French build swaps in the French words only
// (build/language-build.ts does so wherever the code imports messages.ts).
vi.mock('./messages', async () => await import('./messages.fr'))
vi.mock('@/lib/format-messages', async () => await import('@/lib/format-messages.fr'))

const estateOf = (overrides: Record<string, unknown> = {}) => {
  const [estate] = parseEstates([estateRecord(overrides)]).estates
  if (!estate) throw new Error('fixture did not parse')
  return estate
}

describe('an estate in French words', () => {
  it('says how, where and at what price it is offered', () => {
    expect(describeEstate(estateOf())).toMatch(
      /Cette propriété, proposée à la vente au prix de 12\s500\s000\s\$US, est située à Monaco, Monaco, et offre 4\s200\spieds carrés de surface habitable\.$/u,
    )
    expect(describeEstate(estateOf({ price_on_request: true }))).toContain(
      'proposée à la vente avec un prix sur demande,',
    )
  })

  it('says under offer, sold and let in their own sentences', () => {
    expect(describeEstate(estateOf({ availability: 'under offer' }))).toContain(
      'fait l’objet d’une offre\u202f; située à Monaco, Monaco, elle offre',
    )
    expect(describeEstate(estateOf({ availability: 'sold' }))).toContain('a été vendue\u202f;')
    const let_ = estateOf({ status: 'rent', price: 9_000, availability: 'let' })
    expect(describeEstate(let_)).toMatch(
      /proposée à la location au prix de .* \/ mois, a été louée/,
    )
  })

  it('names a status it has no words for as the data writes it', () => {
    expect(describeEstate(estateOf({ status: 'auction' }))).toContain('proposée (auction) au prix')
  })

  it('sums an estate up in one line', () => {
    expect(estateSummary(estateOf({ availability: 'sold' }))).toMatch(
      /^Harbour Penthouse à Monaco, Monaco, vendue\u202f: /,
    )
    expect(
      estateSummary(estateOf({ price_on_request: true, availability: 'under offer' })),
    ).toMatch(/, prix sur demande, sous offre\u202f: /)
  })
})
