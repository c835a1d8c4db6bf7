import { parseEstates } from '@/features/estates/parse-estates'
import siteData from '../../public/data.json'
import frenchData from '../../public/data.fr.json'
import { titlesFrom } from './estate-titles'

const { estates } = parseEstates(siteData, 'data.json')

describe('the estates’ titles in the mail’s language', () => {
  it('reads the data’s translations as the site does', () => {
    const titleIn = titlesFrom(estates, { fr: frenchData })
    expect(titleIn('1', 'fr')).toBe('Penthouse d’exception sur Fifth Avenue')
    // No German file given, no estate of that id, English asked: none (the mail keeps its own).
    expect(titleIn('1', 'de')).toBeUndefined()
    expect(titleIn('no-such-estate', 'fr')).toBeUndefined()
    expect(titleIn('1', 'en')).toBeUndefined()
  })

  it('drops a file of the wrong shape with a warning, never throws', () => {
    const warn = vi.fn()
    const titleIn = titlesFrom(estates, { fr: { language: 'de', properties: {} } }, warn)
    expect(titleIn('1', 'fr')).toBeUndefined()
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('data.fr.json'))
  })
})
