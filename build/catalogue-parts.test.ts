// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { build, type Plugin, type Rolldown } from 'vite'
import { afterAll, describe, expect, it } from 'vitest'
import { catalogueParts, importPartsIn, sliceCatalogue } from './catalogue-parts'
import { languageBuild } from './language-build'

const catalogue = `import { formatNumber } from '@/lib/format'
import { SITE_NAME } from '@/config/constants'
import type { Estate } from './estate-schema'

/** A helper: copied into the parts that read it. */
const estates = (count: number) => \`\${formatNumber(count)} estates\`

export type Texts = { heading: string }

export const estateCount = (count: number) => estates(count)

export const collection = {
  heading: \`\${SITE_NAME}: estates\`,
  showing: (count: number) => \`Showing \${estateCount(count)}\`,
} as const

export const estatePage = {
  title: (estate: Estate) => estate.title,
  estateCount: 'a property named as an export, not a read',
}
`

describe('sliceCatalogue', () => {
  const sliced = sliceCatalogue(catalogue, '/site/src/features/estates/messages.ts')
  const self = '/site/src/features/estates/messages.ts'

  it('makes a part of each export', () => {
    expect([...sliced.partOf.keys()]).toEqual(['estateCount', 'collection', 'estatePage'])
  })

  it('gives a part its declaration, the helpers and imports it reads, and the parts it reads', () => {
    const collection = sliced.partCode('collection', self)
    expect(collection).toContain('export const collection = {')
    expect(collection).toContain(`import { SITE_NAME } from '@/config/constants'`)
    expect(collection).toContain(`import { estateCount } from "${self}?catalogue-part=estateCount"`)
    expect(collection).not.toContain('formatNumber')
    expect(collection).not.toContain('estatePage')

    const count = sliced.partCode('estateCount', self)
    expect(count).toContain('const estates = (count: number)')
    expect(count).toContain(`import { formatNumber } from '@/lib/format'`)
    expect(count).not.toContain('SITE_NAME')

    // A key that shares an export's name is not a read of it.
    expect(sliced.partCode('estatePage', self)).not.toContain('catalogue-part')
  })

  it('keeps every type, which TypeScript erases', () => {
    expect(sliced.partCode('estatePage', self)).toContain('export type Texts')
  })

  it('re-exports every part for a module that imports the whole catalogue', () => {
    expect(sliced.facadeCode(self)).toBe(
      ['estateCount', 'collection', 'estatePage']
        .map((name) => `export { ${name} } from "${self}?catalogue-part=${name}"\n`)
        .join(''),
    )
  })

  it('refuses a catalogue that runs code or exports in another way', () => {
    expect(() => sliceCatalogue(`console.log('hi')\n`, 'messages.ts')).toThrow(/cannot split/)
    expect(() => sliceCatalogue(`export default { a: 'b' }\n`, 'messages.ts')).toThrow(
      /cannot split/,
    )
  })
})

describe('importPartsIn', () => {
  const sliced = sliceCatalogue(catalogue, '/c/messages.ts')
  const catalogueOf = async (specifier: string) =>
    specifier === './messages' ? { id: '/c/messages.ts', catalogue: sliced } : null

  it('imports each named export from its part', async () => {
    const code = `import { collection, estatePage as page } from './messages'\nimport { x } from './other'\n`
    expect(await importPartsIn(code, '/c/a.ts', catalogueOf)).toBe(
      `import { collection } from "/c/messages.ts?catalogue-part=collection"; import { estatePage as page } from "/c/messages.ts?catalogue-part=estatePage";\nimport { x } from './other'\n`,
    )
  })

  it('leaves types, namespaces and other modules alone', async () => {
    for (const code of [
      `import type { Texts } from './messages'\n`,
      `import * as all from './messages'\n`,
      `import { x } from './other'\n`,
    ])
      expect(await importPartsIn(code, '/c/a.ts', catalogueOf)).toBeNull()
  })
})

// A site of two pages, each reading one export of one catalogue, built as the site is built.
describe('in a build', () => {
  const root = mkdtempSync(join(tmpdir(), 'catalogue-parts-'))
  afterAll(() => rmSync(root, { recursive: true, force: true }))
  const files: Record<string, string> = {
    'src/words/messages.ts': `const shout = (text: string) => \`\${text}!\`
export const homeWords = { hello: shout('Welcome home') }
export const pageWords = { title: 'Only on the page' }
export const brand = 'Luxury Living'
`,
    // A sibling may keep an English value (language-build.ts): its part must too.
    'src/words/messages.fr.ts': `import type * as en from './messages'
import { brand } from './messages'
const shout = (text: string) => \`\${text}\u202f!\`
export const homeWords = { hello: shout('Bienvenue') } satisfies typeof en.homeWords
export const pageWords = { title: \`Seulement sur la page de \${brand}\` }
`,
    'src/home.ts': `import { homeWords } from './words/messages'\nexport const home = homeWords.hello\n`,
    'src/page.ts': `import { pageWords } from './words/messages'\nexport const page = pageWords.title\n`,
  }
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, file)), { recursive: true })
    writeFileSync(join(root, file), text)
  }

  async function chunks(plugins: Plugin[]) {
    const output = (await build({
      root,
      configFile: false,
      logLevel: 'silent',
      plugins,
      build: {
        write: false,
        minify: false,
        rolldownOptions: { input: { home: 'src/home.ts', page: 'src/page.ts' } },
      },
    })) as Rolldown.RolldownOutput
    // What each page downloads: its chunk and the chunks it imports.
    const byFile = new Map(
      output.output.flatMap((chunk) => (chunk.type === 'chunk' ? [[chunk.fileName, chunk]] : [])),
    )
    const loaded = (chunk: Rolldown.OutputChunk): string =>
      [chunk.code, ...chunk.imports.map((file) => loaded(byFile.get(file)!))].join('\n')
    return Object.fromEntries(
      [...byFile.values()].flatMap((chunk) => (chunk.isEntry ? [[chunk.name, loaded(chunk)]] : [])),
    )
  }

  it('puts each export only in the chunk that reads it', async () => {
    const { home, page } = await chunks(catalogueParts())
    expect(home).toContain('Welcome home')
    expect(home).not.toContain('Only on the page')
    expect(page).toContain('Only on the page')
    expect(page).not.toContain('Welcome home')
  })

  it('without it, each page carries the other page’s words', async () => {
    const { home } = await chunks([])
    expect(home).toContain('Only on the page')
  })

  it('cuts the sibling a language’s build reads', async () => {
    process.env.SITE_LANGUAGE = 'fr'
    const siblings = languageBuild()[0]!
    delete process.env.SITE_LANGUAGE
    const { home, page } = await chunks([siblings, ...catalogueParts()])
    expect(home).toContain('Bienvenue')
    expect(home).not.toMatch(/Seulement|Welcome/)
    expect(page).toContain('Seulement sur la page')
    expect(page).toContain('Luxury Living')
    expect(page).not.toMatch(/Bienvenue|Only/)
  })

  it('leaves the dev server and Vitest the plain modules', () => {
    expect(catalogueParts().map((plugin) => plugin.apply)).toEqual(['build', 'build'])
  })
})
