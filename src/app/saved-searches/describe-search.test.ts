import { savedSearches } from '@/config/constants'
import { parseEstateQuery } from '@/features/estates/estate-query'
import { savedSearchMessages } from '@/features/saved-searches/messages'
import { describeSearch, type SearchWords } from './describe-search'

const of = (search: string, words?: SearchWords) =>
  describeSearch(parseEstateQuery(new URLSearchParams(search)), words)

const euros = { currency: 'EUR', perDollar: 0.9294 } as const
const narrow = '\u202f'
const noBreak = '\u00a0'

describe('a search in words', () => {
  it('names the words searched for and each filter set, in the dialog order', () => {
    expect(
      of(
        'facility=Pool&q=lake&status=rent&segment=Villas&segment=Apartments&minPrice=5000&sort=price-asc',
      ),
    ).toBe('“lake” · Villas, Apartments · Rent · from $5,000 · Pool')
    expect(of('minArea=2000&maxArea=5000')).toBe('2,000 sqft to 5,000 sqft')
    expect(of('availability=sold&availability=let')).toBe('Sold, Let')
    // A price applies within one status only, as on the home page.
    expect(of('maxPrice=900000')).toBe(savedSearchMessages.words.allEstates)
    expect(of('status=sale&maxPrice=900000')).toBe('Sale · up to $900,000')
  })

  it('writes the bounds in the visitor’s currency, rounded as the cards, and area unit', () => {
    const display = { money: euros, area: 'sqm' } as const
    expect(of('status=sale&minPrice=900000&maxPrice=2450000', { display })).toBe(
      'Sale · ≈ €836K to ≈ €2.28M',
    )
    expect(of('minArea=2000', { display })).toBe('from 186 m²')
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

// As a French or German build has it: every catalogue resolved to its sibling (decision 037).
const siblings = {
  fr: {
    '@/features/saved-searches/messages': () => import('@/features/saved-searches/messages.fr'),
    '@/features/estates/messages': () => import('@/features/estates/messages.fr'),
    '@/lib/format-messages': () => import('@/lib/format-messages.fr'),
  },
  de: {
    '@/features/saved-searches/messages': () => import('@/features/saved-searches/messages.de'),
    '@/features/estates/messages': () => import('@/features/estates/messages.de'),
    '@/lib/format-messages': () => import('@/lib/format-messages.de'),
  },
}
async function describeIn(language: 'fr' | 'de') {
  vi.resetModules()
  const mocked = siblings[language]
  for (const [path, factory] of Object.entries(mocked)) vi.doMock(path, factory)
  // The build's language, which the filters' labels read (src/lib/data-language.ts's TRANSLATION)
  Object.assign(globalThis, { __SITE_LANGUAGE__: language })
  const module = await import('./describe-search')
  Object.assign(globalThis, { __SITE_LANGUAGE__: undefined })
  for (const path of Object.keys(mocked)) vi.doUnmock(path)
  return (search: string, words?: SearchWords) =>
    module.describeSearch(parseEstateQuery(new URLSearchParams(search)), words)
}

// The filters' labels a French page has from the data's translations, by the English value.
const frenchLabels = new Map([
  ['Apartments', 'Appartements'],
  ['Pool', 'Piscine'],
])

describe('a search in French and German words', () => {
  it('French: the data’s translations, the statuses and availabilities, its figures', async () => {
    const inFrench = await describeIn('fr')
    expect(
      inFrench('q=lac&segment=Apartments&segment=Lofts&status=rent&minPrice=5000&facility=Pool', {
        labels: frenchLabels,
      }),
      // "Lofts" has no translation: it stays as the data spells it.
    ).toBe(
      `«${narrow}lac${narrow}» · Appartements, Lofts · Location · à partir de 5${narrow}000${noBreak}$US · Piscine`,
    )
    expect(inFrench('availability=sold&availability=let')).toBe('Vendu, Loué')
    expect(
      inFrench('status=sale&maxPrice=2450000&minArea=2000', {
        display: { money: euros, area: 'sqm' },
      }),
    ).toBe(`Vente · jusqu’à ≈ 2,28${noBreak}M${noBreak}€ · à partir de 186${noBreak}m²`)
  })

  it('German: its words and figures', async () => {
    const inGerman = await describeIn('de')
    expect(inGerman('status=sale&minPrice=900000')).toBe(`Kauf · ab 900.000${noBreak}$`)
    expect(inGerman('minArea=2000&maxArea=5000')).toBe(`2.000${noBreak}ft² bis 5.000${noBreak}ft²`)
    expect(inGerman('availability=under+offer')).toBe('Reserviert')
  })
})
