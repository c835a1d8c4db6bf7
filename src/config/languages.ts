/**
 * The site's languages (issue 31), English first: the data's own language, the default, and the
 * one every missing translation falls back to.
 */
export const languages = ['en', 'fr', 'de'] as const

export type Language = (typeof languages)[number]

export const DEFAULT_LANGUAGE: Language = 'en'

/** The languages the data files may translate into: all but the data's own. */
export type TranslatedLanguage = Exclude<Language, typeof DEFAULT_LANGUAGE>

export const isLanguage = (value: unknown): value is Language =>
  (languages as readonly unknown[]).includes(value)

export const translatedLanguages = languages.filter(
  (language): language is TranslatedLanguage => language !== DEFAULT_LANGUAGE,
)
