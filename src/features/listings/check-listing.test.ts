import siteData from '../../../public/data.json'
import frenchData from '../../../public/data.fr.json'
import germanData from '../../../public/data.de.json'
import { checkListing } from './check-listing'
import type { JsonObject } from './listing-schema'
import { listingMessages } from './messages'

const texts = listingMessages.problems
const records = siteData.properties as JsonObject[]
const french = frenchData.properties as Record<string, JsonObject>
const german = germanData.properties as Record<string, JsonObject>

const contentOf = (record: JsonObject) => ({
  record: structuredClone(record),
  translations: {
    fr: structuredClone(french[String(record.id)]),
    de: structuredClone(german[String(record.id)]),
  },
})

/** Estate 1 (a film, an agent, floor plans) with its translations, a change made to a copy. */
function estateOne(change: (content: ReturnType<typeof contentOf>) => void = () => undefined) {
  const content = contentOf(records[0]!)
  change(content)
  return checkListing(content)
}

const pathsOf = (check: ReturnType<typeof checkListing>) =>
  Object.fromEntries(check.problems.map(({ path, message }) => [path, message]))

describe('a listing checked by the site’s own rules', () => {
  it.each(records.map((record) => [String(record.id), record] as const))(
    'finds nothing to fix in estate %s of today’s catalogue',
    (_, record) => {
      const check = checkListing(contentOf(record))
      expect(check.problems).toEqual([])
      expect(check.estate?.id).toBe(String(record.id))
    },
  )

  it('names each required field that is missing or wrong, and checks the rest all the same', () => {
    const check = estateOne(({ record }) => {
      record.estate_title = '  '
      record.price = 'a lot'
      record.facilities = (record.facilities as string[]).map((one, at) => (at === 1 ? '' : one))
      record.agent = { ...(record.agent as JsonObject), phone: 'call me' }
    })
    expect(pathsOf(check)).toEqual({
      'record.estate_title': texts.estate_title,
      'record.price': texts.price,
      'record.facilities.1': texts.facilities,
      'record.agent.phone': texts.agent.phone,
    })
    expect(check.estate).toBeNull()
  })

  it('names the optional fields the public site would drop, at their entry', () => {
    const problems = pathsOf(
      estateOne(({ record }) => {
        record.images = [{ url: 'javascript:alert(1)', alt: 'x' }, ...(record.images as [])]
        record.floor_plans = [{ url: '/plan.svg', label: '' }]
        record.video = { ...(record.video as JsonObject), sources: ['/a.mov'] }
        record.tour_url = 'https://tours.example.com/1'
        record.availability = 'let'
        record.price_on_request = 'yes'
      }),
    )
    expect(problems).toMatchObject({
      'record.images.0.url': texts.photoUrl,
      'record.floor_plans.0.label': texts.floorPlanLabel,
      'record.video.sources.0': texts.filmSources,
      'record.tour_url': texts.tour_url('Matterport'),
      'record.availability': texts.availability,
      'record.price_on_request': texts.price_on_request,
    })
  })

  it('asks for a place on the map, and for no finer one than two decimals when approximate', () => {
    expect(pathsOf(estateOne(({ record }) => delete record.coordinates))).toEqual({
      'record.coordinates': texts.coordinates,
    })
    expect(pathsOf(estateOne(({ record }) => (record.location_precision = 'approximate')))).toEqual(
      { 'record.coordinates': texts.coordinatesTooPrecise('2') },
    )
  })

  it('asks for an alt for every photo but the cover, in each language', () => {
    const problems = pathsOf(
      estateOne(({ record, translations }) => {
        const images = record.images as JsonObject[]
        // The cover in the list too, as the editor keeps it: its alt is the title.
        record.images = [{ url: record.image }, { url: images[0]!.url }, ...images.slice(1)]
        const alts = translations.fr!.images_alt as string[]
        translations.fr!.images_alt = ['', ...alts.slice(1)]
      }),
    )
    expect(problems).toEqual({
      'record.images.1.alt': texts.photoAlt,
      'translations.fr.images_alt.0': texts.missingIn.fr,
    })
  })

  it('asks for every text in French and German, named at its entry', () => {
    const problems = pathsOf(
      estateOne(({ translations }) => {
        delete translations.fr!.description
        ;(translations.de!.facilities as string[]).pop()
        delete translations.de!.video_captions
        translations.fr!.floor_plans_label = ['Niveau principal', 'En trop']
      }),
    )
    expect(problems).toEqual({
      'translations.fr.description': texts.missingIn.fr,
      'translations.fr.floor_plans_label': texts.translation,
      'translations.de.facilities.5': texts.missingIn.de,
      'translations.de.video_captions': texts.missingIn.de,
    })
  })

  it('passes a translation only as the site’s reader takes it', () => {
    const problems = pathsOf(
      estateOne(
        ({ translations }) => (translations.fr!.video_captions = 'https://x.example/a.vtt'),
      ),
    )
    expect(problems).toEqual({ 'translations.fr.video_captions': texts.translation })
  })
})
