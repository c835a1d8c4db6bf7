// @vitest-environment node
import {
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { catalogueHash } from './catalogue-hash'
import {
  catalogueFile,
  catalogueFileNames,
  catalogueIdIn,
  catalogueSource,
} from './catalogue-source'

type Hooks = {
  configResolved: (config: { root: string; build: { outDir: string } }) => void
  renderStart: { handler: () => void }
}

let dir = ''
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'catalogue-source-'))
})
afterEach(() => {
  vi.unstubAllEnvs()
  rmSync(dir, { recursive: true, force: true })
})

/** A folder holding a catalogue: each data file says `label`, and one uploaded photo. */
function catalogueIn(folder: string, label: string) {
  mkdirSync(join(folder, 'images/uploads'), { recursive: true })
  for (const file of catalogueFileNames) writeFileSync(join(folder, file), `${label} ${file}`)
  writeFileSync(join(folder, 'images/uploads', `${'a'.repeat(64)}-480.avif`), 'photo')
  return folder
}

/** The plugin's hooks run as the build runs them, on a built folder that already holds public/'s. */
function build(outDir: string) {
  const plugin = catalogueSource() as unknown as Hooks
  plugin.configResolved({ root: dir, build: { outDir } })
  mkdirSync(join(dir, outDir), { recursive: true })
  for (const file of catalogueFileNames) writeFileSync(join(dir, outDir, file), `public ${file}`)
  plugin.renderStart.handler()
}

test("CATALOGUE_DIR's files and photos take the place of public/'s in the built site", () => {
  vi.stubEnv('CATALOGUE_DIR', catalogueIn(join(dir, 'version'), 'version'))

  build('out')

  for (const file of catalogueFileNames)
    expect(readFileSync(join(dir, 'out', file), 'utf8')).toBe(`version ${file}`)
  expect(existsSync(join(dir, 'out/images/uploads', `${'a'.repeat(64)}-480.avif`))).toBe(true)
  expect(catalogueFile(join(dir, 'public'), 'data.json')).toBe(join(dir, 'version/data.json'))
})

test("without CATALOGUE_DIR the built site keeps public/'s files", () => {
  vi.stubEnv('CATALOGUE_DIR', '')

  build('out')

  expect(readFileSync(join(dir, 'out/data.json'), 'utf8')).toBe('public data.json')
  expect(catalogueFile(join(dir, 'public'), 'data.json')).toBe(join(dir, 'public/data.json'))
})

test('@fault a catalogue folder missing a file fails the build, naming it', () => {
  const folder = catalogueIn(join(dir, 'version'), 'version')
  rmSync(join(folder, 'data.fr.json'))
  vi.stubEnv('CATALOGUE_DIR', folder)
  expect(() => catalogueSource()).toThrow(/has no data.fr.json/)
})

test("@fault a build never writes into the runner's stored build its folder links to", () => {
  vi.stubEnv('CATALOGUE_DIR', '')
  const stored = catalogueIn(join(dir, 'dist-builds/stored'), 'stored')
  symlinkSync('dist-builds/stored', join(dir, 'dist'))

  build('dist')

  expect(lstatSync(join(dir, 'dist')).isSymbolicLink()).toBe(false)
  expect(readFileSync(join(stored, 'data.json'), 'utf8')).toBe('stored data.json')
})

test('every build serves its data files again under its catalogue’s id, and its pages name it', () => {
  vi.stubEnv('CATALOGUE_DIR', catalogueIn(join(dir, 'version'), 'version'))
  const plugin = catalogueSource() as unknown as Hooks & {
    transformIndexHtml: () => { attrs: Record<string, string> }[]
  }
  plugin.configResolved({ root: dir, build: { outDir: 'out' } })
  mkdirSync(join(dir, 'out'), { recursive: true })
  plugin.renderStart.handler()

  const files = catalogueFileNames.map((name) => ({
    name,
    bytes: readFileSync(join(dir, 'version', name)),
  }))
  const id = catalogueHash(files).slice(0, 16)
  expect(catalogueIdIn(join(dir, 'out'))).toBe(id)
  for (const file of catalogueFileNames)
    expect(readFileSync(join(dir, 'out/catalogue', id, file), 'utf8')).toBe(`version ${file}`)
  expect(plugin.transformIndexHtml()).toEqual([
    { tag: 'meta', attrs: { name: 'catalogue', content: id }, injectTo: 'head' },
  ])
})

test("a plain build's id is public/'s catalogue's, and another catalogue's is another", () => {
  vi.stubEnv('CATALOGUE_DIR', '')
  build('out')
  const plain = catalogueIdIn(join(dir, 'out'))
  expect(plain).toMatch(/^[0-9a-f]{16}$/)
  expect(readdirSync(join(dir, 'out/catalogue'))).toEqual([plain])
  writeFileSync(join(dir, 'out/data.json'), 'public data.json, a price changed')
  expect(catalogueIdIn(join(dir, 'out'))).not.toBe(plain)
})
