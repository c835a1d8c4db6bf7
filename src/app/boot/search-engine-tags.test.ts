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
})

describe('head tags', () => {
  it('escape quotes in what they carry', () => {
    const { tags, canonical } = headTagsFor('/not-public', 'A "quoted" & titled page')
    expect(tags.join('\n')).toContain('content="A &quot;quoted&quot; &amp; titled page"')
    expect(canonical).toBeUndefined()
    expect(tags.join('\n')).not.toContain('rel="canonical"')
  })
})
