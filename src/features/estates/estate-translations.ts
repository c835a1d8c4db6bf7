import type { Language, TranslatedLanguage } from '@/config/languages'
import { translatedDataFiles } from '@/config/paths'
import {
  parseTranslations,
  textsIn,
  translatedList,
  translatedText,
  type FieldRules,
  type InLanguage,
  type Translations,
} from '@/lib/translations'
import type { Estate, EstatePhoto, Film, FloorPlan } from './estate-schema'

/**
 * What an estate says in words: the fields a translation may give (decision 038). Its photos, floor
 * plans and film are translated in their words only (an alt, a level's name, the captions' file).
 */
const textFields = [
  'title',
  'description',
  'segment',
  'facilities',
  'location',
  'images',
  'floorPlans',
  'film',
] as const satisfies readonly (keyof Estate)[]
export type EstateTexts = Pick<Estate, (typeof textFields)[number]>

/**
 * The photos' alts, in the order of data.json's `images` (the photos the estate shows): as many as
 * the photos, each a text, or null for a photo data.json describes no further (the site names it).
 */
function translatedAlts(value: unknown, photos: readonly EstatePhoto[]) {
  if (!Array.isArray(value) || value.length !== photos.length) return undefined
  const alts = value.map((alt, at) =>
    alt === null && photos[at]?.alt === undefined ? null : translatedText(alt),
  )
  if (alts.some((alt) => alt === undefined)) return undefined
  return photos.map((photo, at) => ({ ...photo, alt: alts[at] ?? undefined }))
}

/** Each level's name, in the order of data.json's `floor_plans`. */
function translatedLabels(value: unknown, plans: readonly FloorPlan[]) {
  const labels = translatedList(
    value,
    plans.map(({ label }) => label),
  )
  return labels && plans.map((plan, at) => ({ ...plan, label: labels[at] ?? plan.label }))
}

/**
 * A WebVTT file this site serves, as filmSchema reads data.json's (its rule, by hand: a value import
 * of the schema would move it into another chunk of every English page).
 */
const CAPTIONS_FILE = /^\/(?![/\\])\S+\.vtt$/

/** The film with its captions in the language: a WebVTT file of this site, as data.json's. */
const translatedCaptions = (value: unknown, film: Film | null) =>
  film && typeof value === 'string' && CAPTIONS_FILE.test(value)
    ? { ...film, captions: value }
    : undefined

/**
 * The fields that hold no words of the data's in an estate that has none: no photo with an alt,
 * no plan, no captions. Such a field is not "left in English" where a translation leaves it out.
 */
const wordless: Partial<Record<keyof EstateTexts, (estate: EstateTexts) => boolean>> = {
  images: ({ images }) => images.every(({ alt }) => alt === undefined),
  floorPlans: ({ floorPlans }) => floorPlans.length === 0,
  film: ({ film }) => !film?.captions,
}

export type EstateTranslations = Translations<EstateTexts>

/** The translation file names its fields as data.json does. */
const rules: FieldRules<EstateTexts> = {
  title: { key: 'estate_title', read: translatedText, expected: 'text' },
  description: { key: 'description', read: translatedText, expected: 'text' },
  segment: { key: 'segment_name', read: translatedText, expected: 'text' },
  // The same facilities in the same order: filters and comparisons go by the English ones.
  facilities: {
    key: 'facilities',
    read: translatedList,
    expected: "texts, as many as the estate's facilities",
  },
  // Its place in the reader's words: "Londres, Royaume-Uni" (the search reads it too).
  location: { key: 'location', read: translatedText, expected: 'text' },
  images: {
    key: 'images_alt',
    read: translatedAlts,
    expected: "texts (null for a photo without alt), as many as the estate's photos",
  },
  floorPlans: {
    key: 'floor_plans_label',
    read: translatedLabels,
    expected: "texts, as many as the estate's floor plans",
  },
  // A captions file of its own (public/media/*.fr.vtt): the film's pictures and sound are the same.
  film: {
    key: 'video_captions',
    read: translatedCaptions,
    expected: 'a .vtt file of this site, for an estate with a film',
  },
}

const englishOf = (estate: Estate) =>
  Object.fromEntries(textFields.map((field) => [field, estate[field]])) as EstateTexts

/** Reads `data.<language>.json` against the estates it translates; bad entries are dropped. */
export const parseEstateTranslations = (
  json: unknown,
  language: TranslatedLanguage,
  estates: readonly Estate[],
  warn?: (message: string) => void,
): EstateTranslations =>
  parseTranslations(
    json,
    {
      source: translatedDataFiles.estates(language).slice(1),
      language,
      container: 'properties',
      label: 'estate',
      english: new Map(estates.map((estate) => [estate.id, englishOf(estate)])),
      rules,
    },
    warn,
  )

/** The estate's texts in `language`, and which of them are English for want of a translation. */
export function estateIn(
  estate: Estate,
  language: Language,
  translations?: EstateTranslations,
): InLanguage<EstateTexts> {
  const english = englishOf(estate)
  const shown = textsIn(estate.id, english, language, translations)
  return { ...shown, english: shown.english.filter((field) => !wordless[field]?.(english)) }
}

/**
 * The estates as a visitor of `language` reads them, from the translations file's JSON (undefined:
 * none could be had): their texts in that language where translated, and what `translation` says
 * (the English fields, the filters' English values). The page's worker and the prerender step both
 * read the data so, so the HTML and the app show the same words.
 */
export function estatesIn(
  estates: readonly Estate[],
  language: TranslatedLanguage,
  json: unknown,
  warn?: (message: string) => void,
): Estate[] {
  const translations = parseEstateTranslations(json, language, estates, warn)
  return estates.map((estate) => {
    const { texts, english } = estateIn(estate, language, translations)
    const keys = { segment: estate.segment, facilities: estate.facilities }
    return { ...estate, ...texts, translation: { english, keys } }
  })
}

/** The fields of a translation file's estates: anything else is not the site's to publish. */
export const estateTranslationKeys = () => Object.values(rules).map(({ key }) => key)
