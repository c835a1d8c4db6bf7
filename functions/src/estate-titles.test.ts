import { parseEstateTranslations } from '@/features/estates/estate-translations'
import { parseEstates } from '@/features/estates/parse-estates'
import siteData from '../../public/data.json'
import frenchData from '../../public/data.fr.json'
import { titlesFrom } from './estate-titles'

const { estates } = parseEstates(siteData, 'data.json')

describe('the estates’ titles in the mail’s language', () => {
  it('reads the data’s translations as the site does', () => {
    const titleIn = titlesFrom({ fr: parseEstateTranslations(frenchData, 'fr', estates) })
    expect(titleIn('1', 'fr')).toBe('Penthouse d’exception sur Fifth Avenue')
    // No German translations given, no estate of that id, English asked: none (the mail keeps its own).
    expect(titleIn('1', 'de')).toBeUndefined()
    expect(titleIn('no-such-estate', 'fr')).toBeUndefined()
    expect(titleIn('1', 'en')).toBeUndefined()
  })

  it('a file of the wrong shape gives no title, with a warning, and never throws', () => {
    const warn = vi.fn()
    const wrong = parseEstateTranslations({ language: 'de', properties: {} }, 'fr', estates, warn)
    expect(titlesFrom({ fr: wrong })('1', 'fr')).toBeUndefined()
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('data.fr.json'))
  })
})
