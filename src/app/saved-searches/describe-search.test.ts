import { savedSearches } from '@/config/constants'
import { parseEstateQuery } from '@/features/estates/estate-query'
import { savedSearchMessages } from '@/features/saved-searches/messages'
import { describeSearch } from './describe-search'

const of = (search: string) => describeSearch(parseEstateQuery(new URLSearchParams(search)))

describe('a search in words', () => {
  it('names the words searched for and each filter set, in the dialog order', () => {
    expect(
      of(
        'facility=Pool&q=lake&status=rent&segment=Villas&segment=Apartments&minPrice=5000&sort=price-asc',
      ),
    ).toBe('“lake” · Villas, Apartments · Rent · from $5,000 · Pool')
    expect(of('minArea=2000&maxArea=5000')).toBe('2,000 sqft to 5,000 sqft')
    // A price applies within one status only, as on the home page.
    expect(of('maxPrice=900000')).toBe(savedSearchMessages.words.allEstates)
    expect(of('status=sale&maxPrice=900000')).toBe('Sale · up to $900,000')
  })

  it('names a search with no filter as every estate on the market', () => {
    expect(of('')).toBe(savedSearchMessages.words.allEstates)
    expect(of('view=map&sort=area-desc')).toBe(savedSearchMessages.words.allEstates)
  })

  it('keeps within the longest name a saved search may have', () => {
    const name = of(`q=${'grand '.repeat(40)}`)
    expect(name.length).toBeLessThanOrEqual(savedSearches.nameMaxLength)
    expect(name.endsWith('…')).toBe(true)
  })
})
