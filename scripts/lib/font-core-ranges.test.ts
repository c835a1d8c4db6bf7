import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { languageNames, languages } from '../../src/config/languages.ts'
import { coreRanges } from './font-core-ranges.mjs'

// Every character of the French and German texts (catalogues and the data's translations) is in
// that language's core cut of the fonts, so a French page never waits for the full Latin files
// (decision 041).
const inCore = (language: 'en' | 'fr' | 'de', code: number) =>
  coreRanges[language].some(([first, last]) => code >= first && code <= last)

/** Characters that stay out: a place's own spelling, served by the full Latin file of the face. */
const outOfCore = new Set(['í'])
/** No face of the site has a glyph for these: the browser draws them in another font. */
const noGlyph = new Set(['≈'])

const sources = (language: string) => [
  ...readdirSync('src', { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith(`.${language}.ts`))
    .map((file) => join('src', file)),
  `public/data.${language}.json`,
  `public/blog.${language}.json`,
]

function textOf(file: string) {
  const text = readFileSync(file, 'utf8')
  if (file.endsWith('.json')) return JSON.stringify(JSON.parse(text))
  // escapes in the catalogues ('\u202f') are characters on the page
  return text.replace(/\\u([\da-f]{4})/gi, (_, hex: string) =>
    String.fromCodePoint(parseInt(hex, 16)),
  )
}

describe.each(['fr', 'de'] as const)('the %s texts', (language) => {
  it('use only characters of the core cut', () => {
    const missing = new Map<string, string>()
    for (const file of sources(language))
      for (const character of textOf(file)) {
        const code = character.codePointAt(0)!
        if (
          code < 0x20 ||
          inCore(language, code) ||
          outOfCore.has(character) ||
          noGlyph.has(character)
        )
          continue
        missing.set(character, file)
      }
    expect(Object.fromEntries(missing)).toEqual({})
  })

  it('are found', () => {
    // 18 catalogues since one per feature (decision 051), and the two data files.
    expect(sources(language).length).toBeGreaterThanOrEqual(20)
  })
})

it("every language's cut draws every language's name, which the language switch shows on every page", () => {
  const names = Object.values(languageNames)
    .map(({ name }) => name)
    .join('')
  for (const language of languages)
    for (const character of names)
      expect(inCore(language, character.codePointAt(0)!), `${character} in ${language}`).toBe(true)
})
