import { estateRecord } from '@/testing/estate-records'
import { parseEstates } from '@/features/estates/parse-estates'
import { headTagsFor, structuredDataFor } from './search-engine-tags'

describe('structured data for the home page', () => {
  it('keeps hostile text from the data file inside the data block', () => {
    const hostile = '</script><script>alert(1)</script>'
    const { estates } = parseEstates([estateRecord({ estate_title: hostile })])
    const block = structuredDataFor(estates)
    expect(block.match(/<\/script>/g)).toHaveLength(1)
    const json = block
      .replace(/^<script type="application\/ld\+json">/, '')
      .replace(/<\/script>$/, '')
    expect(JSON.stringify(JSON.parse(json))).toContain(hostile)
  })

  it('gives an estate on request an offer with no price', () => {
    const { estates } = parseEstates([
      estateRecord({ id: '1' }),
      estateRecord({ id: '2', price_on_request: true }),
    ])
    const block = structuredDataFor(estates)
    const [, list] = JSON.parse(
      block.replace(/^<script type="application\/ld\+json">/, '').replace(/<\/script>$/, ''),
    ) as [unknown, { itemListElement: { item: Record<string, unknown> }[] }]
    const [priced, onRequest] = list.itemListElement.map(({ item }) => item)
    expect(priced).toMatchObject({ price: 12500000, priceCurrency: 'USD' })
    expect(onRequest).not.toHaveProperty('price')
    expect(onRequest).not.toHaveProperty('priceCurrency')
  })

  it('offers no sold or let estate, and a rent by the month', () => {
    const { estates } = parseEstates([
      estateRecord({ id: '1', status: 'sale', availability: 'sold' }),
      estateRecord({ id: '2', status: 'rent', price: 18500 }),
      estateRecord({ id: '3', status: 'rent', availability: 'let' }),
      estateRecord({ id: '4', status: 'sale', availability: 'under offer' }),
    ])
    const block = structuredDataFor(estates)
    const [, list] = JSON.parse(
      block.replace(/^<script type="application\/ld\+json">/, '').replace(/<\/script>$/, ''),
    ) as [unknown, { numberOfItems: number; itemListElement: { item: Record<string, unknown> }[] }]
    expect(list.numberOfItems).toBe(2)
    const [rent, underOffer] = list.itemListElement.map(({ item }) => item)
    expect(rent).toMatchObject({
      url: expect.stringMatching(/\/2$/),
      price: 18500,
      priceCurrency: 'USD',
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        price: 18500,
        priceCurrency: 'USD',
        unitCode: 'MON',
        referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode: 'MON' },
      },
    })
    expect(underOffer).toMatchObject({ url: expect.stringMatching(/\/4$/), price: 12500000 })
    expect(underOffer).not.toHaveProperty('priceSpecification')
  })
})

describe('head tags', () => {
  it('escape quotes in what they carry', () => {
    const { tags, canonical } = headTagsFor('/not-public', 'A "quoted" & titled page')
    expect(tags.join('\n')).toContain('content="A &quot;quoted&quot; &amp; titled page"')
    expect(canonical).toBeUndefined()
    expect(tags.join('\n')).not.toContain('rel="canonical"')
  })
})
