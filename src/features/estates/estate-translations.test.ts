import sampleEstates from '../../../public/data.json' with { type: 'json' }
import sampleFr from '../../../public/data.fr.json' with { type: 'json' }
import sampleDe from '../../../public/data.de.json' with { type: 'json' }
import { estateRecord } from '@/testing/estate-records'
import { langOf } from '@/lib/data-language'
import { facetsOf, filterTests, parseFilters } from './estate-filters'
import { estateIn, estatesIn, parseEstateTranslations } from './estate-translations'
import { estateSearchText } from './filter-estates'
import type { Estate } from './estate-schema'
import { parseEstates } from './parse-estates'

// This file reads the data as a French build does (src/lib/data-language.ts's TRANSLATION).
vi.hoisted(() => Object.assign(globalThis, { __SITE_LANGUAGE__: 'fr' }))

const [estate = expect.fail('the estate did not parse')] = parseEstates([estateRecord()]).estates

const french = {
  estate_title: 'Penthouse sur le port',
  description: 'Un penthouse au-dessus du port, ceint d’une terrasse.',
  segment_name: 'Appartements',
  facilities: ['Piscine privée', 'Conciergerie', 'Vue sur la mer'],
  location: 'Monaco, principauté de Monaco',
}

const fileOf = (entries: Record<string, unknown>, language = 'fr') => ({
  language,
  properties: entries,
})

function read(json: unknown) {
  const warn = vi.fn()
  const translations = parseEstateTranslations(json, 'fr', [estate], warn)
  return { translations, warnings: warn.mock.calls.map(([message]) => message as string) }
}

describe('estateIn', () => {
  it('gives a whole translation, with nothing in English', () => {
    const { translations, warnings } = read(fileOf({ '1': french }))
    expect(warnings).toEqual([])
    expect(estateIn(estate, 'fr', translations)).toEqual({
      language: 'fr',
      texts: {
        title: 'Penthouse sur le port',
        description: 'Un penthouse au-dessus du port, ceint d’une terrasse.',
        segment: 'Appartements',
        facilities: ['Piscine privée', 'Conciergerie', 'Vue sur la mer'],
        location: 'Monaco, principauté de Monaco',
        // Nothing to translate: no photo with an alt, no plan, no film.
        images: [],
        floorPlans: [],
        film: null,
      },
      english: [],
    })
  })

  it('keeps the English of each field the translation leaves out, and names it', () => {
    const { translations } = read(fileOf({ '1': { segment_name: 'Appartements' } }))
    const shown = estateIn(estate, 'fr', translations)
    expect(shown.texts).toMatchObject({
      title: 'Harbour Penthouse',
      description: 'A penthouse above the harbour with a wraparound terrace.',
      segment: 'Appartements',
      facilities: ['Private pool', 'Concierge', 'Sea view'],
      location: 'Monaco, Monaco',
    })
    expect(shown.english).toEqual(['title', 'description', 'facilities', 'location'])
    expect(langOf(shown, 'title')).toBe('en')
    expect(langOf(shown, 'segment')).toBeUndefined()
  })

  it('shows an estate the file does not translate, or a language without a file, in English', () => {
    const { translations } = read(fileOf({}))
    for (const shown of [estateIn(estate, 'fr', translations), estateIn(estate, 'de')])
      expect(shown.english).toEqual(['title', 'description', 'segment', 'facilities', 'location'])
    // Translations of another language translate nothing.
    expect(estateIn(estate, 'de', read(fileOf({ '1': french })).translations).texts.title).toBe(
      'Harbour Penthouse',
    )
  })

  it('is the data itself in English, with no field marked', () => {
    const { translations } = read(fileOf({ '1': french }))
    const shown = estateIn(estate, 'en', translations)
    expect(shown.texts.title).toBe('Harbour Penthouse')
    expect(shown.english).toEqual([])
    expect(langOf(shown, 'title')).toBeUndefined()
  })
})

