import { translatedLanguages, type TranslatedLanguage } from '@/config/languages'
import { estateRecordKeys, type Estate } from '@/features/estates/estate-schema'
import {
  estateTranslationKeys,
  parseEstateTranslations,
} from '@/features/estates/estate-translations'
import { APPROXIMATE_DECIMALS } from '@/features/estates/location-precision'
import { parseEstates } from '@/features/estates/parse-estates'
import { translationFile } from './check-listing'
import type { JsonObject, ListingContent } from './listing-schema'

/**
 * Publishing's first step (issue 45): the published listings become the site's data files,
 * data.json and each translation file, in the site's own formats, so the site reads them as it
 * reads today's. A listing is exported only if the site's own parser reads it without a single
 * warning; otherwise nothing is, and each listing's warnings are named.
 */

export type PublishedListing = { id: string } & Pick<ListingContent, 'record' | 'translations'>

export type TranslationFile = {
  language: TranslatedLanguage
  properties: Record<string, JsonObject>
}

export type CatalogueFiles = {
  estates: { properties: JsonObject[] }
  translations: Record<TranslatedLanguage, TranslationFile>
}

export type CatalogueExport =
  { ok: true; files: CatalogueFiles } | { ok: false; problems: Record<string, string[]> }

/** "2" before "10", as the catalogue's ids were written; then by their letters. */
const byId = (a: { id: string }, b: { id: string }) =>
  a.id.localeCompare(b.id, 'en', { numeric: true })

const only = (object: JsonObject, keys: readonly string[]) =>
  Object.fromEntries(
    keys.filter((key) => object[key] !== undefined).map((key) => [key, object[key]]),
  ) as JsonObject

const coarse = (degrees: unknown) =>
  typeof degrees === 'number' ? Number(degrees.toFixed(APPROXIMATE_DECIMALS)) : degrees

/** Coordinates as data.json writes them, `[lat, lng]` or `{ lat, lng }`, made coarse. */
function coarseCoordinates(value: unknown) {
  if (Array.isArray(value)) return value.map(coarse)
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, degrees]) => [key, coarse(degrees)]))
  return value
}

/**
 * What a visitor's file may hold of a listing's record: the site's fields only, an approximate
 * location's point made as coarse as the map shows it, and no figure behind "price on request"
 * (the site never shows it; a public file would).
 */
export function publicRecord(record: JsonObject): JsonObject {
  const kept = only(record, estateRecordKeys())
  if (kept.location_precision === 'approximate')
    kept.coordinates = coarseCoordinates(kept.coordinates)
  if (kept.price_on_request === true) kept.price = 0
  return kept
}

/** The listing's estate as the site reads it, with every warning the site's parser gives. */
function readRecord(record: JsonObject, warnings: string[]): Estate | undefined {
  try {
    return parseEstates([record], 'data.json', (warning) => warnings.push(warning)).estates[0]
  } catch (error) {
    warnings.push(String(error))
    return undefined
  }
}

export function exportCatalogue(listings: readonly PublishedListing[]): CatalogueExport {
  const problems: Record<string, string[]> = {}
  const estates: JsonObject[] = []
  const translations = Object.fromEntries(
    translatedLanguages.map((language) => [language, { language, properties: {} }]),
  ) as Record<TranslatedLanguage, TranslationFile>

  for (const listing of [...listings].sort(byId)) {
    const warnings: string[] = []
    const record = publicRecord(listing.record)
    const estate = readRecord(record, warnings)
    if (estate && estate.id !== listing.id)
      warnings.push(`Its id is ${estate.id}; its address is ${listing.id}`)
    if (!estate && !warnings.length) warnings.push('The site cannot read it')
    for (const language of translatedLanguages) {
      const given = listing.translations[language]
      if (!given || !estate) continue
      const translation = only(given, estateTranslationKeys())
      parseEstateTranslations(
        translationFile(listing.id, language, translation),
        language,
        [estate],
        (warning) => warnings.push(warning),
      )
      translations[language].properties[listing.id] = translation
    }
    if (warnings.length) problems[listing.id] = warnings
    else estates.push(record)
  }
  return Object.keys(problems).length
    ? { ok: false, problems }
    : { ok: true, files: { estates: { properties: estates }, translations } }
}
