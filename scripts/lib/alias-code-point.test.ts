// @vitest-environment node
import { readFileSync } from 'node:fs'
import subsetFont from 'subset-font'
import { describe, expect, it } from 'vitest'
import { aliasCodePoint } from './alias-code-point.mjs'

const inter = readFileSync('node_modules/@fontsource/inter/files/inter-latin-400-normal.woff2')
/** Bytes of the font cut to `text`: a character without a glyph adds none. */
const cutSize = async (font: Uint8Array, text: string) =>
  (await subsetFont(Buffer.from(font), text, { targetFormat: 'truetype' })).length

describe('aliasCodePoint', () => {
  it('gives U+202F the thin space’s glyph, and the font stays readable', async () => {
    const cut = await subsetFont(inter, 'a1\u2009', { targetFormat: 'truetype' })
    expect(await cutSize(cut, 'a\u202f')).toBe(await cutSize(cut, 'a'))
    const aliased = aliasCodePoint(cut, 0x202f, 0x2009)
    expect(await cutSize(aliased, 'a\u202f')).toBeGreaterThan(await cutSize(aliased, 'a'))
    expect(await cutSize(aliased, 'a1')).toBe(await cutSize(cut, 'a1'))
  })

  it('leaves a font without the glyph to borrow as it is', async () => {
    const cut = await subsetFont(inter, 'a', { targetFormat: 'truetype' })
    expect(aliasCodePoint(cut, 0x202f, 0x2009)).toBe(cut)
  })
})
