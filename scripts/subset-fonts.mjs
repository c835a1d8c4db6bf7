// `npm run fonts`: writes src/assets/fonts/*-core.woff2, the site's three faces cut down to the
// characters nearly every page uses, and src/app/fonts.css, which serves those first and falls back
// to the full @fontsource Latin files (by unicode-range) for any other character, such as the "í"
// of "Príncipe Real". A page in plain English downloads 42 KB of fonts instead of
// 70 KB (decision 006). French and German have their own cut and styles (decision 041).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import subsetFont from 'subset-font'
import { aliasCodePoint } from './lib/alias-code-point.mjs'
import { coreRanges } from './lib/font-core-ranges.mjs'

const faces = [
  { family: 'Inter', weight: 400, file: '@fontsource/inter/files/inter-latin-400-normal.woff2' },
  { family: 'Inter', weight: 600, file: '@fontsource/inter/files/inter-latin-600-normal.woff2' },
  {
    family: 'Playfair Display',
    weight: 400,
    file: '@fontsource/playfair-display/files/playfair-display-latin-400-normal.woff2',
  },
]

// @fontsource's "latin" subset, which the full files cover.
const latinRange =
  'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD'

// Each face's fallback: a local font stretched to the face's metrics (size-adjust and the
// overrides), so that text drawn before the face arrives takes the room it will take. A German
// estate page at 412 px wrapped its gallery's buttons to a second line when Inter 600 replaced
// Arial, a layout shift of 0.069 (2026-11-27). The figures are capsize's (@capsizecss/unpack 2 on
// the @fontsource files against Liberation Sans and Serif, which have Arial's and Times New Roman's
// metrics; for Inter 400 over Arial they equal @capsizecss/metrics 4.3's), kept here rather than
// computed, as the local fonts are not on every machine. Android's Roboto has its own.
const fallbacks = [
  {
    family: 'Inter Fallback',
    weight: 400,
    local: ['Arial', 'ArialMT', 'Liberation Sans', 'LiberationSans'],
    metrics: { ascent: '90.4365%', descent: '22.518%', size: '107.1194%' },
  },
  {
    family: 'Inter Fallback',
    weight: 600,
    local: ['Arial Bold', 'Arial-BoldMT', 'Liberation Sans Bold', 'LiberationSans-Bold'],
    metrics: { ascent: '95.419%', descent: '23.7586%', size: '101.5259%' },
  },
  {
    family: 'Inter Fallback Roboto',
    weight: 400,
    local: ['Roboto', 'Roboto-Regular'],
    metrics: { ascent: '90.2384%', descent: '22.4686%', size: '107.3546%' },
  },
  {
    family: 'Playfair Display Fallback',
    weight: 400,
    local: ['Times New Roman', 'TimesNewRomanPSMT', 'Liberation Serif', 'LiberationSerif'],
    metrics: { ascent: '97.2483%', descent: '22.5595%', size: '111.2615%' },
  },
]
const fallbackRules = fallbacks.map(
  ({ family, weight, local, metrics }) =>
    `@font-face {\n  font-family: '${family}';\n  font-weight: ${weight};\n  src: ${local.map((name) => `local('${name}')`).join(', ')};\n  ascent-override: ${metrics.ascent};\n  descent-override: ${metrics.descent};\n  line-gap-override: 0%;\n  size-adjust: ${metrics.size};\n}`,
)

const hex = (code) => code.toString(16).toUpperCase().padStart(4, '0')
const NARROW_SPACE = 0x202f

const slug = (face) => `${face.family.toLowerCase().replace(/\s+/g, '-')}-${face.weight}-core`
mkdirSync('src/assets/fonts', { recursive: true })
// English's files and styles keep their names; French's are -fr and fonts.fr.css, which the build
// of each language imports in place of fonts.css (build/language-build.ts).
for (const [language, ranges] of Object.entries(coreRanges)) {
  const suffix = language === 'en' ? '' : `-${language}`
  const unicodeRange = ranges
    .map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`))
    .join(', ')
  const codes = ranges.flatMap(([from, to]) =>
    Array.from({ length: to - from + 1 }, (_, i) => from + i),
  )
  const text = codes.map((code) => String.fromCodePoint(code)).join('')
  const rules = []
  for (const face of faces) {
    const full = readFileSync(new URL(`../node_modules/${face.file}`, import.meta.url))
    let source = full
    if (codes.includes(NARROW_SPACE)) {
      // U+202F, which French groups digits with, drawn as the thin space (no face has its own glyph)
      const cut = await subsetFont(full, `${text}\u2009`, { targetFormat: 'truetype' })
      source = Buffer.from(aliasCodePoint(cut, NARROW_SPACE, 0x2009))
    }
    const core = await subsetFont(source, text, { targetFormat: 'woff2' })
    const file = `${slug(face)}${suffix}.woff2`
    writeFileSync(`src/assets/fonts/${file}`, core)
    console.log(`${file}: ${full.length} -> ${core.length} bytes`)
    const common = `  font-family: '${face.family}';\n  font-style: normal;\n  font-weight: ${face.weight};\n  font-display: swap;`
    // For a character in both ranges the face declared last wins, so the core file serves it.
    rules.push(
      `@font-face {\n${common}\n  src: url('${face.file}') format('woff2');\n  unicode-range: ${latinRange};\n}`,
      `@font-face {\n${common}\n  src: url('../assets/fonts/${file}') format('woff2');\n  unicode-range: ${unicodeRange};\n}`,
    )
  }
  writeFileSync(
    `src/app/fonts${language === 'en' ? '' : `.${language}`}.css`,
    `/* Generated by scripts/subset-fonts.mjs (npm run fonts): do not edit. */\n${rules.join('\n')}\n`,
  )
}
// The fallbacks are every language's: one file, imported after the faces (src/app/boot/main.tsx).
writeFileSync(
  'src/app/font-fallbacks.css',
  `/* Generated by scripts/subset-fonts.mjs (npm run fonts): do not edit. */\n${fallbackRules.join('\n')}\n`,
)
