import { DEFAULT_LANGUAGE, type Language, type TranslatedLanguage } from '@/config/languages'

// What the pages need of the data's translations (decision 038) besides reading their files
// (translations.ts, loaded only by a page that translates): kept apart so that a page drawing an
// estate or an article does not carry the reader.

/**
 * The `lang` a field's element needs: "en" when it fell back to English, else none (the page's).
 * A record with no translation marks (an English build's) needs none.
 */
export const langOf = <Field>(shown: { english: readonly Field[] } | undefined, field: Field) =>
  shown?.english.includes(field) ? DEFAULT_LANGUAGE : undefined

/** The language a build's data is translated into: none for English, the data's own. */
export const translationOf = (language: Language) =>
  language === DEFAULT_LANGUAGE ? undefined : (language as TranslatedLanguage)

/**
 * A translations file's JSON, or undefined where it cannot be had (a warning says so, and the
 * texts stay English): a missing translation never makes an error page (decision 038).
 */
export const translationOrNone = <T>(json: Promise<T>) =>
  json.catch((error: unknown) => {
    console.warn(`${error instanceof Error ? error.message : String(error)}; shown in English`)
    return undefined
  })