describe('the photos, floor plans and film', () => {
  const [filmed = expect.fail('the estate did not parse')] = parseEstates([
    estateRecord({
      images: [
        { url: '/images/estates/harbour-penthouse-living-1200.avif', alt: 'The living room' },
        '/images/estates/harbour-penthouse-salon-1200.avif',
      ],
      floor_plans: [
        { url: '/images/floor-plans/harbour-lower.svg', label: 'Lower floor' },
        { url: '/images/floor-plans/harbour-upper.svg', label: 'Upper floor' },
      ],
      video: {
        sources: ['/media/harbour-film.webm'],
        poster: '/media/harbour-film-poster.jpg',
        captions: '/media/harbour-film.en.vtt',
      },
    }),
  ]).estates
  const words = {
    images_alt: ['Le séjour', null],
    floor_plans_label: ['Niveau inférieur', 'Étage'],
    video_captions: '/media/harbour-film.fr.vtt',
  }
  const readFor = (entry: Record<string, unknown>, estates = [filmed]) => {
    const warn = vi.fn()
    const translations = parseEstateTranslations(fileOf({ '1': entry }), 'fr', estates, warn)
    return {
      shown: estateIn(estates[0] ?? filmed, 'fr', translations),
      warnings: warn.mock.calls.map(([message]) => message as string),
    }
  }

  it('gives the alts, the levels’ names and the captions’ file in the language', () => {
    const { shown, warnings } = readFor({ ...french, ...words })
    expect(warnings).toEqual([])
    expect(shown.english).toEqual([])
    expect(shown.texts.images).toEqual([
      { url: '/images/estates/harbour-penthouse-living-1200.avif', alt: 'Le séjour' },
      // data.json describes it no further: the site names it, in the visitor's words.
      { url: '/images/estates/harbour-penthouse-salon-1200.avif', alt: undefined },
    ])
    expect(shown.texts.floorPlans).toEqual([
      { url: '/images/floor-plans/harbour-lower.svg', label: 'Niveau inférieur' },
      { url: '/images/floor-plans/harbour-upper.svg', label: 'Étage' },
    ])
    expect(shown.texts.film).toEqual({ ...filmed.film, captions: '/media/harbour-film.fr.vtt' })
  })

  it('keeps each in English, marked, where the translation leaves it out', () => {
    const { shown } = readFor(french)
    expect(shown.english).toEqual(['images', 'floorPlans', 'film'])
    expect(shown.texts.images).toBe(filmed.images)
    expect(shown.texts.film?.captions).toBe('/media/harbour-film.en.vtt')
    expect(langOf(shown, 'floorPlans')).toBe('en')
  })

  it.each([
    [
      'alts of another count',
      { images_alt: ['Le séjour'] },
      "Dropped the images_alt of estate 1 in data.fr.json: expected texts (null for a photo without alt), as many as the estate's photos",
    ],
    [
      'no alt for a photo data.json describes',
      { images_alt: [null, null] },
      "Dropped the images_alt of estate 1 in data.fr.json: expected texts (null for a photo without alt), as many as the estate's photos",
    ],
    [
      'levels of another count',
      { floor_plans_label: ['Niveau inférieur', 'Étage', 'Toit'] },
      "Dropped the floor_plans_label of estate 1 in data.fr.json: expected texts, as many as the estate's floor plans",
    ],
    [
      'an empty level',
      { floor_plans_label: ['Niveau inférieur', ' '] },
      "Dropped the floor_plans_label of estate 1 in data.fr.json: expected texts, as many as the estate's floor plans",
    ],
    [
      'captions that are not a .vtt file of the site',
      { video_captions: 'https://example.com/film.fr.vtt' },
      'Dropped the video_captions of estate 1 in data.fr.json: expected a .vtt file of this site, for an estate with a film',
    ],
  ])('drops %s with a warning, the English kept', (_, entry, warning) => {
    const { shown, warnings } = readFor({ ...french, ...words, ...entry })
    expect(warnings).toEqual([warning])
    expect(shown.english).toHaveLength(1)
  })

  it('drops captions for an estate without a film', () => {
    const { shown, warnings } = readFor({ video_captions: '/media/harbour-film.fr.vtt' }, [estate])
    expect(warnings).toEqual([
      'Dropped the video_captions of estate 1 in data.fr.json: expected a .vtt file of this site, for an estate with a film',
    ])
    expect(shown.texts.film).toBeNull()
    expect(shown.english).not.toContain('film')
  })
})

