/**
 * The site's languages (issue 31, decision 037), English first: the data's own language, the
 * default, and the one every missing translation falls back to. Adding a language: an entry here,
 * a sibling of every catalogue (`messages.<code>.ts`, held by catalogues-complete.test.ts) and the
 * data's two files (decision 038).
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

/**
 * What each language is called in itself (the switch names it so), and its Open Graph locale.
 * English is at the site's root; every other language under its code (`/fr/login`).
 */
export const languageNames: Record<Language, { name: string; ogLocale: string }> = {
  en: { name: 'English', ogLocale: 'en_US' },
  fr: { name: 'Français', ogLocale: 'fr_FR' },
  de: { name: 'Deutsch', ogLocale: 'de_DE' },
}

/** The prefix of a language's addresses: none for English, `/fr` for French. */
export const prefixOf = (language: Language) =>
  language === DEFAULT_LANGUAGE ? '' : `/${language}`

/**
 * A site path in a language: `/login` in French is `/fr/login`, the home page `/fr/`. Leading
 * slashes and backslashes collapse to one: `//evil.example/x` (what `/fr//evil.example/x` is in
 * English) would be another site's address in a link.
 */
export const localise = (path: string, language: Language) =>
  `${prefixOf(language)}${path.replace(/^[/\\]*/, '/')}`

/** A path without its language's prefix, and that language: `/fr/login` is French `/login`. */
export function unlocalise(pathname: string): { language: Language; path: string } {
  const code = /^\/([a-z]{2})(?=\/|$)/.exec(pathname)?.[1]
  if (code === undefined || code === DEFAULT_LANGUAGE || !isLanguage(code))
    return { language: DEFAULT_LANGUAGE, path: pathname }
  return { language: code, path: pathname.slice(code.length + 1) || '/' }
}

// Set by the build for the language it builds (build/language-build.ts); English elsewhere (the
// unit tests, the service worker's own bundle).
declare const __SITE_LANGUAGE__: string | undefined
const built = typeof __SITE_LANGUAGE__ === 'string' ? __SITE_LANGUAGE__ : DEFAULT_LANGUAGE

/** The language of this build: every page, text and number of it speaks this one. */
export const LANGUAGE: Language = isLanguage(built) ? built : DEFAULT_LANGUAGE

/** This build's addresses' prefix (the router's basename): '' in English, `/fr` in French. */
export const LANGUAGE_PREFIX = prefixOf(LANGUAGE)

/** A site path in this build's language, for an address made outside the router (a share, a mail). */
export const inThisLanguage = (path: string) => localise(path, LANGUAGE)

/** An address of this build's pages as the router knows it: without the language's prefix. */
export const routerPathOf = (pathname: string) =>
  pathname.startsWith(LANGUAGE_PREFIX) ? pathname.slice(LANGUAGE_PREFIX.length) || '/' : pathname
