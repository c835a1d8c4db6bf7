import { DEFAULT_LANGUAGE, type TranslatedLanguage } from '@/config/languages'

// What the pages need of the data's translations (decision 038) besides reading their files
// (translations.ts, loaded only by a page that translates): kept apart so that a page drawing an
// estate or an article does not carry the reader.

// Set by the build for the language it builds (build/language-build.ts), as LANGUAGE is.
declare const __SITE_LANGUAGE__: string | undefined

/**
 * The language this build's data is translated into (src/config/languages.ts's LANGUAGE, unless it
 * is English): none in English. Read from the build's own constant rather than from LANGUAGE, so
 * that the bundler knows it: an English build drops every branch taken only for a translation
 * (their fetches, their dynamic imports), and its pages stay the bytes they were.
 */
// The literal 'en' (DEFAULT_LANGUAGE), so that the bundler folds the whole expression itself.
export const TRANSLATION = (
  typeof __SITE_LANGUAGE__ === 'string' && __SITE_LANGUAGE__ !== 'en'
    ? __SITE_LANGUAGE__
    : undefined
) as TranslatedLanguage | undefined

/**
 * The `lang` a field's element needs: "en" when it fell back to English, else none (the page's).
 * A record with no translation marks (an English build's) needs none.
 */
export const langOf = <Field>(shown: { english: readonly Field[] } | undefined, field: Field) =>
  TRANSLATION && shown?.english.includes(field) ? DEFAULT_LANGUAGE : undefined
