import { DEFAULT_LANGUAGE, type Language, type TranslatedLanguage } from '@/config/languages'

/**
 * A record's texts in one language, and which of them are English for want of a translation: the
 * element showing such a field says so with `lang="en"` (`langOf`).
 */
export type InLanguage<Texts> = {
  language: Language
  texts: Texts
  english: readonly (keyof Texts)[]
}

/** The good translations of one file, by record id: each holds only the fields it translates. */
export type Translations<Texts> = {
  language: TranslatedLanguage
  byId: ReadonlyMap<string, Partial<Texts>>
}

/**
 * How the file names one translated field, and how its value is read against the English one:
 * the translation, or undefined when it is not a good one (the English is kept).
 */
export type FieldRules<Texts> = {
  [Field in keyof Texts]: {
    key: string
    read: (value: unknown, english: Texts[Field]) => Texts[Field] | undefined
    expected: string
  }
}

/** Non-empty text, trimmed, or undefined. */
export const translatedText = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined

/** A list of texts as long as the English one (its entries in the same order), or undefined. */
export function translatedList(value: unknown, english: readonly string[]) {
  if (!Array.isArray(value) || value.length !== english.length) return undefined
  const texts = value.map(translatedText)
  return texts.every((one) => one !== undefined) ? texts : undefined
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

type TranslationFile<Texts> = {
  /** The file's name, for warnings. */
  source: string
  language: TranslatedLanguage
  /** Where the file keeps its entries by id: "properties", "articles". */
  container: string
  /** What a record is called in warnings: "estate", "article". */
  label: string
  /** The English texts of the records the data file holds, by id. */
  english: ReadonlyMap<string, Texts>
  rules: FieldRules<Texts>
}

/**
 * Reads a translations file (decision 038): `{ "language": "fr", "<container>": { "<id>": { ... } } }`.
 * Nothing in it can break a page: a bad file, entry or field is dropped with a warning naming it,
 * and the English stays in its place.
 */
export function parseTranslations<Texts extends object>(
  json: unknown,
  file: TranslationFile<Texts>,
  warn: (message: string) => void = console.warn,
): Translations<Texts> {
  const byId = new Map<string, Partial<Texts>>()
  const none = { language: file.language, byId }
  const entries = isObject(json) ? json[file.container] : undefined
  if (!isObject(json) || json.language !== file.language || !isObject(entries)) {
    warn(
      `Dropped ${file.source}: expected { "language": "${file.language}", "${file.container}": { id: texts } }; the texts stay in English`,
    )
    return none
  }
  const fields = Object.keys(file.rules) as (keyof Texts & string)[]
  for (const [id, entry] of Object.entries(entries)) {
    const where = `${file.label} ${id} in ${file.source}`
    const english = file.english.get(id)
    if (!english) {
      warn(`Dropped the translation of ${where}: no such ${file.label}`)
      continue
    }
    if (!isObject(entry)) {
      warn(`Dropped the translation of ${where}: expected an object; it stays in English`)
      continue
    }
    const texts: Partial<Texts> = {}
    for (const field of fields) {
      const { key, read, expected } = file.rules[field]
      if (!(key in entry)) continue
      const value = read(entry[key], english[field])
      if (value === undefined) warn(`Dropped the ${key} of ${where}: expected ${expected}`)
      else texts[field] = value
    }
    byId.set(id, texts)
  }
  return none
}

/**
 * One record's texts in `language`: the translation's fields where it has them, the English ones
 * (named in `english`) elsewhere. English, or translations of another language, translate nothing.
 */
export function textsIn<Texts extends object>(
  id: string,
  englishTexts: Texts,
  language: Language,
  translations: Translations<Texts> | undefined,
): InLanguage<Texts> {
  if (language === DEFAULT_LANGUAGE) return { language, texts: englishTexts, english: [] }
  const translated = translations?.language === language ? translations.byId.get(id) : undefined
  const texts = { ...englishTexts, ...translated }
  const english = (Object.keys(englishTexts) as (keyof Texts)[]).filter(
    (field) => !translated || !(field in translated),
  )
  return { language, texts, english }
}