describe('estatesIn', () => {
  const [other = expect.fail('the estate did not parse')] = parseEstates([
    estateRecord({ id: '2', segment_name: 'Villas', facilities: ['Private pool', 'Gym'] }),
  ]).estates
  const warn = vi.fn()
  const [shown, untranslated] = estatesIn(
    [estate, other],
    'fr',
    fileOf({ '1': { ...french, description: undefined } }),
    warn,
  ) as [Estate, Estate]

  it('shows the texts in the language, in place, the English where a field is missing', () => {
    expect(shown).toMatchObject({
      id: '1',
      title: 'Penthouse sur le port',
      description: 'A penthouse above the harbour with a wraparound terrace.',
      segment: 'Appartements',
      facilities: ['Piscine privée', 'Conciergerie', 'Vue sur la mer'],
      price: estate.price,
    })
    expect(langOf(shown.translation, 'description')).toBe('en')
    expect(langOf(shown.translation, 'title')).toBeUndefined()
    expect(untranslated.title).toBe(other.title)
    expect(untranslated.translation?.english).toEqual([
      'title',
      'description',
      'segment',
      'facilities',
      'location',
    ])
  })

  it('keeps the English segment and facilities as the filters’ values, their words as labels', () => {
    const matching = (address: string) => {
      const tests = filterTests(parseFilters(new URLSearchParams(address)), { savedIds: new Set() })
      return [shown, untranslated]
        .filter((one) => tests.every((test) => test(one)))
        .map((one) => one.id)
    }
    expect(matching('facility=Private+pool')).toEqual(['1', '2'])
    expect(matching('segment=Apartments&facility=Concierge')).toEqual(['1'])
    expect(matching('facility=Piscine+priv%C3%A9e')).toEqual([])
    const facets = facetsOf([shown, untranslated])
    expect(facets.facilities).toEqual(['Concierge', 'Gym', 'Private pool', 'Sea view'])
    expect(facets.labels?.get('Concierge')).toBe('Conciergerie')
    // Only the untranslated estate has it: no label, and the dialog marks it English.
    expect(facets.labels?.has('Gym')).toBe(false)
    expect(facets.labels?.get('Apartments')).toBe('Appartements')
  })

  it('searches the words the visitor reads', () => {
    expect(estateSearchText(shown)).toContain('piscine privee')
    expect(estateSearchText(shown)).toContain('principaute de monaco')
    expect(estateSearchText(shown)).toContain('penthouse sur le port')
  })

  it('shows English, with every field marked, when the file could not be had', () => {
    const [english] = estatesIn([estate], 'de', undefined, warn) as [Estate]
    expect(english.title).toBe(estate.title)
    expect(langOf(english.translation, 'title')).toBe('en')
    expect(warn).toHaveBeenLastCalledWith(
      'Dropped data.de.json: expected { "language": "de", "properties": { id: texts } }; the texts stay in English',
    )
  })
})

