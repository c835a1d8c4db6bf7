import { translatedLanguages, type TranslatedLanguage } from '@/config/languages'
import { tourProviders } from '@/config/tour-providers'
import {
  agentSchema,
  estatePhotoSchema,
  estateRecordSchema,
  filmSchema,
  floorPlanSchema,
  readAvailability,
  tourOf,
  type Estate,
} from '@/features/estates/estate-schema'
import { parseEstateTranslations } from '@/features/estates/estate-translations'
import { parseEstates } from '@/features/estates/parse-estates'
import { APPROXIMATE_DECIMALS, isTooPrecise } from '@/features/estates/location-precision'
import { translatedText } from '@/lib/translations'
import type { JsonObject, ListingContent, ListingTexts } from './listing-schema'
import { listingMessages } from './messages'

/**
 * What a listing lacks before it can go for review or on the site (issue 44), each problem at its
 * field's path in the site's own formats (`record.agent.phone`, `translations.fr.facilities.2`),
 * so the editor shows it beside the field and the function names it in a refusal.
 *
 * The rules are the site's: the estate schema's fields, the public parser (a listing that would
 * draw a single warning on the site is not complete) and the translations' reader. This module
 * only adds what a published listing promises beyond a data file: coordinates, an alt for every
 * photo, and every text in French and German too.
 */

export type ListingProblem = { path: string; message: string }

/** A listing's translation as the site's translation file (data.fr.json) would hold it. */
export const translationFile = (
  id: string,
  language: TranslatedLanguage,
  translation: JsonObject | undefined,
) => ({ language, properties: { [id]: translation ?? {} } })

export type ListingCheck = {
  problems: ListingProblem[]
  /** The record as the site reads it, or null while a required field does not fit. */
  estate: Estate | null
}

/**
 * Required fields the checks after them need a value in: stand-ins for those that fail (a list
 * keeps its length, so that its translations are checked against it).
 */
const standIns: Record<string, (value: unknown) => unknown> = {
  id: () => 'listing',
  image: () => '/images/listing.avif',
  status: () => 'sale',
  location: () => '-',
  area_sq_ft: () => 1,
  estate_title: () => '-',
  price: () => 0,
  description: () => '-',
  segment_name: () => '-',
  facilities: (value) => (Array.isArray(value) ? value.map(() => '-') : []),
}

/** The texts a translation gives, each as one field in the site's files. */
const translatedTexts = ['estate_title', 'location', 'description', 'segment_name'] as const

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const present = (value: unknown) => value !== undefined && value !== null

type Issue = { path: readonly PropertyKey[] }
const issuesOf = (result: { success: boolean; error?: { issues: readonly Issue[] } }) =>
  result.success ? [] : (result.error?.issues ?? [])

