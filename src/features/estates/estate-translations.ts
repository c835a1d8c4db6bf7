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
import type { Estate } from './estate-schema'

/** What an estate says in words: the fields a translation may give (decision 038). */
export type EstateTexts = Pick<
  Estate,
  'title' | 'description' | 'segment' | 'facilities' | 'location'
>

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
}

const englishOf = ({ title, description, segment, facilities, location }: Estate): EstateTexts => ({
  title,
  description,
  segment,
  facilities,
  location,
})

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
export const estateIn = (
  estate: Estate,
  language: Language,
  translations?: EstateTranslations,
): InLanguage<EstateTexts> => textsIn(estate.id, englishOf(estate), language, translations)

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