describe('parseEstateTranslations', () => {
  it('drops a bad field with a warning and keeps the good ones', () => {
    const { translations, warnings } = read(
      fileOf({
        '1': { ...french, estate_title: '  ', description: 42, facilities: ['Piscine privée'] },
      }),
    )
    const shown = estateIn(estate, 'fr', translations)
    expect(shown.texts.segment).toBe('Appartements')
    expect(shown.texts.title).toBe('Harbour Penthouse')
    expect(shown.english).toEqual(['title', 'description', 'facilities'])
    expect(warnings).toEqual([
      'Dropped the estate_title of estate 1 in data.fr.json: expected text',
      'Dropped the description of estate 1 in data.fr.json: expected text',
      "Dropped the facilities of estate 1 in data.fr.json: expected texts, as many as the estate's facilities",
    ])
  })

  it('drops an entry that is not an object, or names no estate of the data file', () => {
    const { translations, warnings } = read(fileOf({ '1': 'Penthouse', '99': french }))
    expect(estateIn(estate, 'fr', translations).english).toHaveLength(5)
    expect(warnings).toEqual([
      'Dropped the translation of estate 1 in data.fr.json: expected an object; it stays in English',
      'Dropped the translation of estate 99 in data.fr.json: no such estate',
    ])
  })

  it.each([
    ['not an object', 'Penthouse'],
    ['a list', [french]],
    ['another language', fileOf({ '1': french }, 'de')],
    ['entries as a list', { language: 'fr', properties: [french] }],
  ])('drops a whole file that is %s, never throwing', (_, json) => {
    const { translations, warnings } = read(json)
    expect(estateIn(estate, 'fr', translations).english).toHaveLength(5)
    expect(warnings).toEqual([
      'Dropped data.fr.json: expected { "language": "fr", "properties": { id: texts } }; the texts stay in English',
    ])
  })

  it('leaves the required English fields as strict as before', () => {
    const warn = vi.fn()
    const { estates, skipped } = parseEstates(
      [estateRecord(), estateRecord({ id: '2', estate_title: '' })],
      'data.json',
      warn,
    )
    expect(skipped).toBe(1)
    const { translations } = read(fileOf({ '1': french, '2': french }))
    expect(estates.map((one) => estateIn(one, 'fr', translations).texts.title)).toEqual([
      'Penthouse sur le port',
    ])
  })
})

/** The site's captions files, by their address. */
const captionsFiles = Object.fromEntries(
  Object.entries(
    import.meta.glob<string>('../../../public/media/*.vtt', {
      query: '?raw',
      import: 'default',
      eager: true,
    }),
  ).map(([file, text]) => [file.replace('../../../public', ''), text]),
)

describe('the sample data', () => {
  const samples = { fr: sampleFr, de: sampleDe }
  const { estates } = parseEstates(sampleEstates)

  it.each(['fr', 'de'] as const)('translates every estate whole into %s', (language) => {
    const warn = vi.fn()
    const translations = parseEstateTranslations(samples[language], language, estates, warn)
    expect(warn).not.toHaveBeenCalled()
    const shown = estates.map((one) => estateIn(one, language, translations))
    expect(shown.filter((one) => one.english.length > 0)).toEqual([])
    // One term for each segment, facility, photo's alt and level, whichever estate it is on.
    const terms = new Map<string, Set<string>>()
    estates.forEach((one, index) => {
      const { segment, facilities, images, floorPlans } = shown[index]?.texts ?? one
      for (const [english, translated] of [
        [one.segment, segment],
        ...one.facilities.map((facility, at) => [facility, facilities[at]]),
        ...one.images.map((photo, at) => [photo.alt, images[at]?.alt]),
        ...one.floorPlans.map((plan, at) => [plan.label, floorPlans[at]?.label]),
      ])
        terms.set(english ?? '', (terms.get(english ?? '') ?? new Set()).add(translated ?? ''))
    })
    expect([...terms].filter(([, translated]) => translated.size > 1)).toEqual([])
    // The film's captions in the language, beside the English file.
    const filmed = shown.filter((one) => one.texts.film?.captions)
    expect(filmed.length).toBeGreaterThan(0)
    for (const { texts } of filmed) {
      const captions = texts.film?.captions ?? ''
      expect(captions).toMatch(new RegExp(`\\.${language}\\.vtt$`))
      // The same cues at the same times as the English, each with its words.
      const timings = (file: string) =>
        (captionsFiles[file] ?? '').split('\n').filter((line) => line.includes('-->'))
      const english = estates.find((one) => one.film && texts.film?.poster === one.film.poster)
      expect(timings(captions)).toEqual(timings(english?.film?.captions ?? ''))
      expect(timings(captions).length).toBeGreaterThan(0)
      expect(captionsFiles[captions]).not.toMatch(/^The /m)
    }
  })
})