export function checkListing(
  { record, translations }: Pick<ListingContent, 'record' | 'translations'>,
  texts: ListingTexts = listingMessages.problems,
): ListingCheck {
  const found = new Map<string, string>()
  const add = (path: string, message: string) => {
    if (!found.has(path)) found.set(path, message)
  }
  const fieldText = (key: string): string => {
    const text = (texts as Record<string, unknown>)[key]
    return typeof text === 'string' ? text : texts.record
  }

  // The required fields, by the estate schema.
  const parsed = estateRecordSchema.safeParse(record)
  const patched: JsonObject = { ...record }
  for (const { path } of issuesOf(parsed)) {
    const key = String(path[0] ?? '')
    add(`record.${path.map(String).join('.')}`, fieldText(key))
    const standIn = standIns[key]
    if (standIn) patched[key] = standIn(record[key])
  }
  const read = parsed.success ? parsed : estateRecordSchema.safeParse(patched)
  const estate = read.success ? read.data : null

  // The optional fields the schema drops (the estate kept) when they do not fit.
  if (present(record.agent)) {
    const agent = agentSchema.safeParse(record.agent)
    for (const { path } of issuesOf(agent)) {
      const key = String(path[0] ?? 'name') as keyof ListingTexts['agent']
      add(`record.agent.${key}`, texts.agent[key] ?? texts.agent.name)
    }
  }
  listEntries(record, 'images', texts.photoUrl, add).forEach((entry, index) => {
    if (!estatePhotoSchema.safeParse(entry).success)
      add(`record.images.${index}.url`, texts.photoUrl)
    // Every photo but the cover (whose alt is the title) describes itself.
    const url = isObject(entry) ? entry.url : entry
    const alt = isObject(entry) ? entry.alt : undefined
    if (url !== record.image && translatedText(alt) === undefined)
      add(`record.images.${index}.alt`, texts.photoAlt)
  })
  listEntries(record, 'floor_plans', texts.floorPlanUrl, add).forEach((entry, index) => {
    for (const { path } of issuesOf(floorPlanSchema.safeParse(entry)))
      add(
        `record.floor_plans.${index}.${path[0] === 'label' ? 'label' : 'url'}`,
        path[0] === 'label' ? texts.floorPlanLabel : texts.floorPlanUrl,
      )
  })
  if (present(record.video)) {
    for (const { path } of issuesOf(filmSchema.safeParse(record.video))) {
      const key = String(path[0] ?? 'sources')
      if (key === 'poster') add('record.video.poster', texts.filmPoster)
      else if (key === 'captions') add('record.video.captions', texts.filmCaptions)
      else
        add(
          path.length > 1 ? `record.video.sources.${String(path[1])}` : 'record.video.sources',
          texts.filmSources,
        )
    }
  }
  if (present(record.tour_url) && record.tour_url !== '' && tourOf(record.tour_url) === null)
    add('record.tour_url', texts.tour_url(Object.values(tourProviders).join(', ')))
  if (present(record.price_on_request) && typeof record.price_on_request !== 'boolean')
    add('record.price_on_request', texts.price_on_request)
  if (
    present(record.location_precision) &&
    record.location_precision !== 'approximate' &&
    record.location_precision !== 'exact'
  )
    add('record.location_precision', texts.location_precision)
  if (
    present(record.availability) &&
    readAvailability(record.availability, String(patched.status)) === undefined
  )
    add('record.availability', texts.availability)
  // A listing on the site has a place on the map (a data file's estate may go without).
  if (estate && estate.coordinates === null)
    add(
      'record.coordinates',
      isTooPrecise(record)
        ? texts.coordinatesTooPrecise(String(APPROXIMATE_DECIMALS))
        : texts.coordinates,
    )

  // The public parser, last: anything it would warn about that the checks above did not name.
  const recordProblems = [...found.keys()].some((path) => path.startsWith('record'))
  if (!recordProblems)
    parseEstates([record], 'listing', (warning) => add('record', `${texts.record} (${warning})`))

  if (estate)
    for (const language of translatedLanguages)
      checkTranslation(estate, language, translations[language], texts, add, (path) =>
        [...found.keys()].some((one) => one === path || one.startsWith(`${path}.`)),
      )

  return {
    problems: [...found].map(([path, message]) => ({ path, message })),
    estate: parsed.success ? parsed.data : null,
  }
}

/** A list field's entries; one that is not a list is a problem of its own. */
function listEntries(
  record: JsonObject,
  key: string,
  message: string,
  add: (path: string, message: string) => void,
): unknown[] {
  const value = record[key]
  if (!present(value)) return []
  if (!Array.isArray(value)) {
    add(`record.${key}`, message)
    return []
  }
  return value
}

/** Every text of the estate in `language`, then the site's reader of translation files on them. */
function checkTranslation(
  estate: Estate,
  language: TranslatedLanguage,
  given: JsonObject | undefined,
  texts: ListingTexts,
  add: (path: string, message: string) => void,
  named: (path: string) => boolean,
) {
  const translation = isObject(given) ? given : {}
  const at = (key: string) => `translations.${language}.${key}`
  const missing = texts.missingIn[language]
  const entry = (key: string, index: number) => {
    const list = translation[key]
    return Array.isArray(list) ? list[index] : undefined
  }
  for (const key of translatedTexts)
    if (translatedText(translation[key]) === undefined) add(at(key), missing)
  estate.facilities.forEach((_, index) => {
    if (translatedText(entry('facilities', index)) === undefined)
      add(at(`facilities.${index}`), missing)
  })
  // The alts of the photos the page shows: the cover's is the title.
  estate.images.forEach((_, index) => {
    if (translatedText(entry('images_alt', index)) === undefined)
      add(at(`images_alt.${index}`), missing)
  })
  estate.floorPlans.forEach((_, index) => {
    if (translatedText(entry('floor_plans_label', index)) === undefined)
      add(at(`floor_plans_label.${index}`), missing)
  })
  if (estate.film?.captions && translatedText(translation.video_captions) === undefined)
    add(at('video_captions'), missing)

  parseEstateTranslations(
    translationFile(estate.id, language, translation),
    language,
    [estate],
    (warning) => {
      const key = /^Dropped the (\w+) of /.exec(warning)?.[1]
      // A list with an entry missing is named at that entry already.
      if (key && named(at(key))) return
      add(key ? at(key) : `translations.${language}`, texts.translation)
    },
  )
}
