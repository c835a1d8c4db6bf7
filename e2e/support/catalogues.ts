import { readdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { TranslatedLanguage } from '../../src/config/languages'

const src = fileURLToPath(new URL('../../src/', import.meta.url))

/**
 * The English catalogues (src/lib/catalogues-complete.test.ts holds their siblings complete); not
 * the back office's, built in English only (decision 048).
 */
const englishFiles = (readdirSync(src, { recursive: true }) as string[])
  .filter((file) => /(messages|^config\/seo)\.ts$/.test(file))
  .filter((file) => !file.startsWith('admin/'))
  .map((file) => file.replace(/\.ts$/, ''))

type Texts = Map<string, string>

/** Each text of a module's exports by its path; functions are left out (their words vary). */
function textsOf(value: unknown, path: string, into: Texts) {
  if (typeof value === 'string') into.set(path, value)
  else if (value && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) textsOf(item, `${path}.${key}`, into)
  return into
}

const load = async (file: string, suffix = '') =>
  textsOf(await import(`${src}${file}${suffix}.ts`), file, new Map())

/**
 * Words a language writes as English does, which its pages may show in its own texts: German's
 * "Apartments", "Smart Home" and "Detail" (an English catalogue's segment, page and title words).
 */
const sameInBoth: Record<TranslatedLanguage, readonly string[]> = {
  fr: [],
  de: ['Apartments', 'Home', 'Detail'],
}

/**
 * The English texts a page in `language` must not show: each catalogue text whose translation
 * differs from it (a word the same in both, as "Journal", is no English left), long enough to be
 * told from a word of the other language.
 */
export async function englishTextsAbsentFrom(language: TranslatedLanguage) {
  const texts = new Set<string>()
  for (const file of englishFiles) {
    const [english, translated] = await Promise.all([load(file), load(file, `.${language}`)])
    for (const [path, text] of english)
      if (text.trim().length >= 4 && /\p{L}{2}/u.test(text) && translated.get(path) !== text)
        texts.add(text.trim())
  }
  return [...texts].filter((text) => !sameInBoth[language].includes(text))
}
