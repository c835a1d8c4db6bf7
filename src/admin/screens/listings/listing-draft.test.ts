import { describe, expect, it } from 'vitest'
import { checkListing } from '@/features/listings/check-listing'
import { parseEstates } from '@/features/estates/parse-estates'
import { estatesIn } from '@/features/estates/estate-translations'
import data from '../../../../public/data.json'
import fr from '../../../../public/data.fr.json'
import {
  galleryOf,
  numberOrText,
  sameDraft,
  setIn,
  tidy,
  withGallery,
  withoutEntry,
  type Draft,
} from './listing-draft'
import { labelOf, tabOf } from './problem-places'

const first = data.properties[0] as unknown as Record<string, unknown>
const imported: Draft = {
  record: first,
  translations: {
    fr: (fr.properties as Record<string, Record<string, unknown>>)[String(first.id)],
  },
  photos: [],
}

describe('the editor’s draft', () => {
  it('keeps what is typed: a number when it is one, the text otherwise', () => {
    expect(numberOrText('2450000')).toBe(2450000)
    expect(numberOrText('12 000 abc')).toBe('12 000 abc')
    expect(numberOrText('  ')).toBeUndefined()
    expect(setIn({ a: { b: 1 } }, ['a', 'c', 1], 'x')).toEqual({ a: { b: 1, c: ['', 'x'] } })
    expect(setIn({ a: 1, b: 2 }, ['a'], undefined)).toEqual({ b: 2 })
  })

  it('shows today’s catalogue’s cover as the gallery’s first photo, and the site reads it back the same', () => {
    const gallery = galleryOf(imported)
    expect(gallery.photos[0]?.url).toBe(first.image)
    expect(gallery.cover).toBe(first.image)
    expect(gallery.photos).toHaveLength((first.images as unknown[]).length + 1)
    expect(gallery.photos[1]?.alt.fr).toBe(
      (imported.translations.fr?.images_alt as string[] | undefined)?.[0],
    )
    const written = withGallery(imported, gallery)
    // The cover joins the list; the site shows the same photos with the same words.
    const before = estatesIn(parseEstates([imported.record], 'a').estates, 'fr', {
      language: 'fr',
      properties: { [String(first.id)]: imported.translations.fr },
    })
    const after = estatesIn(parseEstates([written.record], 'b').estates, 'fr', {
      language: 'fr',
      properties: { [String(first.id)]: written.translations.fr },
    })
    expect(after).toEqual(before)
    expect(checkListing(written).problems).toEqual(checkListing(imported).problems)
  })

  it('moves a photo with its translated descriptions, and a new cover leaves the strip', () => {
    const gallery = galleryOf(withGallery(imported, galleryOf(imported)))
    const [cover, a, b] = gallery.photos
    const swapped = withGallery(imported, {
      cover: b?.url ?? null,
      photos: [b!, a!, cover!, ...gallery.photos.slice(3)],
    })
    expect(swapped.record.image).toBe(b?.url)
    // The strip: all but the new cover, in the new order, each French alt with its photo.
    expect((swapped.translations.fr?.images_alt as string[]).slice(0, 2)).toEqual([a?.alt.fr, ''])
    const paths = checkListing(swapped).problems.map(({ path }) => path)
    // (This draft has no German: only the French is held to it.)
    expect(paths.filter((path) => !path.startsWith('translations.de'))).toEqual([
      'record.images.2.alt',
      'translations.fr.images_alt.1',
    ])
  })

  it('removes a facility with its translations, and leaves empty optional parts out', () => {
    const draft = withoutEntry(imported, 'facilities', 0, 'facilities')
    expect(draft.record.facilities).toEqual((first.facilities as string[]).slice(1))
    expect(draft.translations.fr?.facilities).toEqual(
      (imported.translations.fr?.facilities as string[]).slice(1),
    )
    const tidied = tidy({
      record: {
        id: '9',
        agent: { name: '', languages: [''] },
        tour_url: '',
        price_on_request: false,
      },
      translations: { fr: { estate_title: '' } },
      photos: [],
    })
    expect(tidied).toEqual({ record: { id: '9' }, translations: {}, photos: [] })
  })

  it('tells a change from the same content with its fields in another order', () => {
    const stored: Draft = { record: { b: 1, a: { d: 2, c: 3 } }, translations: {}, photos: [] }
    const typed: Draft = { record: { a: { c: 3, d: 2 }, b: 1 }, translations: {}, photos: [] }
    expect(sameDraft(stored, typed)).toBe(true)
    expect(sameDraft(stored, setIn(typed, ['record', 'b'], 2))).toBe(false)
  })

  it('names each problem’s tab and field in words', () => {
    expect(tabOf('translations.de.images_alt.2')).toBe('photos')
    expect(tabOf('translations.fr.facilities.0')).toBe('fr')
    expect(tabOf('record.agent.phone')).toBe('agent')
    expect(tabOf('record.video.sources.0')).toBe('media')
    expect(labelOf('translations.fr.facilities.2', imported)).toBe('Facility 3 in French')
    expect(labelOf('record.agent.phone', imported)).toBe('Phone')
    expect(labelOf('translations.de.images_alt.0', imported)).toBe('Photo 2: description in German')
  })
})
